import "server-only";
import { memberAudit, recordAudit } from "../audit/record-audit";
import { getPrisma } from "@/lib/db/prisma";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { describeClientError } from "../client-errors";
import { forgetHealthWrites } from "./connection-health";
import { enableLiveUpdates } from "./enable-live-updates";
import { getServiceClient } from "./get-service-client";

export type ConnectionCheck = { ok: boolean; note: string };

export type TestOptions = {
  /**
   * A provider just added: once its key works, the portal's receiver is registered (live
   * updates on) before the outcome is recorded, so that the webhooks the note counts are
   * the ones the account has when the page shows it. Failing to register leaves a working
   * connection, and its switch tries again.
   */
  enableLiveUpdates?: boolean;
};

/**
 * Calls the list-webhooks endpoint of one of the organisation's connections with its
 * stored key, as the specification suggests for checking a key (part 5), and records
 * what happened, in its last test and its health.
 */
export async function testConnection(context: MemberContext, connectionId: string, options: TestOptions = {}): Promise<ConnectionCheck> {
  const db = getPrisma();
  const organizationId = context.organization.id;
  const connection = await db.serviceConnection.findFirst({ where: { id: connectionId, organizationId, removedAt: null }, select: { id: true, name: true } });
  if (!connection) throw new PortalError("NOT_FOUND", "This organisation has no such connection: it may have been removed.");
  let check: ConnectionCheck;
  try {
    const client = await getServiceClient(organizationId, connection.id);
    const webhooks = await client.listWebhooks();
    const receiver = options.enableLiveUpdates ? await turnOnLiveUpdates(organizationId, connection.id) : null;
    const n = webhooks.length + (receiver && !webhooks.some((w) => w.id === receiver.webhookId) ? 1 : 0);
    const count = n === 0 ? "no webhooks yet" : n === 1 ? "1 webhook" : `${n} webhooks`;
    check = { ok: true, note: `The key works. The account has ${count}.` };
  } catch (error) {
    if (error instanceof PortalError) {
      if (error.code !== "NOT_CONNECTED") throw error;
      check = { ok: false, note: error.message };
    } else {
      check = { ok: false, note: describeClientError(error) };
    }
  }
  const audit = await memberAudit(context, "connection-tested", `${connection.name}: ${check.ok ? "works" : "does not work"}. ${check.note}`);
  const now = new Date();
  forgetHealthWrites(connection.id);
  await db.$transaction(async (tx) => {
    await tx.serviceConnection.updateMany({
      where: { id: connection.id, organizationId },
      data: {
        lastCheckedAt: now,
        lastCheckOk: check.ok,
        lastCheckNote: check.note,
        ...(check.ok ? { lastSuccessAt: now } : { lastFailureAt: now, lastFailureNote: check.note }),
      },
    });
    await recordAudit(audit, tx);
  });
  return check;
}

async function turnOnLiveUpdates(organizationId: string, connectionId: string): Promise<{ webhookId: string } | null> {
  try {
    return await enableLiveUpdates(organizationId, connectionId);
  } catch (error) {
    console.error(`[connections] live updates not registered: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
