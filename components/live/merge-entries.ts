import { byOccurrence } from "@/lib/portal/live/to-timeline-entry";
import type { TimelineEntry } from "@/lib/portal/live/messages";

/** Entries merged by stream id (a later copy of one wins: its words may be fuller), in order of `createdAt`. */
export function mergeEntries(current: TimelineEntry[], incoming: TimelineEntry[]): TimelineEntry[] {
  const bySeq = new Map(current.map((e) => [e.seq, e]));
  for (const entry of incoming) bySeq.set(entry.seq, entry);
  return [...bySeq.values()].sort(byOccurrence);
}
