import { MAX_WEBHOOKS, type WebhookRequest } from "@/lib/contract/webhook";
import { writeTransaction } from "@/lib/db/raw";
import { sql, sqlPair } from "@/lib/db/sql";
import { dbTime } from "@/lib/db/db-time";
import { ServiceError } from "../errors";
import { newId } from "../ids";
import { checkWebhookUrl } from "./check-webhook-url";
import type { WebhookRecord } from "./to-wire-webhook";
import { withUniqueUrl } from "./unique-url";

// On writeTransaction, statements prepared once (Prisma's interactive transaction cost
// several times the three statements). The account's row is locked first: on PostgreSQL,
// FOR UPDATE makes concurrent creates of one account take turns, so two of them cannot
// both count room for one more; SQLite's IMMEDIATE transaction already holds the
// database's write lock, and the plain read only checks that the account exists.
const LOCK_ACCOUNT = sqlPair({
  sqlite: `SELECT id FROM "Account" WHERE id = ?`,
  postgres: `SELECT id FROM "Account" WHERE id = ? FOR UPDATE`,
});
const INSERT = sql(`INSERT INTO "Webhook" (id, "accountId", url, events, description, "failureCount", "createdAt", "updatedAt")
  VALUES (?, ?, ?, ?, ?, 0, ?, ?)`);
const COUNT = sql(`SELECT COUNT(*) AS n FROM "Webhook" WHERE "accountId" = ?`);

/**
 * Registers a webhook: at most MAX_WEBHOOKS per account, each URL once (the unique index
 * on (account, url) decides between racing creates of one URL). The row is inserted, then
 * counted, in one transaction that holds the account's lock, and rolled back when over.
 */
export async function createWebhook(accountId: string, input: WebhookRequest): Promise<WebhookRecord> {
  const url = await checkWebhookUrl(input.url);
  const now = new Date();
  const webhook: WebhookRecord = {
    id: newId(),
    url,
    events: [...new Set(input.events)],
    description: input.description ?? null,
    createdAt: now,
    updatedAt: now,
  };
  const at = dbTime(now.getTime());
  return withUniqueUrl(url, () =>
    writeTransaction(async (tx) => {
      if (!(await tx.get(LOCK_ACCOUNT, [accountId]))) throw new Error(`Account ${accountId} does not exist.`);
      await tx.run(INSERT, [webhook.id, accountId, url, JSON.stringify(webhook.events), webhook.description, at, at]);
      const counted = await tx.get<{ n: number }>(COUNT, [accountId]);
      if (Number(counted?.n) > MAX_WEBHOOKS) {
        throw new ServiceError(
          "MAX_RESOURCE_COUNT_REACHED",
          `An account can have at most ${MAX_WEBHOOKS} webhooks. Delete one, or contact the provider for more.`,
        );
      }
      return webhook;
    }),
  );
}
