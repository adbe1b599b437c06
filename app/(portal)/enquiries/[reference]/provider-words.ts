// What the enquiry page says after sending again or withdrawing, in words (pure).

const list = (names: string[]) => (names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`);

/** After "send again": who still refuses, or that every one took it. */
export function sendAgainInWords(stillRefused: string[]): string {
  if (stillRefused.length === 0) return "Sent again: every provider has taken the enquiry.";
  return `Sent again. ${list(stillRefused)} still refused it; the reason is shown on the page.`;
}

/** After "withdraw from the others": which providers closed their enquiry, and which are withdrawn here only. */
export function withdrawalsInWords(withdrawals: { connection: { name: string }; closedAtProvider: boolean }[]): string {
  if (withdrawals.length === 0) return "Already withdrawn from the other providers.";
  const closed = withdrawals.filter((w) => w.closedAtProvider).map((w) => w.connection.name);
  const local = withdrawals.filter((w) => !w.closedAtProvider).map((w) => w.connection.name);
  const parts = [
    closed.length > 0 ? `Closed at ${list(closed)}.` : null,
    local.length > 0 ? `Marked withdrawn here only for ${list(local)}: tell ${local.length === 1 ? "them" : "each of them"} yourself.` : null,
  ];
  return parts.filter(Boolean).join(" ");
}

/** A withdrawn provider's row: closed at the provider (its state as just read), or withdrawn here only. */
export function withdrawnRowInWords(provider: { connection: { name: string }; state: string }): string {
  return provider.state === "CLOSED" ? "Closed at the provider." : `Marked withdrawn here only: tell ${provider.connection.name} yourself.`;
}
