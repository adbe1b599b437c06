import type { Actor } from "./actor";
import { moveAsSpecialist } from "./move-as-specialist";

/**
 * Records that the client accepted an item of the enquiry's ACTIVE quote: a booking is
 * created (PENDING, with its reference and the quote item), the enquiry moves to
 * BOOKING_PENDING and BOOKING.PENDING is sent. The quote then shows `bookedQuoteItem`
 * and the item `booked: true`. A quote is booked at most once.
 */
export async function acceptQuoteItem(serviceReference: string, actor: Actor, quoteId: string, quoteItemId: string): Promise<{ bookingReference: string }> {
  const { booking } = await moveAsSpecialist(
    serviceReference,
    actor,
    { move: "ACCEPT_QUOTE_ITEM", quoteId, quoteItemId },
    ({ booking }) => `Client accepted an item of the quote: booking ${booking!.reference} pending`,
  );
  return { bookingReference: booking!.reference };
}
