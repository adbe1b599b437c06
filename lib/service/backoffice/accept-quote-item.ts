import { ServiceError, notFound } from "../errors";
import { bookingEventData } from "../events/booking-event-data";
import { newId, newReference } from "../ids";
import type { StoredQuoteItem } from "../quotes/save-property-snapshots";
import type { Actor } from "./actor";
import { planEnquiryMove } from "./enquiry-moves";
import { runEnquiryMove } from "./run-enquiry-move";

/**
 * Records that the client accepted an item of the enquiry's ACTIVE quote: a booking is
 * created (PENDING, with its reference and the quote item), the enquiry moves to
 * BOOKING_PENDING and BOOKING.PENDING is sent. The quote then shows `bookedQuoteItem`
 * and the item `booked: true`. A quote is booked at most once.
 */
export function acceptQuoteItem(serviceReference: string, actor: Actor, quoteId: string, quoteItemId: string): Promise<{ bookingReference: string }> {
  return runEnquiryMove(serviceReference, actor, {
    action: "ACCEPT_QUOTE_ITEM",
    plan: (facts) => planEnquiryMove(facts, "ACCEPT_QUOTE_ITEM", actor.name),
    apply: async ({ tx, enquiry, to, now, record }) => {
      const quote = await tx.quote.findFirst({ where: { id: quoteId, accountId: enquiry.accountId, enquiryId: enquiry.id }, include: { booking: true } });
      if (!quote) throw notFound(`Quote ${quoteId} of enquiry ${serviceReference}`);
      if (quote.state !== "ACTIVE") throw new ServiceError("STATE_CONFLICT", `Quote ${quoteId} is ${quote.state}: only the ACTIVE quote can be accepted.`);
      if (quote.booking) {
        throw new ServiceError("STATE_CONFLICT", `Quote ${quoteId} was already booked (${quote.booking.reference}); send a new quote to book again.`);
      }
      const item = (quote.items as StoredQuoteItem[]).find((i) => i.id === quoteItemId);
      if (!item) throw notFound(`Item ${quoteItemId} of quote ${quoteId}`);

      const booking = await tx.booking.create({
        data: {
          id: newId(),
          accountId: enquiry.accountId,
          enquiryId: enquiry.id,
          quoteId: quote.id,
          quoteItemId: item.id,
          reference: newReference("B"),
          state: "PENDING",
          createdAt: now,
          updatedAt: now,
        },
      });
      // The quote changed for its readers (bookedQuoteItem): its updatedAt says so.
      await tx.quote.update({ where: { id: quote.id }, data: { updatedAt: now } });
      enquiry.state = to;
      await record("BOOKING.PENDING", bookingEventData(booking, enquiry));
      return { summary: `Client accepted an item of the quote: booking ${booking.reference} pending`, result: { bookingReference: booking.reference } };
    },
  });
}
