import { writeFirstVersion } from "../booking-versions/first-version";
import { ServiceError, notFound } from "../errors";
import { bookingEventData } from "../events/booking-event-data";
import type { ModelChange } from "../events/write-change";
import type { EnquiryRecord } from "../enquiries/to-wire-enquiry";
import { newId, newReference } from "../ids";
import type { StoredQuoteItem } from "../quotes/save-property-snapshots";

/**
 * ACCEPT_QUOTE_ITEM's work, inside the move's change: a booking of the chosen item of the
 * enquiry's ACTIVE quote (PENDING, with its reference), and BOOKING.PENDING with the
 * enquiry as the move leaves it. The quote then shows `bookedQuoteItem` and the item
 * `booked: true`. A quote is booked at most once. The booking's version 1, the booking as
 * booked with the booked unit's price, is written with it.
 */
export async function createBooking(
  { db, record }: ModelChange,
  enquiry: EnquiryRecord,
  chosen: { quoteId: string; quoteItemId: string },
  now: Date,
): Promise<{ reference: string; state: string }> {
  const { quoteId, quoteItemId } = chosen;
  const quote = await db.quote.findFirst({ where: { id: quoteId, accountId: enquiry.accountId, enquiryId: enquiry.id }, include: { booking: true } });
  if (!quote) throw notFound(`Quote ${quoteId} of enquiry ${enquiry.serviceReference}`);
  if (quote.state !== "ACTIVE") throw new ServiceError("STATE_CONFLICT", `Quote ${quoteId} is ${quote.state}: only the ACTIVE quote can be accepted.`);
  if (quote.booking) {
    throw new ServiceError("STATE_CONFLICT", `Quote ${quoteId} was already booked (${quote.booking.reference}); send a new quote to book again.`);
  }
  const item = (quote.items as StoredQuoteItem[]).find((i) => i.id === quoteItemId);
  if (!item) throw notFound(`Item ${quoteItemId} of quote ${quoteId}`);

  const booking = await db.booking.create({
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
  await writeFirstVersion(db, { booking, enquiry });
  // The quote changed for its readers (bookedQuoteItem): its updatedAt says so.
  await db.quote.update({ where: { id: quote.id }, data: { updatedAt: now } });
  await record({ accountId: enquiry.accountId, type: "BOOKING.PENDING", enquiryId: enquiry.id, data: bookingEventData(booking, enquiry) });
  return { reference: booking.reference, state: booking.state };
}
