"use client";

import { Card } from "@/components/ui/card";
import type { TimelineEntry, UpdatesGap } from "@/lib/portal/live/messages";
import { EnquiryTimeline } from "./enquiry-timeline";
import { LiveIndicator } from "./live-indicator";
import { LiveProvider, type UpdatesState } from "./live-provider";
import { LiveRefresh } from "./live-refresh";

// Loaded after the page (see live-boundary.tsx): the stream, TanStack Query and the
// components that read them are not part of any page's first-load JavaScript.

type EnquiryProps = { since: number; userId: string; updates: UpdatesState; serviceReference: string; initial: TimelineEntry[]; gaps: UpdatesGap[] };

export function EnquiryLiveClient({ since, userId, updates, serviceReference, initial, gaps }: EnquiryProps) {
  return (
    <LiveProvider since={since} userId={userId} updates={updates}>
      <LiveRefresh serviceReference={serviceReference} />
      <Card title="Timeline" actions={<LiveIndicator polls />}>
        <EnquiryTimeline serviceReference={serviceReference} initial={initial} initialGaps={gaps} />
      </Card>
    </LiveProvider>
  );
}

export function ListLiveClient({ since, userId, updates }: { since: number; userId: string; updates: UpdatesState }) {
  return (
    <LiveProvider since={since} userId={userId} updates={updates}>
      <LiveRefresh />
      <div className="mb-3 flex justify-end">
        <LiveIndicator />
      </div>
    </LiveProvider>
  );
}
