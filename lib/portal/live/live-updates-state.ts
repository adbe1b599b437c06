import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import type { UpdatesGap } from "./messages";

export type LiveUpdatesState = { on: boolean; gap: UpdatesGap | null };

/**
 * Whether the provider sends its events to the portal now, and since when not: one
 * connection's, or without `connectionId` the organisation's as a whole (on while every
 * provider not removed sends them; the gap is the oldest one still open).
 */
export async function getLiveUpdatesState(organizationId: string, connectionId?: string): Promise<LiveUpdatesState> {
  const db = getPrisma();
  const connections = await db.serviceConnection.findMany({
    where: { organizationId, removedAt: null, ...(connectionId ? { id: connectionId } : {}) },
    select: { id: true, receiverWebhookId: true },
  });
  const on = connections.length > 0 && connections.every((c) => c.receiverWebhookId !== null);
  if (on) return { on, gap: null };
  const open = await db.liveUpdatesGap.findFirst({
    where: { organizationId, endedAt: null, connectionId: { in: connections.filter((c) => c.receiverWebhookId === null).map((c) => c.id) } },
    orderBy: { startedAt: "asc" },
    select: { startedAt: true },
  });
  return { on, gap: open ? { from: open.startedAt.toISOString(), to: null } : null };
}

/**
 * The stretches without live updates since `since` (an enquiry's creation), oldest first:
 * what its timeline may lack. One connection's, or without `connectionId` every connection's.
 */
export async function listUpdatesGaps(organizationId: string, since: Date, connectionId?: string): Promise<UpdatesGap[]> {
  const rows = await getPrisma().liveUpdatesGap.findMany({
    where: { organizationId, ...(connectionId ? { connectionId } : {}), OR: [{ endedAt: null }, { endedAt: { gt: since } }] },
    orderBy: { startedAt: "asc" },
    take: 50,
    select: { startedAt: true, endedAt: true },
  });
  return rows.map((row) => ({ from: row.startedAt.toISOString(), to: row.endedAt?.toISOString() ?? null }));
}
