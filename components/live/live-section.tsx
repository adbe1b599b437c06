import { latestEventSeq } from "@/lib/portal/live/list-events-after";
import { getLiveUpdatesState } from "@/lib/portal/live/live-updates-state";
import { IndicatorView, initialStatus } from "./indicator-view";
import { LiveBoundary } from "./live-boundary";

/** A list page's live part: the stream, a refresh when the index changes, and the indicator. */
export async function LiveSection({ organizationId, userId }: { organizationId: string; userId: string }) {
  const [since, updates] = await Promise.all([latestEventSeq(organizationId), getLiveUpdatesState(organizationId)]);
  return (
    <LiveBoundary kind="list" since={since} userId={userId} updates={updates}>
      <div className="mb-3 flex justify-end">
        <IndicatorView status={initialStatus(updates.on)} />
      </div>
    </LiveBoundary>
  );
}
