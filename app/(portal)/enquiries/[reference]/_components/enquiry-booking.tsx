import { BookingCard } from "@/components/bookings/booking-card";
import type { Enquiry } from "@/lib/contract/enquiry";
import { getBookingView } from "@/lib/portal/bookings/get-booking-view";

/** The booking's card, once the provider that booked has a booking: read from that provider, so streamed in. */
export async function EnquiryBooking({ organizationId, connectionId, enquiry }: { organizationId: string; connectionId: string; enquiry: Enquiry }) {
  const booking = await getBookingView(organizationId, connectionId, enquiry);
  return booking ? <BookingCard booking={booking} /> : null;
}
