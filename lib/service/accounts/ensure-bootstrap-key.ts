import type { DbTx } from "@/lib/db/prisma";
import { newId } from "../ids";
import { hashApiKey } from "./api-key";
import { ensureAccount } from "./ensure-account";

export const BOOTSTRAP_ACCOUNT = "bootstrap";

/**
 * SERVICE_BOOTSTRAP_API_KEY: an account holding exactly that key exists after start.
 * This is how tests, containers and demos get a key they know in advance.
 */
export async function ensureBootstrapKey(db: DbTx, key: string): Promise<{ accountId: string }> {
  const hash = hashApiKey(key);
  const existing = await db.apiKey.findUnique({ where: { hash }, select: { accountId: true } });
  if (existing) return existing;
  const account = await ensureAccount(db, BOOTSTRAP_ACCOUNT);
  await db.apiKey.create({
    data: { id: newId(), accountId: account.id, prefix: key.slice(0, 12), hash, label: "SERVICE_BOOTSTRAP_API_KEY" },
  });
  return { accountId: account.id };
}
