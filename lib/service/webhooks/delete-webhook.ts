import { getPrisma } from "@/lib/db/prisma";
import { notFound } from "../errors";

/**
 * Deletes a webhook and cancels its pending deliveries in the same transaction, so the
 * worker never sends to a webhook that no longer exists. An attempt already in flight
 * finishes, but its result cannot revive the delivery (the worker only completes
 * PENDING rows). The deliveries stay, CANCELLED, as a record.
 */
export async function deleteWebhook(accountId: string, id: string): Promise<void> {
  await getPrisma().$transaction(async (tx) => {
    await tx.delivery.updateMany({
      where: { webhookId: id, webhook: { accountId }, status: "PENDING" },
      data: { status: "CANCELLED", leaseOwner: null, leaseUntil: null },
    });
    const { count } = await tx.webhook.deleteMany({ where: { id, accountId } });
    if (count === 0) throw notFound(`Webhook ${id}`);
  });
}
