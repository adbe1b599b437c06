import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import type { TimelineEntry } from "./messages";
import { TIMELINE_SELECT, toTimelineEntry } from "./to-timeline-entry";

export const CATCH_UP_LIMIT = 500;

/** The organisation's events stored after stream id `after`, in arrival order: what a reconnecting tab missed. */
export async function listEventsAfter(organizationId: string, after: number): Promise<TimelineEntry[]> {
  const rows = await getPrisma().portalEvent.findMany({
    where: { organizationId, seq: { gt: after } },
    orderBy: { seq: "asc" },
    take: CATCH_UP_LIMIT,
    select: TIMELINE_SELECT,
  });
  return rows.map(toTimelineEntry);
}

/** The newest stream id of the organisation (0 when none): where a fresh page starts listening. */
export async function latestEventSeq(organizationId: string): Promise<number> {
  const row = await getPrisma().portalEvent.findFirst({ where: { organizationId }, orderBy: { seq: "desc" }, select: { seq: true } });
  return row?.seq ?? 0;
}
