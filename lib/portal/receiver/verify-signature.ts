import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Whether `signature` (the X-Signature header) is base64(HMAC-SHA256(key, body)) of these
 * exact bytes. Both sides are compared as 32-byte digests in constant time, so neither the
 * position of the first wrong byte nor the header's length tells a forger anything.
 */
export function verifySignature(body: Uint8Array, signature: string | null | undefined, key: string): boolean {
  if (!signature) return false;
  const given = Buffer.from(signature.trim(), "base64");
  const expected = createHmac("sha256", key).update(body).digest();
  if (given.length !== expected.length) return false;
  return timingSafeEqual(given, expected);
}
