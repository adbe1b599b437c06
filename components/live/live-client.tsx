"use client";

import { Card } from "@/components/ui/card";
import type { TimelineEntry } from "@/lib/portal/live/messages";
import { EnquiryTimeline } from "./enquiry-timeline";
import { LiveIndicator } from "./live-indicator";
import { LiveProvider } from "./live-provider";
import { LiveRefresh } from "./live-refresh";

// Loaded after the page (see live-boundary.tsx): the stream, TanStack Query and the
// components that read them are not part of any page's first-load JavaScript.

export function EnquiryLiveClient({ since, userId, serviceReference, initial }: { since: number; userId: string; serviceReference: string; initial: TimelineEntry[] }) {
  return (
    <LiveProvider since={since} userId={userId}>
      <LiveRefresh serviceReference={serviceReference} />
      <Card title="Timeline" actions={<LiveIndicator />}>
        <EnquiryTimeline serviceReference={serviceReference} initial={initial} />
      </Card>
    </LiveProvider>
  );
}

export function ListLiveClient({ since, userId }: { since: number; userId: string }) {
  return (
    <LiveProvider since={since} userId={userId}>
      <LiveRefresh />
      <div className="mb-3 flex justify-end">
        <LiveIndicator />
      </div>
    </LiveProvider>
  );
}
