import type { Db } from "@/lib/db/prisma";
import { ensureAccount } from "./ensure-account";
import { issueApiKey, type IssuedApiKey } from "./issue-api-key";
import { evictKey } from "./key-cache";

export type ProvisionedKey = IssuedApiKey & { accountId: string; accountName: string; revokedKeys: number };

/**
 * The account of that name (created if missing) with a new key under `label`. Earlier
 * keys of the same label are revoked in the same transaction: provisioning again
 * replaces the key rather than piling up live ones nobody holds any more.
 */
export async function provisionAccount(db: Db, name: string, label: string): Promise<ProvisionedKey> {
  const { account, issued, revoked } = await db.$transaction(async (tx) => {
    const account = await ensureAccount(tx, name);
    const revoked = await tx.apiKey.findMany({ where: { accountId: account.id, label, revokedAt: null }, select: { id: true, hash: true } });
    if (revoked.length > 0) {
      await tx.apiKey.updateMany({ where: { id: { in: revoked.map((key) => key.id) } }, data: { revokedAt: new Date() } });
    }
    const issued = await issueApiKey(tx, account.id, label);
    return { account, issued, revoked };
  });
  for (const key of revoked) evictKey(key.hash);
  return { ...issued, accountId: account.id, accountName: account.name, revokedKeys: revoked.length };
}
