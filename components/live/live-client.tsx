"use client";

import { useState } from "react";
import { Card } from "@/components/ui/card";
import type { TimelineEntry, TimelineSource, UpdatesGap } from "@/lib/portal/live/messages";
import type { ShownSummary } from "./summary-refresh";
import { EnquiryTimeline } from "./enquiry-timeline";
import { providerNames } from "./timeline-list";
import { LiveIndicator } from "./live-indicator";
import { LiveProvider, sourceKey, type UpdatesState } from "./live-provider";
import { LiveRefresh } from "./live-refresh";

// Loaded after the page (see live-boundary.tsx): the stream, TanStack Query and the
// components that read them are not part of any page's first-load JavaScript.

type EnquiryProps = {
  since: number;
  userId: string;
  updates: UpdatesState;
  /** The agency enquiry's reference. */
  reference: string;
  /** Its providers' enquiries, whose events the timeline shows; `name` marks them when there are several. */
  sources: TimelineSource[];
  initial: TimelineEntry[];
  gaps: UpdatesGap[];
  /** The enquiry's summary the page was rendered with (null: not in the index). */
  summary: ShownSummary | null;
};

export function EnquiryLiveClient({ since, userId, updates, reference, sources, initial, gaps, summary }: EnquiryProps) {
  const [timelines] = useState(() => Object.fromEntries(sources.map((s) => [sourceKey(s), reference])));
  const [keys] = useState(() => sources.map(sourceKey));
  return (
    <LiveProvider since={since} userId={userId} updates={updates} timelines={timelines}>
      <LiveRefresh reference={reference} sources={keys} summary={summary} />
      <Card title="Timeline" actions={<LiveIndicator polls />}>
        <EnquiryTimeline reference={reference} providers={providerNames(sources)} initial={initial} initialGaps={gaps} />
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
