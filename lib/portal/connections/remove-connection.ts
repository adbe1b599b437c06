import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { memberAudit, recordAudit } from "../audit/record-audit";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { isReceiverUrl } from "./receiver-url";
import { forgetVerificationKey } from "./verification-keys";
import { getServiceClient } from "./get-service-client";

/**
 * Removes one of the organisation's connections: nothing is sent to its provider or
 * received from it any more (the receiver refuses its events), its key is erased (the
 * hint stays, to recognise it in the audit trail), and its enquiries stay in the list,
 * readable as history. The portal's receiver is first taken off the provider's webhooks,
 * with the key still at hand; a provider that does not answer keeps it, and its
 * deliveries are refused from now on.
 */
export async function removeConnection(context: MemberContext, connectionId: string): Promise<{ name: string; receiverRemoved: boolean }> {
  const db = getPrisma();
  const organizationId = context.organization.id;
  const connection = await db.serviceConnection.findFirst({ where: { id: connectionId, organizationId, removedAt: null }, select: { id: true, name: true, keyHint: true } });
  if (!connection) throw new PortalError("NOT_FOUND", "This organisation has no such connection: it may have been removed already.");

  const receiverRemoved = await removeReceiver(organizationId, connection.id);
  const audit = await memberAudit(context, "connection-removed", `Provider "${connection.name}" removed (key ${connection.keyHint} erased); its enquiries stay as history.`);
  await db.$transaction(async (tx) => {
    // Conditional on the row still being active: two admins removing at once record it once.
    const removed = await tx.serviceConnection.updateMany({
      where: { id: connection.id, organizationId, removedAt: null },
      data: { removedAt: new Date(), keyCiphertext: "", receiverWebhookId: null, updatedById: context.user.id },
    });
    if (removed.count === 0) throw new PortalError("NOT_FOUND", "This organisation has no such connection: it may have been removed already.");
    await recordAudit(audit, tx);
  });
  forgetVerificationKey(connection.id);
  return { name: connection.name, receiverRemoved };
}

async function removeReceiver(organizationId: string, connectionId: string): Promise<boolean> {
  try {
    const client = await getServiceClient(organizationId, connectionId);
    for (const webhook of await client.listWebhooks()) {
      if (isReceiverUrl(webhook.url, connectionId)) await client.deleteWebhook(webhook.id);
    }
    return true;
  } catch (error) {
    console.warn(`[connections] the receiver of connection ${connectionId} stays at its provider: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
