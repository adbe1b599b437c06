import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { getServiceClient } from "./get-service-client";
import { PortalError } from "../errors";
import { isReceiverUrl, receiverUrl } from "./receiver-url";
import { recordReceiver } from "./record-receiver";
import { toWebhookError } from "./to-webhook-error";

export const RECEIVER_DESCRIPTION = "Staydesk portal: live updates";

/**
 * Registers the portal's own receiver for this connection with its provider (all events),
 * or adopts the one registered already, and remembers its id. Safe to call again.
 */
export async function enableLiveUpdates(organizationId: string, connectionId: string): Promise<{ webhookId: string; name: string }> {
  const db = getPrisma();
  const connection = await db.serviceConnection.findFirst({ where: { id: connectionId, organizationId, removedAt: null }, select: { id: true, name: true } });
  if (!connection) throw new PortalError("NOT_FOUND", "This organisation has no such connection.");
  let webhook: { id: string };
  try {
    const client = await getServiceClient(organizationId, connection.id);
    const existing = (await client.listWebhooks()).find((w) => isReceiverUrl(w.url, connection.id));
    webhook = existing ?? (await client.createWebhook({ url: receiverUrl(connection.id), events: [], description: RECEIVER_DESCRIPTION }));
  } catch (error) {
    throw toWebhookError(error);
  }
  await recordReceiver(organizationId, connection.id, webhook.id);
  return { webhookId: webhook.id, name: connection.name };
}
