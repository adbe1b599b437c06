import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { signalMail } from "@/lib/mail/mail-signal";
import { publish } from "../live/bus";
import { describeEvent } from "../live/describe-event";
import type { TimelineEntry } from "../live/messages";
import { nextEventSeq } from "../live/next-event-seq";
import { notifyEvent } from "./notify-event";

export type EventToStore = {
  organizationId: string;
  /** The provider the event belongs to: the event joins that provider's timeline of the enquiry. */
  connectionId: string;
  eventId: string;
  eventType: string;
  /** That provider's reference of the enquiry. */
  serviceReference: string;
  data: unknown;
  /** When it happened, ISO 8601 as the timeline shows it. */
  occurredAt: string;
};

/**
 * The one writer of a timeline event, the provider's (the receiver) and the portal's own
 * (a client's choice) alike: numbered in the organisation's sequence, stored once (an
 * eventId seen before throws the unique violation its caller answers), its notifications
 * written in the same transaction, then the mail worker woken and the live streams told.
 */
export async function storeEvent(event: EventToStore): Promise<TimelineEntry> {
  const { organizationId, connectionId, eventId, eventType, serviceReference, data, occurredAt } = event;
  let mailed = false;
  const seq = await getPrisma().$transaction(async (tx) => {
    const next = await nextEventSeq(tx, organizationId);
    await tx.portalEvent.create({
      data: { organizationId, seq: next, connectionId, eventId, eventType, serviceReference, data: JSON.stringify(data), occurredAt: new Date(occurredAt) },
      select: { seq: true },
    });
    mailed = await notifyEvent(tx, { organizationId, eventId, eventType, connectionId, serviceReference, data });
    return next;
  });
  if (mailed) signalMail();
  const entry: TimelineEntry = { seq, eventId, eventType, connectionId, serviceReference, occurredAt, text: describeEvent(eventType, data) };
  publish(organizationId, { kind: "event", entry });
  return entry;
}
