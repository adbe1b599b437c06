import "server-only";
import { ServiceProblemError, type ServiceClient } from "@/lib/client";
import { getPrisma } from "@/lib/db/prisma";
import type { PreviousConnection } from "./save-connection";
import { getServiceClient } from "./get-service-client";
import { enableLiveUpdates } from "./enable-live-updates";
import { isReceiverUrl } from "./receiver-url";
import { recordReceiver } from "./record-receiver";

/**
 * After the connection's key changed: when the new key reaches another account, the
 * portal's receiver is taken off the previous account, with the previous key (the new
 * one cannot touch it), so that account's events stop coming here; and live updates,
 * if they were on, are registered with the new account. Whether the account changed
 * is told by the receiver's webhook: the same account lists the same webhook id under
 * either key. Best effort, never thrown: a previous key that no longer works (revoked),
 * or a provider that does not answer, leaves the previous account as it is, logged; its
 * events are refused meanwhile, signed with a key this connection no longer has.
 */
export async function moveLiveUpdates(organizationId: string, connectionId: string, previous: PreviousConnection): Promise<void> {
  const connection = await getPrisma().serviceConnection.findFirst({
    where: { id: connectionId, organizationId, removedAt: null },
    select: { id: true, receiverWebhookId: true },
  });
  if (!connection) return;
  const stale = await receiversOf(previous.client, connection.id).catch((error: unknown) => note("cannot list the previous account's webhooks", error));
  if (!stale || stale.length === 0) return;
  const current = await getServiceClient(organizationId, connection.id)
    .then((client) => client.listWebhooks())
    .catch((error: unknown) => note("cannot tell whether the new key reaches another account", error));
  if (!current) return;
  const currentIds = new Set(current.map((w) => w.id));
  if (stale.some((id) => currentIds.has(id))) return; // the same account: its receiver stays

  for (const id of stale) {
    await previous.client.deleteWebhook(id).catch((error: unknown) => {
      if (!(error instanceof ServiceProblemError && error.status === 404)) note("cannot remove the receiver from the previous account", error);
    });
  }
  if (connection.receiverWebhookId === null) return;
  await enableLiveUpdates(organizationId, connection.id).catch(async (error: unknown) => {
    note("cannot register the receiver with the new account", error);
    await recordReceiver(organizationId, connection.id, null);
  });
}

async function receiversOf(client: ServiceClient, connectionId: string): Promise<string[]> {
  return (await client.listWebhooks()).filter((w) => isReceiverUrl(w.url, connectionId)).map((w) => w.id);
}

function note(what: string, error: unknown): null {
  console.error(`[connections] after a key change, ${what}: ${error instanceof Error ? error.message : String(error)}`);
  return null;
}
