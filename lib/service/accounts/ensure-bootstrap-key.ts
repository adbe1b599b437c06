import { lockName } from "@/lib/db/locks";
import type { Db } from "@/lib/db/prisma";
import { newId } from "../ids";
import { hashApiKey } from "./api-key";
import { ensureAccount } from "./ensure-account";

export const BOOTSTRAP_ACCOUNT = "bootstrap";

/**
 * SERVICE_BOOTSTRAP_API_KEY: an account holding exactly that key exists after start.
 * This is how tests, containers and demos get a key they know in advance. Instances
 * starting together on one PostgreSQL database take turns (an advisory lock): the first
 * creates the account and key, the others find them.
 */
export async function ensureBootstrapKey(db: Db, key: string): Promise<{ accountId: string }> {
  const hash = hashApiKey(key);
  const existing = await db.apiKey.findUnique({ where: { hash }, select: { accountId: true } });
  if (existing) return existing;
  return db.$transaction(async (tx) => {
    await lockName(tx, "staydesk:bootstrap-key");
    const found = await tx.apiKey.findUnique({ where: { hash }, select: { accountId: true } });
    if (found) return found;
    const account = await ensureAccount(tx, BOOTSTRAP_ACCOUNT);
    await tx.apiKey.create({
      data: { id: newId(), accountId: account.id, prefix: key.slice(0, 12), hash, label: "SERVICE_BOOTSTRAP_API_KEY" },
    });
    return { accountId: account.id };
  });
}
