import { describeEvent, type EventDetail } from "./describe-event";
import type { TimelineEntry } from "./messages";

type Row = { seq: number; eventId: string; eventType: string; serviceReference: string; data: string; detail: string | null; occurredAt: Date };

/** A stored event as the timeline shows it. */
export function toTimelineEntry(row: Row): TimelineEntry {
  const detail = row.detail ? (JSON.parse(row.detail) as EventDetail) : null;
  return {
    seq: row.seq,
    eventId: row.eventId,
    eventType: row.eventType,
    serviceReference: row.serviceReference,
    occurredAt: row.occurredAt.toISOString().replace(/\.\d{3}Z$/, "Z"),
    text: describeEvent(row.eventType, JSON.parse(row.data), detail),
  };
}

export const TIMELINE_SELECT = { seq: true, eventId: true, eventType: true, serviceReference: true, data: true, detail: true, occurredAt: true } as const;

/** Oldest first by when they happened (not by arrival); ties by arrival. */
export function byOccurrence(a: TimelineEntry, b: TimelineEntry): number {
  return a.occurredAt < b.occurredAt ? -1 : a.occurredAt > b.occurredAt ? 1 : a.seq - b.seq;
}
