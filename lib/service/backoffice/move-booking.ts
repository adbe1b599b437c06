import type { Actor } from "./actor";
import { BOOKING_RULES, type BookingMove } from "./booking-moves";
import { moveAsSpecialist } from "./move-as-specialist";

/**
 * Moves the enquiry's booking (its latest) one step of the booking state machine, with
 * the step's BOOKING.* event; the enquiry's state follows (BOOKING_CONFIRMED, …).
 */
export async function moveBooking(serviceReference: string, actor: Actor, move: BookingMove): Promise<{ state: string }> {
  const { booking } = await moveAsSpecialist(
    serviceReference,
    actor,
    { move },
    ({ booking }) => `${BOOKING_RULES[move].label} (booking ${booking!.reference})`,
  );
  return { state: booking!.state };
}
