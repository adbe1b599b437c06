/**
 * A same-site path to go to after signing in or out, or undefined: "/x" yes, but never
 * "//evil.example" or "https://…", which would make the portal an open redirect.
 */
export function safeNextPath(next: string | undefined | null): string | undefined {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return undefined;
  return next;
}

/** The accept page of an invitation id that looks like one, or undefined. */
export function invitationPath(invitation: string | undefined | null): string | undefined {
  return invitation && /^[A-Za-z0-9_-]{1,100}$/.test(invitation) ? `/accept-invitation/${invitation}` : undefined;
}
