import { readStatement } from "@/lib/db/raw";
import { sql } from "@/lib/db/sql";
import { ServiceError } from "../errors";
import { hashApiKey, hashesEqual } from "./api-key";
import { cacheKey, getCachedKey, type KeyStatus } from "./key-cache";

// `linked` is 0/1 on SQLite and a boolean on PostgreSQL: read as truthy.
type KeyRow = { id: string; hash: string; accountId: string; revokedAt: string | null; linked: number | boolean };

const BY_HASH = sql(`SELECT k.id, k.hash, k."accountId", k."revokedAt", a.linked
   FROM "ApiKey" k JOIN "Account" a ON a.id = k."accountId"
  WHERE k.hash = ?`);

async function lookUp(hash: string): Promise<KeyStatus> {
  const row = await readStatement<[string], KeyRow>(BY_HASH).get(hash);
  // The index finds the row; the comparison that decides is constant-time.
  if (!row || !hashesEqual(row.hash, hash)) return { status: "unknown" };
  if (row.revokedAt !== null) return { status: "revoked", accountId: row.accountId, keyId: row.id };
  if (!row.linked) return { status: "unlinked", accountId: row.accountId, keyId: row.id };
  return { status: "active", accountId: row.accountId, keyId: row.id };
}

export type Caller = { accountId: string; keyId: string; keyHash: string };

/** The account behind an X-Api-Key value, or a 401/403 ServiceError. */
export async function authenticateApiKey(key: string | undefined): Promise<Caller> {
  if (!key) throw new ServiceError("UNAUTHORIZED", "Send your API key in the X-Api-Key header.");
  const hash = hashApiKey(key);
  let status = getCachedKey(hash);
  if (!status) {
    status = await lookUp(hash);
    cacheKey(hash, status);
  }
  switch (status.status) {
    case "active":
      return { accountId: status.accountId, keyId: status.keyId, keyHash: hash };
    case "revoked":
      throw new ServiceError("FORBIDDEN", "This API key has been revoked.");
    case "unlinked":
      throw new ServiceError("FORBIDDEN", "This account is not linked to the service. Contact the provider's support.");
    case "unknown":
      throw new ServiceError("UNAUTHORIZED", "The API key is not valid.");
  }
}
