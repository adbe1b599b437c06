/**
 * A same-origin place to go to after signing in or out ("/enquiries/R4E2F3A4?tab=quotes"),
 * or undefined. The value is resolved against the portal's origin and kept only if it
 * stays there, so "//evil.example", "https://evil.example", "/\evil.example" and
 * "javascript:…" never make the portal an open redirect. Returned as a path (with its
 * query and fragment), so the redirect never leaves the origin the browser is on.
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
  return `${target.pathname}${target.search}${target.hash}`;
}

/** The accept page of an invitation id that looks like one, or undefined. */
export function invitationPath(invitation: string | undefined | null): string | undefined {
  return invitation && /^[A-Za-z0-9_-]{1,100}$/.test(invitation) ? `/accept-invitation/${invitation}` : undefined;
}
