/**
 * A same-origin place to go to after signing in or out ("/enquiries/R4E2F3A4?tab=quotes"),
 * or undefined: never "//evil.example", "/\t/evil.example", "https://evil.example" or
 * "javascript:…", which would make the portal an open redirect. Judged the way a browser
 * reads it (the URL parser drops tabs and newlines and reads "\" as "/"), by comparing
 * the resolved origin with the portal's, never by string prefixes alone. Returned as the
 * parsed path (with its query and fragment), so what is checked is what the browser gets.
 */
export function safeNextPath(next: string | undefined | null, origin: string): string | undefined {
  if (!next) return undefined;
  let base: string;
  let target: URL;
  try {
    base = new URL(origin).origin;
    target = new URL(next, base);
  } catch {
    return undefined;
  }
  if (target.origin !== base) return undefined;
  // A bare "evil.example" is a relative path to the URL parser, but nobody means that.
  if (!next.startsWith("/") && !next.startsWith(`${base}/`)) return undefined;
  const path = `${target.pathname}${target.search}${target.hash}`;
  // "/.//evil.example" parses to the path "//evil.example", which a browser given it alone reads as a host.
  return path.startsWith("//") || path.startsWith("/\\") ? undefined : path;
}

/** The accept page of an invitation id that looks like one, or undefined. */
export function invitationPath(invitation: string | undefined | null): string | undefined {
  return invitation && /^[A-Za-z0-9_-]{1,100}$/.test(invitation) ? `/accept-invitation/${invitation}` : undefined;
}

/** Where a confirmation link from an e-mail lands (signed in), before going on to `next`. */
export function verifiedPath(next: string): string {
  return `/verify-email?next=${encodeURIComponent(next)}`;
}
