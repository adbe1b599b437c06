import type { DbTx } from "@/lib/db/prisma";
import { notFound } from "../errors";
import { evictKey } from "./key-cache";

/** Revokes a key of the account, by id or by its displayed prefix; effective at once. */
export async function revokeApiKey(db: DbTx, accountId: string, keyIdOrPrefix: string): Promise<{ id: string }> {
  const key = await db.apiKey.findFirst({
    where: { accountId, OR: [{ id: keyIdOrPrefix }, { prefix: keyIdOrPrefix }], revokedAt: null },
    select: { id: true, hash: true },
  });
  if (!key) throw notFound(`Active API key ${keyIdOrPrefix}`);
  await db.apiKey.update({ where: { id: key.id }, data: { revokedAt: new Date() } });
  evictKey(key.hash);
  return { id: key.id };
}
