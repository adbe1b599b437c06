import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { getServiceClient } from "../connections/get-service-client";
import { recordReceiver } from "../connections/record-receiver";
import { toWebhookError } from "../connections/to-webhook-error";

/** Deletes a webhook at the connection's provider; deleting the portal's own receiver turns its live updates off. */
export async function deleteWebhook(organizationId: string, connectionId: string, webhookId: string): Promise<void> {
  try {
    await (await getServiceClient(organizationId, connectionId)).deleteWebhook(webhookId);
  } catch (error) {
    throw toWebhookError(error);
  }
  const receiver = await getPrisma().serviceConnection.findFirst({ where: { id: connectionId, organizationId, receiverWebhookId: webhookId }, select: { id: true } });
  if (receiver) await recordReceiver(organizationId, connectionId, null);
}
