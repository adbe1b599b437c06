import "server-only";
import { getServiceClient } from "../connections/get-service-client";
import { toWebhookError } from "../connections/to-webhook-error";

const MAX_RESENT = 500;

/** Queues one delivery for another attempt now. */
export async function resendDelivery(organizationId: string, connectionId: string, webhookId: string, deliveryId: string): Promise<void> {
  try {
    await (await getServiceClient(organizationId, connectionId)).retryDelivery(webhookId, deliveryId);
  } catch (error) {
    throw toWebhookError(error);
  }
}

/**
 * "Resend every failed delivery since …": walks the FAILED deliveries, newest first, until
 * one older than `since`, and queues each again. At most MAX_RESENT in one go.
 */
export async function resendFailedSince(organizationId: string, connectionId: string, webhookId: string, since: Date): Promise<{ resent: number; more: boolean }> {
  try {
    const client = await getServiceClient(organizationId, connectionId);
    let resent = 0;
    let link: string | undefined;
    for (;;) {
      const page = await client.listDeliveries(webhookId, { status: "FAILED", pageSize: 100 }, { link });
      for (const delivery of page.data) {
        if (new Date(delivery.createdAt) < since) return { resent, more: false };
        if (resent >= MAX_RESENT) return { resent, more: true };
        await client.retryDelivery(webhookId, delivery.id);
        resent++;
      }
      if (!page.pagination.next) return { resent, more: false };
      link = page.pagination.next;
    }
  } catch (error) {
    throw toWebhookError(error);
  }
}
