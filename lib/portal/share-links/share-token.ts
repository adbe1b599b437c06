import "server-only";
import { createHash, randomBytes } from "node:crypto";

// A share link's token: 32 random bytes (unguessable), base64url so it sits in a path.
// Only its SHA-256 is stored; a database leak does not reveal working links.

export const SHARE_LINK_DAYS = 14;

export function newShareToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashShareToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Tokens are exactly 43 base64url characters; anything else is not worth a database query. */
export function isShareTokenShape(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
