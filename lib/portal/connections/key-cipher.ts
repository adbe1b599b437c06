// Not server-only: the failing-webhook watch runs it outside Next (lib/portal/background.ts).
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { deriveKey } from "@/lib/secrets";

// API keys at rest: AES-256-GCM under a key derived from STAYDESK_SECRET (HKDF, purpose
// "connection-keys"), a fresh 96-bit IV each time, and as additional data the
// organisation's id and the base URL the key was entered for. A ciphertext copied into
// another organisation's row does not decrypt, and neither does one whose row now names
// another base URL: the key goes only where the admin who typed it meant to send it, and
// changing the address means typing the key again. Stored as
// "v2.<iv>.<tag>.<ciphertext>", base64url parts; "v1" (the organisation only) is still read.

const VERSION = "v2";

export class KeyDecryptionError extends Error {}

/** null: the service built into this app. */
export type KeyTarget = { organizationId: string; baseUrl: string | null };

function aad(version: string, { organizationId, baseUrl }: KeyTarget): Buffer {
  if (version === "v1") return Buffer.from(`staydesk/connection/${organizationId}`);
  return Buffer.from(`staydesk/connection/${organizationId}\n${baseUrl ?? "built-in"}`);
}

export function encryptApiKey(target: KeyTarget, apiKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", deriveKey("connection-keys"), iv);
  cipher.setAAD(aad(VERSION, target));
  const ciphertext = Buffer.concat([cipher.update(apiKey, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

export function decryptApiKey(target: KeyTarget, stored: string): string {
  const [version, iv, tag, ciphertext] = stored.split(".");
  if ((version !== VERSION && version !== "v1") || !iv || !tag || ciphertext === undefined) {
    throw new KeyDecryptionError("The stored key is not in a known format.");
  }
  try {
    const decipher = createDecipheriv("aes-256-gcm", deriveKey("connection-keys"), Buffer.from(iv, "base64url"));
    decipher.setAAD(aad(version, target));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
  } catch (error) {
    // A changed STAYDESK_SECRET, or a row whose base URL is not the one the key was entered for.
    throw new KeyDecryptionError("The stored key cannot be decrypted for this organisation and base URL with the current STAYDESK_SECRET.", {
      cause: error,
    });
  }
}
