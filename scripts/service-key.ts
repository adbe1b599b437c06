// npm run service:key -- --account NAME [--label TEXT]
//   Creates the account if needed and prints a new API key as the last line.
// npm run service:key -- --account NAME --revoke KEY_ID_OR_PREFIX
// npm run service:key -- --account NAME --list
import { parseArgs } from "node:util";
import { closeSignals } from "@/lib/cluster/signals";
import { migrateDatabase } from "@/lib/db/migrate";
import { getPrisma } from "@/lib/db/prisma";
import { EnvError, getEnv } from "@/lib/env";
import { ensureAccount } from "@/lib/service/accounts/ensure-account";
import { issueApiKey } from "@/lib/service/accounts/issue-api-key";
import { revokeApiKey } from "@/lib/service/accounts/revoke-api-key";
import { KEY_CACHE_TTL_MS } from "@/lib/service/accounts/key-cache";
import { ServiceError } from "@/lib/service/errors";

const USAGE = "usage: npm run service:key -- --account NAME [--label TEXT | --revoke KEY_ID_OR_PREFIX | --list]";

async function main() {
  const { values } = parseArgs({
    options: { account: { type: "string" }, label: { type: "string" }, revoke: { type: "string" }, list: { type: "boolean" } },
  });
  const name = values.account?.trim();
  if (!name) throw new EnvError(USAGE);
  const env = getEnv();
  await migrateDatabase();
  const db = getPrisma();
  const account = await ensureAccount(db, name);

  if (values.list) {
    const keys = await db.apiKey.findMany({ where: { accountId: account.id }, orderBy: { createdAt: "asc" } });
    for (const k of keys) {
      console.log(`${k.id}  ${k.prefix}…  ${k.revokedAt ? `revoked ${k.revokedAt.toISOString()}` : "active"}  ${k.label ?? ""}`);
    }
    return;
  }
  if (values.revoke) {
    const { id } = await revokeApiKey(db, account.id, values.revoke);
    await closeSignals(); // on PostgreSQL, the running instances hear of it now
    console.log(`Revoked key ${id} of account "${name}". Running servers stop accepting it at once (within ${KEY_CACHE_TTL_MS / 1000} s at most).`);
    return;
  }
  const key = await issueApiKey(db, account.id, values.label);
  console.log(`Account "${name}" (${env.SERVICE_ENVIRONMENT}), new key id ${key.id}. It is shown once; store it now:`);
  console.log(key.key);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof EnvError || error instanceof ServiceError ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => Promise.all([closeSignals(), getPrisma().$disconnect()]));
