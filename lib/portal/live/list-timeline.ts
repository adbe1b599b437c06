import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import type { TimelineEntry, TimelineSource } from "./messages";
import { byOccurrence, TIMELINE_SELECT, toTimelineEntry } from "./to-timeline-entry";


/**
 * Every event the receiver stored for one of the organisation's agency enquiries, from
 * each of its providers, in the order they happened (byOccurrence).
 */
export async function listTimeline(organizationId: string, sources: Pick<TimelineSource, "connectionId" | "serviceReference">[]): Promise<TimelineEntry[]> {
  if (sources.length === 0) return [];
  const rows = await getPrisma().portalEvent.findMany({
    where: { organizationId, OR: sources.map(({ connectionId, serviceReference }) => ({ connectionId, serviceReference })) },
    orderBy: [{ occurredAt: "asc" }, { seq: "asc" }],
    take: 500,
    select: TIMELINE_SELECT,
  });
  return rows.map(toTimelineEntry).sort(byOccurrence);
}
