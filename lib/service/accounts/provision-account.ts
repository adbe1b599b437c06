import type { Db } from "@/lib/db/prisma";
import { ensureAccount } from "./ensure-account";
import { issueApiKey, type IssuedApiKey } from "./issue-api-key";
import { evictKey } from "./key-cache";

export type ProvisionedKey = IssuedApiKey & { accountId: string; accountName: string; displayName: string | null; revokedKeys: number };

/**
 * The account of that name (created if missing) with a new key under `label`. Earlier
 * keys of the same label are revoked in the same transaction: provisioning again
 * replaces the key rather than piling up live ones nobody holds any more. A display name,
 * when given, becomes what the provider's staff call the account.
 */
export async function provisionAccount(db: Db, name: string, label: string, displayName?: string): Promise<ProvisionedKey> {
  const { account, issued, revoked } = await db.$transaction(async (tx) => {
    const found = await ensureAccount(tx, name);
    const account =
      displayName === undefined || displayName === found.displayName
        ? found
        : await tx.account.update({ where: { id: found.id }, data: { displayName }, select: { id: true, name: true, displayName: true, linked: true } });
    const revoked = await tx.apiKey.findMany({ where: { accountId: account.id, label, revokedAt: null }, select: { id: true, hash: true } });
    if (revoked.length > 0) {
      await tx.apiKey.updateMany({ where: { id: { in: revoked.map((key) => key.id) } }, data: { revokedAt: new Date() } });
    }
    const issued = await issueApiKey(tx, account.id, label);
    return { account, issued, revoked };
  });
  for (const key of revoked) evictKey(key.hash);
  return { ...issued, accountId: account.id, accountName: account.name, displayName: account.displayName, revokedKeys: revoked.length };
}
