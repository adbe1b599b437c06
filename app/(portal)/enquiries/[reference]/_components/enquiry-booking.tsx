import { BookingCard } from "@/components/bookings/booking-card";
import type { Enquiry } from "@/lib/contract/enquiry";
import type { PriceBreakdown } from "@/lib/contract/quote";
import { getBookingChanges, type BookingChangesView } from "@/lib/portal/booking-changes/get-booking-changes";
import { listBookingNotes } from "@/lib/portal/booking-changes/list-booking-notes";
import type { BookedPrice } from "@/lib/portal/booking-changes/estimate-difference";
import { getBookingView, type BookingView } from "@/lib/portal/bookings/get-booking-view";
import { BookingChangesCard } from "./booking-changes-card";
import type { ChangeBookingProps } from "./change-booking-dialog";

type Props = { organizationId: string; connectionId: string; enquiry: Enquiry; reference: string; providerName: string };

/**
 * The booking's card, once the provider that booked has a booking: read from that provider,
 * so streamed in. Beside it, the booking's versions and changes (read from the provider once
 * per render) and the notes of what was agreed with it directly.
 */
export async function EnquiryBooking({ organizationId, connectionId, enquiry, reference, providerName }: Props) {
  const booking = await getBookingView(organizationId, connectionId, enquiry);
  if (!booking) return null;
  const [changes, notes] = await Promise.all([getBookingChanges(organizationId, connectionId, booking.reference), listBookingNotes(organizationId, booking.reference)]);
  const cancelled = booking.cancelled || (changes.status === "read" && changes.versions.at(-1)?.cancelled === true);
  return (
    <>
      <BookingCard booking={booking} />
      <BookingChangesCard changes={changes} notes={notes} change={cancelled ? null : changeProps(reference, providerName, enquiry, booking, changes)} />
    </>
  );
}

function changeProps(reference: string, providerName: string, enquiry: Enquiry, booking: BookingView, changes: BookingChangesView): ChangeBookingProps {
  const current = changes.status === "read" ? changes.versions.at(-1) : undefined;
  const guests = current?.guestNumbers ?? enquiry.guestNumbers;
  const lead = current?.leadGuest ?? enquiry.leadGuest;
  const stay = current ? { checkIn: current.checkIn, checkOut: current.checkOut } : { checkIn: booking.checkIn, checkOut: booking.checkOut };
  return {
    reference,
    providerName,
    present: {
      guestNumbers: { adults: String(guests.adults), children: String(guests.children), infants: String(guests.infants) },
      leadGuest: { givenName: lead.givenName ?? "", familyName: lead.familyName ?? "", email: lead.email ?? "", contactNumber: lead.contactNumber ?? "" },
    },
    price: bookedPrice(current?.priceBreakdown ?? booking.unit?.priceBreakdown ?? null, stay),
    agreeDirectly: changes.status === "no-extension",
  };
}

/** The booked price per night (the current version's, else the booked unit's as quoted) and the stay it prices. */
function bookedPrice(price: PriceBreakdown | null, stay: { checkIn: string | null; checkOut: string | null }): BookedPrice | null {
  if (!price || !stay.checkIn || !stay.checkOut) return null;
  return { currency: price.currency, perNight: price.perPeriod.amountsExcludingAdditionalCharges.includingTaxWithBookingFee, checkIn: stay.checkIn, checkOut: stay.checkOut };
}
