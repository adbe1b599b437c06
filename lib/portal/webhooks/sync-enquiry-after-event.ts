import "server-only";
import { randomUUID } from "node:crypto";
import type { Enquiry } from "@/lib/contract/enquiry";
import type { WebhookEvent } from "@/lib/contract/event";
import { getPrisma } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import { getServiceClient } from "../connections/get-service-client";
import { trackedEnquiryFields } from "../enquiries/tracked-enquiry-fields";
import { cheapestTotal } from "../quotes/cheapest-total";
import { partyOf } from "../quotes/party-of";
import { publish } from "../live/bus";
import { describeEvent, type EventDetail } from "../live/describe-event";
import type { TimelineEntry } from "../live/messages";

/** Who the list names as the creator of an enquiry first seen through an event. */
export const OUTSIDE_CREATOR = { id: "", name: "Another system" } as const;

const QUOTES_READ = 100;

/**
 * After the receiver has answered: reads the enquiry and its quotes from the provider
 * (events may arrive out of order, so the provider's present state is what counts, not
 * the event's), updates the organisation's index of enquiries, adds what the timeline
 * needs to the event (the specialist's name, the options quoted) and tells the live
 * streams. An enquiry made outside the portal with the same key enters the index here.
 * A read that started earlier than the last one written never overwrites it.
 */
export async function syncEnquiryAfterEvent(input: { organizationId: string; serviceReference: string; seq: number; event: WebhookEvent }) {
  const { organizationId, serviceReference, event } = input;
  const startedAt = new Date();
  try {
    const client = await getServiceClient(organizationId);
    const enquiry = await client.getEnquiry(serviceReference);
    const quotes = await client.listQuotes({ serviceEnquiryReference: serviceReference, pageSize: QUOTES_READ });
    const newestQuote = quotes.data.reduce<(typeof quotes.data)[number] | null>((found, q) => (found === null || q.createdAt > found.createdAt ? q : found), null);
    const newest = newestQuote?.createdAt ?? null;
    const cheapest = newestQuote ? cheapestTotal(newestQuote, partyOf(enquiry)) : null;

    const detail: EventDetail = {};
    if (event.eventType === "ENQUIRY.SPECIALIST_ASSIGNED") detail.specialistName = enquiry.assignedSpecialist?.name ?? null;
    if (event.eventType === "QUOTE.CREATED") {
      const quoteId = (event.data as { quoteId: string }).quoteId;
      detail.quoteItems = quotes.data.find((q) => q.id === quoteId)?.items.length ?? null;
    }
    const db = getPrisma();
    if (Object.keys(detail).length > 0) {
      await db.portalEvent.update({ where: { organizationId_seq: { organizationId, seq: input.seq } }, data: { detail: JSON.stringify(detail) } });
    }
    await upsertTracked(organizationId, enquiry, {
      quoteCount: quotes.data.length,
      quotedAt: newest ? new Date(newest) : null,
      cheapestTotalCents: cheapest?.cents ?? null,
      cheapestCurrency: cheapest?.currency ?? null,
      syncedAt: startedAt,
    });
    await recordBooking(organizationId, serviceReference, event);

    const tracked = await db.trackedEnquiry.findUnique({
      where: { organizationId_serviceReference: { organizationId, serviceReference } },
      select: { clientReference: true, state: true, quoteCount: true, quotedAt: true, createdById: true },
    });
    if (!tracked) return;
    const entry: TimelineEntry = {
      seq: input.seq,
      eventId: event.eventId,
      eventType: event.eventType,
      serviceReference,
      occurredAt: event.createdAt,
      text: describeEvent(event.eventType, event.data, detail),
    };
    publish(organizationId, {
      kind: "enquiry",
      enquiry: { serviceReference, ...tracked, quotedAt: tracked.quotedAt?.toISOString() ?? null },
      entries: [entry],
    });
  } catch (error) {
    // The event itself is stored; the index catches up with the next event or page visit.
    // Only the reason is logged: never the body, which may name guests.
    console.error(`[webhooks] reading ${serviceReference} after ${event.eventType}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

type Read = { quoteCount: number; quotedAt: Date | null; cheapestTotalCents: number | null; cheapestCurrency: string | null; syncedAt: Date };

/** A booking event names the booking: kept on the enquiry for the export, whatever order events arrive in. */
async function recordBooking(organizationId: string, serviceReference: string, event: WebhookEvent) {
  if (!event.eventType.startsWith("BOOKING.")) return;
  const { bookingReference, createdAt } = event.data as { bookingReference: string; createdAt: string };
  await getPrisma().trackedEnquiry.updateMany({ where: { organizationId, serviceReference }, data: { bookingReference, bookedAt: new Date(createdAt) } });
}

async function upsertTracked(organizationId: string, enquiry: Enquiry, read: Read) {
  const db = getPrisma();
  const state = enquiry.enquiryState?.state ?? "NEW";
  const fresh = { state, ...read };
  const updated = await db.trackedEnquiry.updateMany({
    where: {
      organizationId,
      serviceReference: enquiry.serviceReference,
      OR: [{ syncedAt: null }, { syncedAt: { lt: read.syncedAt } }],
    },
    data: fresh,
  });
  if (updated.count > 0) return;
  const exists = await db.trackedEnquiry.findUnique({
    where: { organizationId_serviceReference: { organizationId, serviceReference: enquiry.serviceReference } },
    select: { id: true },
  });
  if (exists) return; // a later read has been written already
  // Read with the organisation's current key, so made with its account: its key generation.
  const connection = await db.serviceConnection.findUnique({ where: { organizationId }, select: { keyGeneration: true } });
  try {
    await db.trackedEnquiry.create({
      data: {
        id: randomUUID(),
        organizationId,
        keyGeneration: connection?.keyGeneration ?? 1,
        ...trackedEnquiryFields(enquiry),
        createdById: OUTSIDE_CREATOR.id,
        createdByName: OUTSIDE_CREATOR.name,
        createdAt: new Date(enquiry.createdAt),
        ...fresh,
      },
    });
  } catch (error) {
    // The portal's own create action (or another event) got there first: bring it up to date.
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
    await db.trackedEnquiry.updateMany({
      where: { organizationId, serviceReference: enquiry.serviceReference, OR: [{ syncedAt: null }, { syncedAt: { lt: read.syncedAt } }] },
      data: fresh,
    });
  }
}
