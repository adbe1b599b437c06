import { EVENT_SEQUENCE } from "@/lib/contract/event-sequence";
import { describeEvent, type EventDetail } from "./describe-event";
import type { TimelineEntry } from "./messages";

type Row = { seq: number; eventId: string; eventType: string; connectionId: string; serviceReference: string; data: string; detail: string | null; occurredAt: Date };

/** A stored event as the timeline shows it. */
export function toTimelineEntry(row: Row): TimelineEntry {
  const detail = row.detail ? (JSON.parse(row.detail) as EventDetail) : null;
  return {
    seq: row.seq,
    eventId: row.eventId,
    eventType: row.eventType,
    connectionId: row.connectionId,
    serviceReference: row.serviceReference,
    occurredAt: row.occurredAt.toISOString().replace(/\.\d{3}Z$/, "Z"),
    text: describeEvent(row.eventType, JSON.parse(row.data), detail),
  };
}

export const TIMELINE_SELECT = { seq: true, eventId: true, eventType: true, connectionId: true, serviceReference: true, data: true, detail: true, occurredAt: true } as const;

// Events the provider does not send (the portal's own, such as the client's choice) come after its events of the same second.
const RANK = new Map<string, number>(EVENT_SEQUENCE.map((type, i) => [type, i]));
const rankOf = (eventType: string) => RANK.get(eventType) ?? EVENT_SEQUENCE.length;

/**
 * Oldest first by when they happened (not by arrival); within one second, in the order the
 * provider writes the events of one change; then by arrival, so the order never depends
 * on how the entries were read.
 */
export function byOccurrence(a: TimelineEntry, b: TimelineEntry): number {
  if (a.occurredAt !== b.occurredAt) return a.occurredAt < b.occurredAt ? -1 : 1;
  return rankOf(a.eventType) - rankOf(b.eventType) || a.seq - b.seq;
}
