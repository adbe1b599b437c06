"use client";

import { useQuery } from "@tanstack/react-query";
import type { TimelineEntry } from "@/lib/portal/live/messages";
import { timelineKey } from "./live-provider";
import { TimelineList } from "./timeline-list";

/** Every event of the enquiry, oldest first, kept in the query cache that the live stream writes into. */
export function EnquiryTimeline({ serviceReference, initial }: { serviceReference: string; initial: TimelineEntry[] }) {
  const { data: entries } = useQuery({ queryKey: timelineKey(serviceReference), queryFn: () => initial, initialData: initial });
  return <TimelineList entries={entries} />;
}
