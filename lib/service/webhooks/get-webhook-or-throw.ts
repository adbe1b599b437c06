import type { DbTx } from "@/lib/db/prisma";
import { getPrisma } from "@/lib/db/prisma";
import { notFound } from "../errors";
import type { WebhookRecord } from "./to-wire-webhook";

/** The account's webhook; another account's is "not found", never "forbidden". */
export async function getWebhookOrThrow(accountId: string, id: string, db: DbTx = getPrisma()): Promise<WebhookRecord> {
  const webhook = await db.webhook.findFirst({ where: { id, accountId } });
  if (!webhook) throw notFound(`Webhook ${id}`);
  return webhook;
}
