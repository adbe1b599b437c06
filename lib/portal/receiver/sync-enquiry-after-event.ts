import "server-only";
import type { AmendmentEventData, WebhookEvent } from "@/lib/contract/event";
import { getPrisma } from "@/lib/db/prisma";
import { getServiceClient } from "../connections/get-service-client";
import { storeEnquirySnapshot } from "../enquiries/enquiry-snapshot";
import { readQuotesFromProvider } from "../enquiries/read-latest-quotes";
import { indexEnquiry } from "../enquiries/index-enquiry";
import { bookedSpend } from "../bookings/booked-spend";
import { findBookedUnit } from "../bookings/find-booked-unit";
import { cheapestTotal } from "../quotes/cheapest-total";
import { partyOf } from "../quotes/party-of";
import { publishSummary } from "../live/publish-summary";
import { describeEvent, type EventDetail } from "../live/describe-event";
import { describeMessageEvent } from "../messages/describe-message-event";
import type { TimelineEntry } from "../live/messages";

/**
 * After the receiver has answered: reads the enquiry and its quotes from the provider
 * (events may arrive out of order, so the provider's present state is what counts, not
 * the event's), writes the organisation's index of enquiries and the snapshot that open
 * pages re-render from (so that they do not each read the provider again), adds what the
 * timeline needs to the event (the specialist's name, the options quoted) and then tells
 * the live streams. An enquiry made outside the portal with the same key enters the index
 * here. A read that started earlier than the last one written never overwrites it.
 */
export async function syncEnquiryAfterEvent(input: { organizationId: string; connectionId: string; serviceReference: string; seq: number; event: WebhookEvent }) {
  const { organizationId, connectionId, serviceReference, event } = input;
  const startedAt = new Date();
  try {
    const client = await getServiceClient(organizationId, connectionId);
    // The one page of newest quotes (read-latest-quotes): the newest quote, the booked one
    // while the enquiry is booked, and the count, "that many or more" when `more`.
    const [enquiry, quotes] = await Promise.all([client.getEnquiry(serviceReference), readQuotesFromProvider(client, serviceReference)]);
    const newestQuote = quotes.data[0] ?? null;
    const newest = newestQuote?.createdAt ?? null;
    const party = partyOf(enquiry);
    const cheapest = newestQuote ? cheapestTotal(newestQuote, party) : null;
    const booked = await findBookedUnit(organizationId, quotes.data);
    // A changed booking (the booking changes extension) costs what its current version does.
    const bookedTotal = await bookedSpend(client, booked, party);

    const detail: EventDetail = {};
    if (event.eventType === "ENQUIRY.SPECIALIST_ASSIGNED") detail.specialistName = enquiry.assignedSpecialist?.name ?? null;
    if (event.eventType === "QUOTE.CREATED") {
      const quoteId = (event.data as { quoteId: string }).quoteId;
      detail.quoteItems = quotes.data.find((q) => q.id === quoteId)?.items.length ?? null;
    }
    if (event.eventType === "MESSAGE.CREATED") Object.assign(detail, await describeMessageEvent(client, { organizationId, connectionId, serviceReference, data: event.data }));
    const db = getPrisma();
    // Independent writes: the pages wait for all three before they re-render.
    const [, indexed] = await Promise.all([
      Object.keys(detail).length > 0
        ? db.portalEvent.update({
            where: { organizationId_seq: { organizationId, seq: input.seq } },
            data: { detail: JSON.stringify(detail) },
          })
        : null,
      indexEnquiry(organizationId, {
        connectionId,
        enquiry,
        readAt: startedAt,
        quotes: {
          quoteCount: quotes.data.length,
          quotedAt: newest ? new Date(newest) : null,
          cheapestTotalCents: cheapest?.cents ?? null,
          cheapestCurrency: cheapest?.currency ?? null,
          bookedTotalCents: bookedTotal?.totalCents ?? null,
          bookedCurrency: bookedTotal?.currency ?? null,
          bookingVersion: bookedTotal?.version ?? null,
        },
        booking: bookingOf(event),
        details: detailsOf(event),
      }),
      storeEnquirySnapshot(organizationId, connectionId, {
        enquiry,
        quotes: quotes.data,
        more: quotes.more,
        readAt: startedAt,
      }),
    ]);

    if (!indexed) return;
    const entry: TimelineEntry = {
      seq: input.seq,
      eventId: event.eventId,
      eventType: event.eventType,
      connectionId,
      serviceReference,
      occurredAt: event.createdAt,
      text: describeEvent(event.eventType, event.data, detail),
    };
    await publishSummary(organizationId, { id: indexed.enquiryId }, [entry]);
  } catch (error) {
    // The event itself is stored; the index catches up with the next event or page visit.
    // Only the reason is logged: never the body, which may name guests.
    console.error(`[webhooks] reading ${serviceReference} after ${event.eventType}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * After an amendment, the index takes the enquiry's new dates, guests and lead guest (unless
 * a later amendment's are there). An accepted booking change (an extension, an early
 * departure, new guests) changes the provider's enquiry alike, so the index takes its
 * details too, as of the event: "Who is where" and the client's feeds read the current stay.
 */
function detailsOf(event: WebhookEvent): { amendedAt: Date } | undefined {
  if (event.eventType === "BOOKING.CHANGE_ACCEPTED") {
    const at = Date.parse(event.createdAt);
    return { amendedAt: Number.isNaN(at) ? new Date() : new Date(at) };
  }
  if (event.eventType !== "ENQUIRY.AMENDED") return undefined;
  return { amendedAt: new Date((event.data as AmendmentEventData).amendment.createdAt) };
}

/** A booking event names the booking: kept on the enquiry for the export, whatever order events arrive in. */
function bookingOf(event: WebhookEvent): { reference: string; at: Date } | undefined {
  if (!event.eventType.startsWith("BOOKING.")) return undefined;
  const { bookingReference, createdAt } = event.data as {
    bookingReference: string;
    createdAt: string;
  };
  return { reference: bookingReference, at: new Date(createdAt) };
}
