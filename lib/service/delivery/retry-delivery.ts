import { getPrisma } from "@/lib/db/prisma";
import { notFound } from "../errors";
import { writeChange } from "../events/write-change";
import { DELIVERY_LOG_SELECT, type DeliveryRecord } from "./to-wire-delivery";

/**
 * Queues a delivery for another attempt now, whatever its status: a FAILED one gets a
 * single extra attempt (its retries are spent), a SUCCEEDED one is sent again (receivers
 * dedupe on eventId), a PENDING one stops waiting for its retry time. One being
 * attempted at this moment is left alone. The commit wakes the worker.
 */
export async function retryDelivery(accountId: string, webhookId: string, deliveryId: string): Promise<DeliveryRecord> {
  const now = new Date();
  const scope = { id: deliveryId, webhookId, webhook: { accountId }, status: { not: "CANCELLED" } };
  await writeChange({ models: true }, async ({ db }) => {
    await db.delivery.updateMany({
      where: { ...scope, OR: [{ leaseUntil: null }, { leaseUntil: { lte: now } }] },
      data: { status: "PENDING", nextAttemptAt: now, leaseOwner: null, leaseUntil: null },
    });
  });
  const delivery = await getPrisma().delivery.findFirst({ where: scope, select: DELIVERY_LOG_SELECT });
  if (!delivery) throw notFound(`Delivery ${deliveryId} of webhook ${webhookId}`);
  return delivery;
}
