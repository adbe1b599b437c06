import { getPrisma } from "@/lib/db/prisma";
import type { WebhookRecord } from "./to-wire-webhook";

/** The account's webhooks, oldest first (at most five: no paging). */
export async function listWebhooks(accountId: string): Promise<WebhookRecord[]> {
  return getPrisma().webhook.findMany({ where: { accountId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}
