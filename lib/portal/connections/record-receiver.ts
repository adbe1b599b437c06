import "server-only";
import { randomUUID } from "node:crypto";
import { getPrisma, type DbTx } from "@/lib/db/prisma";
import { publish } from "../live/bus";
import type { UpdatesGap } from "../live/messages";

/**
 * The one place that says whether the portal's receiver is registered with a connection's
 * provider (its live updates on) or not. Turning them off opens a gap of that connection
 * and turning them on closes it, in the same transaction as the connection's change, so
 * that timelines can say which stretch the provider sent nothing for; open pages hear it
 * on the live stream at once, on every instance.
 */
export async function recordReceiver(organizationId: string, connectionId: string, webhookId: string | null): Promise<void> {
  const db = getPrisma();
  const now = new Date();
  const outcome = await db.$transaction(async (tx) => {
    const before = await tx.serviceConnection.findFirst({ where: { id: connectionId, organizationId }, select: { id: true, receiverWebhookId: true } });
    if (!before) return null;
    await tx.serviceConnection.update({ where: { id: before.id }, data: { receiverWebhookId: webhookId } });
    const open = await tx.liveUpdatesGap.findFirst({
      where: { organizationId, connectionId: before.id, endedAt: null },
      orderBy: { startedAt: "desc" },
      select: { id: true, startedAt: true },
    });
    return { gap: await moveGap(tx, { organizationId, connectionId: before.id, wasOn: before.receiverWebhookId !== null, webhookId, open, now }) };
  });
  if (!outcome) return;
  publish(organizationId, { kind: "updates", connectionId, on: webhookId !== null, gap: outcome.gap satisfies UpdatesGap | null });
}

type GapChange = {
  organizationId: string;
  connectionId: string;
  wasOn: boolean;
  webhookId: string | null;
  open: { id: string; startedAt: Date } | null;
  now: Date;
};

async function moveGap(tx: DbTx, { organizationId, connectionId, wasOn, webhookId, open, now }: GapChange): Promise<UpdatesGap | null> {
  if (webhookId === null) {
    if (open) return { from: open.startedAt.toISOString(), to: null };
    // Off already with no gap recorded: live updates were never on, nothing was missed by turning them off.
    if (!wasOn) return null;
    await tx.liveUpdatesGap.create({ data: { id: randomUUID(), organizationId, connectionId, startedAt: now } });
    return { from: now.toISOString(), to: null };
  }
  if (!open) return null;
  await tx.liveUpdatesGap.update({ where: { id: open.id }, data: { endedAt: now } });
  return { from: open.startedAt.toISOString(), to: now.toISOString() };
}
