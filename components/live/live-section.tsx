import type { ListLive } from "@/lib/portal/live/read-list-live";
import { IndicatorView, initialStatus } from "./indicator-view";
import { LiveBoundary } from "./live-boundary";

/** A list page's live part: the stream, a refresh when the index changes, and the indicator. */
export function LiveSection({ userId, live }: { userId: string; live: ListLive }) {
  return (
    <LiveBoundary kind="list" since={live.since} userId={userId} updates={live.updates}>
      <div className="mb-3 flex justify-end">
        <IndicatorView status={initialStatus(live.updates.on)} />
      </div>
    </LiveBoundary>
  );
}
