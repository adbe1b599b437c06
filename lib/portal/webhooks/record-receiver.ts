import "server-only";
import { randomUUID } from "node:crypto";
import { getPrisma } from "@/lib/db/prisma";
import { publish } from "../live/bus";
import type { UpdatesGap } from "../live/messages";
import { defaultConnectionQuery } from "@/lib/portal/connections/default-connection";

/**
 * The one place that says whether the portal's receiver is registered (live updates on)
 * or not. Turning them off opens a gap and turning them on closes it, in the same
 * transaction as the connection's change, so that timelines can say which stretch the
 * provider sent nothing for; open pages hear it on the live stream at once, on every
 * instance.
 */
export async function recordReceiver(organizationId: string, webhookId: string | null): Promise<void> {
  const db = getPrisma();
  const now = new Date();
  const gap = await db.$transaction(async (tx) => {
    const before = await tx.serviceConnection.findFirst({ ...defaultConnectionQuery(organizationId), select: { id: true, receiverWebhookId: true } });
    if (!before) return null;
    await tx.serviceConnection.update({ where: { id: before.id }, data: { receiverWebhookId: webhookId } });
    const open = await tx.liveUpdatesGap.findFirst({ where: { organizationId, endedAt: null }, orderBy: { startedAt: "desc" }, select: { id: true, startedAt: true } });
    if (webhookId === null) {
      if (open) return { from: open.startedAt.toISOString(), to: null };
      // Off already with no gap recorded: live updates were never on, nothing was missed by turning them off.
      if (before.receiverWebhookId === null) return null;
      await tx.liveUpdatesGap.create({ data: { id: randomUUID(), organizationId, startedAt: now } });
      return { from: now.toISOString(), to: null };
    }
    if (!open) return null;
    await tx.liveUpdatesGap.update({ where: { id: open.id }, data: { endedAt: now } });
    return { from: open.startedAt.toISOString(), to: now.toISOString() };
  });
  publish(organizationId, { kind: "updates", on: webhookId !== null, gap: gap satisfies UpdatesGap | null });
}
