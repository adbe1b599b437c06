import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import type { TimelineEntry } from "../live/messages";
import { TIMELINE_SELECT, toTimelineEntry } from "../live/to-timeline-entry";

export type AttentionRow = { serviceReference: string; clientReference: string; state: string; quoteCount: number; quotedAt: Date };

/**
 * What the agent's dashboard asks them to look at: the organisation's enquiries with a
 * quote newer than the agent's last visit of the enquiry (unread), and recent activity.
 */
export async function listAttention(organizationId: string, userId: string): Promise<{ unread: AttentionRow[]; activity: TimelineEntry[] }> {
  const db = getPrisma();
  const [quoted, seen, recent] = await Promise.all([
    db.trackedEnquiry.findMany({
      where: { organizationId, quotedAt: { not: null } },
      orderBy: { quotedAt: "desc" },
      take: 50,
      select: { serviceReference: true, clientReference: true, state: true, quoteCount: true, quotedAt: true },
    }),
    db.enquirySeen.findMany({ where: { organizationId, userId }, select: { serviceReference: true, seenAt: true } }),
    db.portalEvent.findMany({ where: { organizationId }, orderBy: { seq: "desc" }, take: 8, select: TIMELINE_SELECT }),
  ]);
  const seenAt = new Map(seen.map((s) => [s.serviceReference, s.seenAt]));
  const unread = quoted
    .filter((e): e is typeof e & { quotedAt: Date } => e.quotedAt !== null && !(e.quotedAt <= (seenAt.get(e.serviceReference) ?? new Date(0))))
    .slice(0, 10);
  return { unread, activity: recent.map(toTimelineEntry) };
}
