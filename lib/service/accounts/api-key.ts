import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

// Keys are 32 random bytes, base64url, behind a prefix that says which environment they
// belong to (so a leaked key is recognisable, as with Stripe's sk_live_). Only a SHA-256
// of the key is stored: the key has 256 bits of entropy, so a slow hash adds nothing.

export type NewApiKey = { key: string; prefix: string; hash: string };

export function keyPrefixFor(environment: "sandbox" | "production"): string {
  return environment === "production" ? "sd_live_" : "sd_test_";
}

export function generateApiKey(environment: "sandbox" | "production"): NewApiKey {
  const key = keyPrefixFor(environment) + randomBytes(32).toString("base64url");
  return { key, prefix: key.slice(0, 12), hash: hashApiKey(key) };
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** Constant-time comparison of two hex hashes. */
export function hashesEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}
