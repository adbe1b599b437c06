import { MAX_WEBHOOKS, type WebhookRequest } from "@/lib/contract/webhook";
import { lockAccount } from "@/lib/db/locks";
import { getPrisma } from "@/lib/db/prisma";
import { ServiceError } from "../errors";
import { newId } from "../ids";
import { checkWebhookUrl } from "./check-webhook-url";
import type { WebhookRecord } from "./to-wire-webhook";
import { withUniqueUrl } from "./unique-url";

/**
 * Registers a webhook: at most MAX_WEBHOOKS per account, each URL once. The row is
 * inserted first and counted after, in one transaction: the insert takes SQLite's write
 * lock, so two concurrent creates cannot both see room for one more (and a transaction
 * that writes first never has to upgrade a stale read). PostgreSQL's READ COMMITTED
 * would let both counts miss the other's row: there the account's row is locked first.
 */
export async function createWebhook(accountId: string, input: WebhookRequest): Promise<WebhookRecord> {
  const url = await checkWebhookUrl(input.url);
  return withUniqueUrl(url, () =>
    getPrisma().$transaction(async (tx) => {
      await lockAccount(tx, accountId);
      const webhook = await tx.webhook.create({
        data: { id: newId(), accountId, url, events: [...new Set(input.events)], description: input.description },
      });
      if ((await tx.webhook.count({ where: { accountId } })) > MAX_WEBHOOKS) {
        throw new ServiceError(
          "MAX_RESOURCE_COUNT_REACHED",
          `An account can have at most ${MAX_WEBHOOKS} webhooks. Delete one, or contact the provider for more.`,
        );
      }
      return webhook;
    }),
  );
}
