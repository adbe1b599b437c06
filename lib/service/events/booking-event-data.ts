import { formatTimestamp } from "@/lib/contract/common";
import type { BookingEventData } from "@/lib/contract/event";
import { enquiryEventData } from "./enquiry-event-data";

/** `data` of the booking events (contract, Events and delivery): the booking and its enquiry. */
export function bookingEventData(
  booking: { reference: string; createdAt: Date },
  enquiry: Parameters<typeof enquiryEventData>[0],
): BookingEventData {
  return {
    bookingReference: booking.reference,
    createdAt: formatTimestamp(booking.createdAt),
    enquiry: enquiryEventData(enquiry) as BookingEventData["enquiry"],
  };
}
