import "server-only";
import { randomUUID } from "node:crypto";
import { getPrisma } from "@/lib/db/prisma";
import { signalMail } from "@/lib/mail/mail-signal";
import { publish } from "../live/bus";
import { describeEvent } from "../live/describe-event";
import { nextEventSeq } from "../live/next-event-seq";
import type { TimelineEntry } from "../live/messages";
import { notifyEvent } from "../receiver/notify-event";

/** The portal's own event type for a client's choice on a share link (the provider sends no such event). */
export const CLIENT_CHOICE_EVENT = "CLIENT.CHOICE";

export type ClientChoiceEventData = { propertyName: string; unitName: string; linkHint: string; changed: boolean };

/**
 * Stores the choice as an event of the enquiry, as the receiver stores the provider's: the
 * timeline, the dashboard's activity and the live streams carry it like any other event,
 * and whatever reacts to events (a notifier) can react to it. The client's note stays out
 * of the event: events hold references and states, never what a guest wrote.
 */
export async function recordChoiceEvent(input: {
  organizationId: string;
  /** The agency enquiry's reference. */
  serviceReference: string;
  /** The provider whose option was chosen, and its reference of the enquiry: the event joins that provider's timeline. */
  connectionId: string;
  providerReference: string;
  occurredAt: Date;
  data: ClientChoiceEventData;
}): Promise<void> {
  const db = getPrisma();
  const eventId = `portal:client-choice:${randomUUID()}`;
  // Numbered in the organisation's own sequence, as the receiver numbers the provider's events.
  let mailed = false;
  const seq = await db.$transaction(async (tx) => {
    const next = await nextEventSeq(tx, input.organizationId);
    await tx.portalEvent.create({
      data: {
        organizationId: input.organizationId,
        seq: next,
        connectionId: input.connectionId,
        eventId,
        eventType: CLIENT_CHOICE_EVENT,
        serviceReference: input.providerReference,
        data: JSON.stringify(input.data),
        occurredAt: input.occurredAt,
      },
    });
    mailed = await notifyEvent(tx, { organizationId: input.organizationId, eventId, eventType: CLIENT_CHOICE_EVENT, connectionId: input.connectionId, serviceReference: input.providerReference, data: input.data });
    return next;
  });
  if (mailed) signalMail();
  const entry: TimelineEntry = {
    seq,
    eventId,
    eventType: CLIENT_CHOICE_EVENT,
    connectionId: input.connectionId,
    serviceReference: input.providerReference,
    occurredAt: input.occurredAt.toISOString().replace(/\.\d{3}Z$/, "Z"),
    text: describeEvent(CLIENT_CHOICE_EVENT, input.data),
  };
  publish(input.organizationId, { kind: "event", entry });
  await publishSummary(input.organizationId, input.serviceReference, [entry]);
}

/** Tells the lists and the dashboard that the enquiry's row changed (its choice, its forwarding). */
export async function publishSummary(organizationId: string, serviceReference: string, entries: TimelineEntry[] = []): Promise<void> {
  const tracked = await getPrisma().trackedEnquiry.findUnique({
    where: { organizationId_reference: { organizationId, reference: serviceReference } },
    select: { reference: true, clientReference: true, state: true, quoteCount: true, quotedAt: true, createdById: true },
  });
  if (!tracked) return;
  publish(organizationId, { kind: "enquiry", enquiry: { ...tracked, quotedAt: tracked.quotedAt?.toISOString() ?? null }, entries });
}
