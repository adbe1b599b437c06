"use client";

import { useQuery } from "@tanstack/react-query";
import type { TimelineEntry, UpdatesGap } from "@/lib/portal/live/messages";
import { gapsKey, timelineKey } from "./live-provider";
import { TimelineList } from "./timeline-list";

/** Every event of the agency enquiry (from each of its providers), oldest first, and the stretches without live updates, kept in the query cache that the live stream writes into. */
export function EnquiryTimeline({
  reference,
  providers,
  initial,
  initialGaps,
}: {
  reference: string;
  providers?: Record<string, string>;
  initial: TimelineEntry[];
  initialGaps: UpdatesGap[];
}) {
  const { data: entries } = useQuery({ queryKey: timelineKey(reference), queryFn: () => initial, initialData: initial });
  const { data: gaps } = useQuery({ queryKey: gapsKey, queryFn: () => initialGaps, initialData: initialGaps });
  return <TimelineList entries={entries} gaps={gaps} providers={providers} />;
}
