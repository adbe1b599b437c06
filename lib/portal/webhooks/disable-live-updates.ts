import "server-only";
import { ServiceProblemError } from "@/lib/client";
import { getPrisma } from "@/lib/db/prisma";
import { getServiceClient } from "../connections/get-service-client";
import { PortalError } from "../errors";
import { isReceiverUrl } from "./receiver-url";
import { recordReceiver } from "./record-receiver";
import { toWebhookError } from "./to-webhook-error";
import { defaultConnectionQuery } from "@/lib/portal/connections/default-connection";

/** Removes the portal's receiver from the provider's webhooks (every copy of it). */
export async function disableLiveUpdates(organizationId: string): Promise<void> {
  const db = getPrisma();
  const connection = await db.serviceConnection.findFirst({ ...defaultConnectionQuery(organizationId), select: { id: true } });
  if (!connection) throw new PortalError("NOT_CONNECTED", "Connect the organisation to the service first (Settings → Connection).");
  try {
    const client = await getServiceClient(organizationId);
    for (const webhook of await client.listWebhooks()) {
      if (!isReceiverUrl(webhook.url, connection.id)) continue;
      await client.deleteWebhook(webhook.id).catch((error: unknown) => {
        if (!(error instanceof ServiceProblemError && error.status === 404)) throw error;
      });
    }
  } catch (error) {
    throw toWebhookError(error);
  }
  await recordReceiver(organizationId, null);
}
