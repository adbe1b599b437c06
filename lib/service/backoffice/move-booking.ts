import { ServiceError, notFound } from "../errors";
import { bookingEventData } from "../events/booking-event-data";
import type { Actor } from "./actor";
import { planBookingMove, type BookingMove } from "./booking-moves";
import { runEnquiryMove } from "./run-enquiry-move";

/**
 * Moves the enquiry's booking (its latest) one step of the booking state machine, with
 * the step's BOOKING.* event; the enquiry's state follows (BOOKING_CONFIRMED, …).
 */
export function moveBooking(serviceReference: string, actor: Actor, move: BookingMove): Promise<{ state: string }> {
  return runEnquiryMove(serviceReference, actor, {
    action: `BOOKING_${move}`,
    plan: async (facts, tx) => {
      const enquiry = await tx.enquiry.findUniqueOrThrow({ where: { serviceReference }, select: { id: true } });
      const booking = await tx.booking.findFirst({ where: { enquiryId: enquiry.id }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
      if (!booking) return { ok: false, reason: `Enquiry ${serviceReference} has no booking yet: accept an item of its quote first.` };
      const plan = planBookingMove(booking.state, move);
      return plan.ok ? { ok: true, to: plan.enquiryState } : plan;
    },
    apply: async ({ tx, enquiry, to, now, record }) => {
      const booking = await tx.booking.findFirst({ where: { enquiryId: enquiry.id }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
      if (!booking) throw notFound(`The booking of enquiry ${serviceReference}`);
      const plan = planBookingMove(booking.state, move);
      if (!plan.ok) throw new ServiceError("STATE_CONFLICT", plan.reason);
      const { count } = await tx.booking.updateMany({ where: { id: booking.id, state: booking.state }, data: { state: plan.to, updatedAt: now } });
      if (count !== 1) throw new ServiceError("STATE_CONFLICT", "The booking changed meanwhile; reload it and try again.");
      enquiry.state = to;
      await record(plan.event, bookingEventData(booking, enquiry));
      return { summary: `${plan.label} (booking ${booking.reference})`, result: { state: plan.to } };
    },
  });
}
