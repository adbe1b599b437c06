import { latestEventSeq } from "@/lib/portal/live/list-events-after";
import { IndicatorView } from "./indicator-view";
import { LiveBoundary } from "./live-boundary";

/** A list page's live part: the stream, a refresh when the index changes, and the indicator. */
export async function LiveSection({ organizationId, userId }: { organizationId: string; userId: string }) {
  const since = await latestEventSeq(organizationId);
  return (
    <LiveBoundary kind="list" since={since} userId={userId}>
      <div className="mb-3 flex justify-end">
        <IndicatorView status="connecting" />
      </div>
    </LiveBoundary>
  );
}
