import "server-only";
import { ServiceProblemError } from "@/lib/client";
import { getPrisma } from "@/lib/db/prisma";
import { getServiceClient } from "./get-service-client";
import { PortalError } from "../errors";
import { isReceiverUrl } from "./receiver-url";
import { recordReceiver } from "./record-receiver";
import { toWebhookError } from "./to-webhook-error";

/** Removes the portal's receiver from the connection's provider's webhooks (every copy of it). */
export async function disableLiveUpdates(organizationId: string, connectionId: string): Promise<{ name: string }> {
  const db = getPrisma();
  const connection = await db.serviceConnection.findFirst({ where: { id: connectionId, organizationId, removedAt: null }, select: { id: true, name: true } });
  if (!connection) throw new PortalError("NOT_FOUND", "This organisation has no such connection.");
  try {
    const client = await getServiceClient(organizationId, connection.id);
    for (const webhook of await client.listWebhooks()) {
      if (!isReceiverUrl(webhook.url, connection.id)) continue;
      await client.deleteWebhook(webhook.id).catch((error: unknown) => {
        if (!(error instanceof ServiceProblemError && error.status === 404)) throw error;
      });
    }
  } catch (error) {
    throw toWebhookError(error);
  }
  await recordReceiver(organizationId, connection.id, null);
  return { name: connection.name };
}
