// Any origin will do: only whether the path stays on it matters.
const PROBE_ORIGIN = "https://portal.invalid";

/**
 * A same-site path to go to after signing in or out, or undefined: "/x" yes, but never
 * "//evil.example", "/\t/evil.example" or "https://…", which would make the portal an
 * open redirect. Judged the way a browser reads it (the URL parser drops tabs and
 * newlines and reads "\" as "/"), not by string prefixes; the path returned is the
 * parsed one, so what is checked is what the browser gets.
 */
export function safeNextPath(next: string | undefined | null): string | undefined {
  if (!next || !next.startsWith("/")) return undefined;
  if (!URL.canParse(next, PROBE_ORIGIN)) return undefined;
  const url = new URL(next, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil.example" parses to the path "//evil.example", which a browser given it alone reads as a host.
  return path.startsWith("//") || path.startsWith("/\\") ? undefined : path;
}

/** The accept page of an invitation id that looks like one, or undefined. */
export function invitationPath(invitation: string | undefined | null): string | undefined {
  return invitation && /^[A-Za-z0-9_-]{1,100}$/.test(invitation) ? `/accept-invitation/${invitation}` : undefined;
}
