/**
 * An e-mail address as limits count it: trimmed and in lower case. No e-mail address is
 * longer than 320 characters; a longer one sent to an HTTP endpoint is cut, not stored whole.
 */
export function emailKey(email: string): string {
  return email.trim().toLowerCase().slice(0, 320);
}
