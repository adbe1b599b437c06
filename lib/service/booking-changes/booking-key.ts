import { BOOKING_REFERENCE } from "@/lib/contract/booking-change";
import type { DbTx } from "@/lib/db/prisma";
import type { EnquiryRecord } from "../enquiries/to-wire-enquiry";
import { notFound } from "../errors";

/** The booking to change: within `accountId` when given (the API's, the sandbox's), any account's otherwise (the back office's). */
export type BookingKey = { reference: string; accountId?: string };

export type FoundBooking = {
  id: string;
  accountId: string;
  reference: string;
  state: string;
  version: number;
  enquiryId: string;
  quoteId: string;
  quoteItemId: string;
  createdAt: Date;
  enquiry: EnquiryRecord;
};

const ENQUIRY_SELECT = {
  id: true,
  accountId: true,
  serviceReference: true,
  externalId: true,
  clientReference: true,
  state: true,
  closureReason: true,
  specialistName: true,
  checkIn: true,
  checkOut: true,
  latitude: true,
  longitude: true,
  mapPlaceId: true,
  address: true,
  guestNumbers: true,
  guestRequirements: true,
  leadGuest: true,
  clientBooker: true,
  createdAt: true,
} as const;

/**
 * The booking by its reference (B…), scoped to the key's account, with its enquiry; another
 * account's booking is "not found", never "forbidden". Read on `db`, so that inside a change
 * it sees what the change wrote.
 */
export async function getBookingOrThrow(db: DbTx, key: BookingKey): Promise<FoundBooking> {
  const booking = BOOKING_REFERENCE.test(key.reference)
    ? await db.booking.findFirst({
        where: { reference: key.reference, ...(key.accountId ? { accountId: key.accountId } : {}) },
        select: { id: true, accountId: true, reference: true, state: true, version: true, enquiryId: true, quoteId: true, quoteItemId: true, createdAt: true, enquiry: { select: ENQUIRY_SELECT } },
      })
    : null;
  if (!booking) throw notFound(`Booking ${key.reference}`);
  const { enquiry, ...rest } = booking;
  return { ...rest, enquiry: enquiry satisfies EnquiryRecord };
}
