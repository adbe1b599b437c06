import { createHmac } from "node:crypto";

/** X-Signature: base64 HMAC-SHA256 of the exact body bytes, keyed with the account's verification key. */
export function signBody(body: string, key: string): string {
  return createHmac("sha256", key).update(body, "utf8").digest("base64");
}
