import type { ReactNode } from "react";
import { latestEventSeq } from "@/lib/portal/live/list-events-after";
import { LiveIndicator } from "./live-indicator";
import { LiveProvider } from "./live-provider";
import { LiveRefresh } from "./live-refresh";

/** A list page's live part: the stream, a refresh when the index changes, and the indicator. */
export async function LiveSection({ organizationId, userId, children }: { organizationId: string; userId: string; children?: ReactNode }) {
  const since = await latestEventSeq(organizationId);
  return (
    <LiveProvider since={since} userId={userId}>
      <LiveRefresh />
      <div className="mb-3 flex justify-end">
        <LiveIndicator />
      </div>
      {children}
    </LiveProvider>
  );
}
