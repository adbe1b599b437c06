import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import type { UpdatesGap } from "./messages";
import { defaultConnectionQuery } from "@/lib/portal/connections/default-connection";

export type LiveUpdatesState = { on: boolean; gap: UpdatesGap | null };

/** Whether the provider sends the organisation's events to the portal now, and since when not. */
export async function getLiveUpdatesState(organizationId: string): Promise<LiveUpdatesState> {
  const db = getPrisma();
  const [connection, open] = await Promise.all([
    db.serviceConnection.findFirst({ ...defaultConnectionQuery(organizationId), select: { receiverWebhookId: true } }),
    db.liveUpdatesGap.findFirst({ where: { organizationId, endedAt: null }, orderBy: { startedAt: "desc" }, select: { startedAt: true } }),
  ]);
  const on = connection?.receiverWebhookId != null;
  return { on, gap: !on && open ? { from: open.startedAt.toISOString(), to: null } : null };
}

/** The stretches without live updates since `since` (an enquiry's creation), oldest first: what its timeline may lack. */
export async function listUpdatesGaps(organizationId: string, since: Date): Promise<UpdatesGap[]> {
  const rows = await getPrisma().liveUpdatesGap.findMany({
    where: { organizationId, OR: [{ endedAt: null }, { endedAt: { gt: since } }] },
    orderBy: { startedAt: "asc" },
    take: 50,
    select: { startedAt: true, endedAt: true },
  });
  return rows.map((row) => ({ from: row.startedAt.toISOString(), to: row.endedAt?.toISOString() ?? null }));
}
