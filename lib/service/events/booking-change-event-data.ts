import type { BookingChange, BookingVersion } from "@/lib/contract/booking-change";
import type { BookingChangeEventData } from "@/lib/contract/event";
import { bookingEventData } from "./booking-event-data";

/** `data` of the BOOKING.CHANGE_* events: the booking and its enquiry, the change, and the version an acceptance made. */
export function bookingChangeEventData(
  booking: Parameters<typeof bookingEventData>[0],
  enquiry: Parameters<typeof bookingEventData>[1],
  change: BookingChange,
  version: BookingVersion | null,
): BookingChangeEventData {
  return { ...bookingEventData(booking, enquiry), change, version };
}
