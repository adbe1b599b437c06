import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import type { TimelineEntry } from "./messages";
import { byOccurrence, TIMELINE_SELECT, toTimelineEntry } from "./to-timeline-entry";

/** Every event the receiver stored for one of the organisation's enquiries, in the order they happened (byOccurrence). */
export async function listTimeline(organizationId: string, serviceReference: string): Promise<TimelineEntry[]> {
  const rows = await getPrisma().portalEvent.findMany({
    where: { organizationId, serviceReference },
    orderBy: [{ occurredAt: "asc" }, { seq: "asc" }],
    take: 500,
    select: TIMELINE_SELECT,
  });
  return rows.map(toTimelineEntry).sort(byOccurrence);
}
