import "server-only";
import { ServiceClientError } from "@/lib/client";
import type { Enquiry } from "@/lib/contract/enquiry";
import type { ReceivedUnit } from "@/lib/contract/quote";
import { getPrisma } from "@/lib/db/prisma";
import { readLatestQuotes } from "../enquiries/read-latest-quotes";
import { PortalError } from "../errors";
import { describeEvent } from "../live/describe-event";
import { partyOf } from "../quotes/party-of";
import { stayTotal, type StayTotal } from "../quotes/stay-total";
import { findBookedUnit, type BookedUnit } from "./find-booked-unit";

export type BookingStep = { eventType: string; text: string; at: Date };

export type BookingView = {
  reference: string;
  /** The booking's state in words, e.g. "Confirmed: the client has the confirmation". */
  stateText: string;
  /** Where the booking stands, for its badge: pending until the provider confirms it. */
  standing: "pending" | "confirmed" | "cancelled";
  cancelled: boolean;
  propertyName: string;
  /** The booked unit: the property's only one, or the one the client chose on a share link; null when neither says. */
  unit: ReceivedUnit | null;
  unitNames: string[];
  checkIn: string | null;
  checkOut: string | null;
  total: StayTotal | null;
  steps: BookingStep[];
};

const ENQUIRY_STATE_TEXT: Record<string, string> = {
  BOOKING_PENDING: "Pending: the provider is confirming it with the property",
  BOOKING_CONFIRMED: "Confirmed: the client has the confirmation",
  BOOKING_CHECK_IN_DETAILS_SENT: "Confirmed, and the check-in details are sent",
  BOOKING_CANCELLED: "Cancelled",
};

/**
 * What was booked on the enquiry, read from the provider now (the quote that carries
 * `bookedQuoteItem`) and from the booking events the portal received (each step's time).
 * Null before any booking, or when the provider cannot be read.
 */
export async function getBookingView(organizationId: string, connectionId: string, enquiry: Enquiry): Promise<BookingView | null> {
  let booked: BookedUnit | null;
  try {
    // The page's own read of the newest quotes, which the quotes' card makes anyway. A quote
    // is booked only while it is the newest (the ACTIVE one), and none is sent again before the
    // enquiry has left the booking states, so a booking is always found there (read-latest-quotes).
    booked = await findBookedUnit(organizationId, (await readLatestQuotes(organizationId, connectionId, enquiry.serviceReference)).data);
  } catch (error) {
    if (error instanceof ServiceClientError || error instanceof PortalError) return null;
    throw error;
  }
  if (!booked) return null;
  const { quote, item, unit } = booked;
  const { bookingId, createdAt } = quote.bookedQuoteItem;
  const units = item?.property.units ?? [];

  const events = await getPrisma().portalEvent.findMany({
    where: { organizationId, serviceReference: enquiry.serviceReference, eventType: { startsWith: "BOOKING." } },
    orderBy: [{ occurredAt: "asc" }, { seq: "asc" }],
    select: { eventType: true, data: true, occurredAt: true },
  });
  const steps = events
    .map((e) => ({ eventType: e.eventType, data: JSON.parse(e.data) as { bookingReference?: string }, at: e.occurredAt }))
    .filter((e) => e.data.bookingReference === undefined || e.data.bookingReference === bookingId)
    .map((e) => ({ eventType: e.eventType, text: describeEvent(e.eventType, e.data), at: e.at }));
  if (!steps.some((s) => s.eventType === "BOOKING.PENDING")) {
    steps.unshift({ eventType: "BOOKING.PENDING", text: describeEvent("BOOKING.PENDING", { bookingReference: bookingId }), at: new Date(createdAt) });
  }
  const state = enquiry.enquiryState?.state ?? "";
  // The booking's own steps say where it stands; its changes (an extension) are listed among them but move nothing.
  const last = steps.filter((s) => !s.eventType.startsWith("BOOKING.CHANGE_")).at(-1)?.eventType;
  const cancelled = state === "BOOKING_CANCELLED" || last === "BOOKING.CANCELLED";
  const stateText = cancelled
    ? "Cancelled"
    : state === "BOOKING_PENDING" && last === "BOOKING.PARTNER_CONFIRMATION_DETAILS_SENT"
      ? "Pending: the property has confirmed, the client's confirmation is next"
      : (ENQUIRY_STATE_TEXT[state] ?? "Booked");
  return {
    reference: bookingId,
    stateText,
    standing: cancelled ? "cancelled" : state === "BOOKING_PENDING" ? "pending" : "confirmed",
    cancelled,
    propertyName: item?.property.propertyName ?? "A property of an earlier quote",
    unit,
    unitNames: units.map((u) => u.unitName),
    checkIn: enquiry.checkInOut.checkIn ?? null,
    checkOut: enquiry.checkInOut.checkOut ?? null,
    total: unit ? stayTotal(unit, partyOf(enquiry)) : null,
    steps,
  };
}
