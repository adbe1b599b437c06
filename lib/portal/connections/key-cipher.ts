import "server-only";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { deriveKey } from "@/lib/secrets";

// API keys at rest: AES-256-GCM under a key derived from STAYDESK_SECRET (HKDF, purpose
// "connection-keys"), a fresh 96-bit IV each time, and the organisation's id as
// additional data, so a ciphertext copied into another organisation's row does not
// decrypt. Stored as "v1.<iv>.<tag>.<ciphertext>", base64url parts.

const VERSION = "v1";

export class KeyDecryptionError extends Error {}

function aad(organizationId: string): Buffer {
  return Buffer.from(`staydesk/connection/${organizationId}`);
}

export function encryptApiKey(organizationId: string, apiKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", deriveKey("connection-keys"), iv);
  cipher.setAAD(aad(organizationId));
  const ciphertext = Buffer.concat([cipher.update(apiKey, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

export function decryptApiKey(organizationId: string, stored: string): string {
  const [version, iv, tag, ciphertext] = stored.split(".");
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new KeyDecryptionError("The stored key is not in a known format.");
  try {
    const decipher = createDecipheriv("aes-256-gcm", deriveKey("connection-keys"), Buffer.from(iv, "base64url"));
    decipher.setAAD(aad(organizationId));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
  } catch (error) {
    // Almost always a changed STAYDESK_SECRET.
    throw new KeyDecryptionError("The stored key cannot be decrypted with the current STAYDESK_SECRET.", { cause: error });
  }
}
