import type { WebhookRequest } from "@/lib/contract/webhook";
import { getPrisma } from "@/lib/db/prisma";
import { notFound } from "../errors";
import { checkWebhookUrl } from "./check-webhook-url";
import type { WebhookRecord } from "./to-wire-webhook";
import { withUniqueUrl } from "./unique-url";

/**
 * Replaces a webhook's url, events and description (PUT). Deliveries already queued
 * keep going, to the new URL: eligibility was decided when each event happened.
 */
export async function updateWebhook(accountId: string, id: string, input: WebhookRequest): Promise<WebhookRecord> {
  const url = await checkWebhookUrl(input.url);
  return withUniqueUrl(url, () =>
    getPrisma().$transaction(async (tx) => {
      const { count } = await tx.webhook.updateMany({
        where: { id, accountId },
        data: { url, events: [...new Set(input.events)], description: input.description },
      });
      if (count === 0) throw notFound(`Webhook ${id}`);
      return tx.webhook.findFirstOrThrow({ where: { id, accountId } });
    }),
  );
}
