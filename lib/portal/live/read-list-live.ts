import "server-only";
import { latestEventSeq } from "./list-events-after";
import { getLiveUpdatesState, type LiveUpdatesState } from "./live-updates-state";

/** Where a list page's live stream starts (`since`), and whether the providers send their events now. */
export type ListLive = { since: number; updates: LiveUpdatesState };

/** What a list page (the dashboard, the enquiry list) needs to follow the organisation's events live. */
export async function readListLive(organizationId: string): Promise<ListLive> {
  const [since, updates] = await Promise.all([latestEventSeq(organizationId), getLiveUpdatesState(organizationId)]);
  return { since, updates };
}
