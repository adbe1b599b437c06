import { createHash, randomBytes } from "node:crypto";

/** The specialist session cookie's name and lifetime. */
export const SPECIALIST_COOKIE = "staydesk_specialist";
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000; // one working day

/** 256 random bits: the cookie's value. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

// The token is random and long, so a fast hash is enough; a stolen table holds no
// usable cookie.
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
