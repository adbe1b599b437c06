import type { DbTx } from "@/lib/db/prisma";
import { getEnv } from "@/lib/env";
import { newId } from "../ids";
import { generateApiKey } from "./api-key";

export type IssuedApiKey = { id: string; key: string; prefix: string };

/** A new key for the account. The key is returned once and only its hash is kept. */
export async function issueApiKey(db: DbTx, accountId: string, label?: string): Promise<IssuedApiKey> {
  const { key, prefix, hash } = generateApiKey(getEnv().SERVICE_ENVIRONMENT);
  const id = newId();
  await db.apiKey.create({ data: { id, accountId, prefix, hash, label: label ?? null } });
  return { id, key, prefix };
}
