/**
 * What the pages show of a key: its environment prefix and last four characters,
 * "sd_test_…x7Qk". Enough to recognise a key, useless to anyone who sees it.
 */
export function maskApiKey(apiKey: string): string {
  const prefix = /^[A-Za-z]+_[A-Za-z]+_/.exec(apiKey)?.[0] ?? "";
  if (apiKey.length - prefix.length < 16) return `${prefix}…`;
  return `${prefix}…${apiKey.slice(-4)}`;
}
