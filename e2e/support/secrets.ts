import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { E2E_SECRET } from "./env";
import { sqlOne } from "./sql";

// The specs re-derive what lib/secrets.ts derives from STAYDESK_SECRET (the portal's
// modules are server-only and cannot be imported here): doing it independently also
// pins the documented scheme.

function derive(purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", E2E_SECRET, "staydesk", `staydesk/${purpose}/v1`, 32));
}

export function provisioningToken(): string {
  return derive("sandbox-provisioning").toString("base64url");
}

export type StoredConnection = { organizationId: string; baseUrl: string | null; keyCiphertext: string; keyHint: string };

/** The stored connection row of the organisation of that name. */
export function storedConnection(organizationName: string): StoredConnection {
  return sqlOne<StoredConnection>(
    `SELECT c."organizationId", c."baseUrl", c."keyCiphertext", c."keyHint" FROM "ServiceConnection" c
       JOIN "Organization" o ON o.id = c."organizationId" WHERE o.name = ?`,
    organizationName,
  );
}

/** Encrypts a key as the portal stores it, for a connection a spec writes itself. */
export function encryptKey({ organizationId, baseUrl }: Omit<StoredConnection, "keyCiphertext" | "keyHint">, key: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derive("connection-keys"), iv);
  cipher.setAAD(Buffer.from(`staydesk/connection/${organizationId}\n${baseUrl ?? "built-in"}`));
  const ciphertext = Buffer.concat([cipher.update(key, "utf8"), cipher.final()]);
  return ["v2", ...[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString("base64url"))].join(".");
}

/** Decrypts a stored key as the portal does (AES-256-GCM, organisation id and base URL as additional data). */
export function decryptStoredKey({ organizationId, baseUrl, keyCiphertext }: StoredConnection): string {
  const [version, iv, tag, ciphertext] = keyCiphertext.split(".");
  if (version !== "v2" || !iv || !tag || ciphertext === undefined) throw new Error("unknown ciphertext format");
  const decipher = createDecipheriv("aes-256-gcm", derive("connection-keys"), Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(`staydesk/connection/${organizationId}\n${baseUrl ?? "built-in"}`));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}
