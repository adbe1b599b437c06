import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { getServiceClient } from "../connections/get-service-client";
import { PortalError } from "../errors";
import { isReceiverUrl, receiverUrl } from "./receiver-url";
import { recordReceiver } from "./record-receiver";
import { toWebhookError } from "./to-webhook-error";
import { defaultConnectionQuery } from "@/lib/portal/connections/default-connection";

export const RECEIVER_DESCRIPTION = "Staydesk portal: live updates";

/**
 * Registers the portal's own receiver with the provider (all events), or adopts the one
 * registered already, and remembers its id. Safe to call again.
 */
export async function enableLiveUpdates(organizationId: string): Promise<{ webhookId: string }> {
  const db = getPrisma();
  const connection = await db.serviceConnection.findFirst({ ...defaultConnectionQuery(organizationId), select: { id: true } });
  if (!connection) throw new PortalError("NOT_CONNECTED", "Connect the organisation to the service first (Settings → Connection).");
  let webhook: { id: string };
  try {
    const client = await getServiceClient(organizationId);
    const existing = (await client.listWebhooks()).find((w) => isReceiverUrl(w.url, connection.id));
    webhook = existing ?? (await client.createWebhook({ url: receiverUrl(connection.id), events: [], description: RECEIVER_DESCRIPTION }));
  } catch (error) {
    throw toWebhookError(error);
  }
  await recordReceiver(organizationId, webhook.id);
  return { webhookId: webhook.id };
}
