import "server-only";
import type { DeliveryPage } from "@/lib/client";
import { getServiceClient } from "../connections/get-service-client";
import { toWebhookError } from "../connections/to-webhook-error";

export const DELIVERIES_PAGE_SIZE = 20;

/** One page of a webhook's delivery log at the connection's provider (newest first), all of it or only the failures. */
export async function listWebhookDeliveries(
  organizationId: string,
  connectionId: string,
  webhookId: string,
  options: { failedOnly: boolean; link?: string },
): Promise<DeliveryPage> {
  try {
    const client = await getServiceClient(organizationId, connectionId);
    return await client.listDeliveries(
      webhookId,
      { pageSize: DELIVERIES_PAGE_SIZE, ...(options.failedOnly ? { status: "FAILED" as const } : {}) },
      { link: options.link },
    );
  } catch (error) {
    throw toWebhookError(error);
  }
}
