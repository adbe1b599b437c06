// Where a provider's service is: the one rule for the typed client (lib/client, which
// refuses any other base URL before sending anything) and for the connection form (which
// says why on the field). http(s) only, and only the address: no credentials, no query or
// fragment, not even an empty "?" or "#" (url.search and url.hash read "" for those, so the
// text itself is looked at). A base URL ending in "?" or "#" would otherwise swallow the
// request's path.

export const BASE_URL_NOT_HTTP = "Enter the service's address, e.g. https://sandbox.provider.example.";
export const BASE_URL_NOT_ONLY_ADDRESS = "Only the address: no credentials, query or fragment.";

/** What is wrong with `text` as a service's base URL, in words; null when nothing is. */
export function baseUrlProblem(text: string): string | null {
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || !["http:", "https:"].includes(url.protocol)) return BASE_URL_NOT_HTTP;
  if (url.username || url.password || text.includes("?") || text.includes("#")) return BASE_URL_NOT_ONLY_ADDRESS;
  return null;
}
