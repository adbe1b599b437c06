import { ServiceError, notFound } from "../errors";
import { bookingEventData } from "../events/booking-event-data";
import type { ModelChange } from "../events/write-change";
import type { EnquiryRecord } from "../enquiries/to-wire-enquiry";
import { planBookingMove, type BookingMove } from "./booking-lifecycle";

/**
 * A booking move's work, inside the move's change: the enquiry's latest booking takes one
 * step of the booking table, guarded on the state it was read in, and the step's BOOKING.*
 * event is recorded with the enquiry as the move leaves it.
 */
export async function advanceBooking({ db, record }: ModelChange, enquiry: EnquiryRecord, move: BookingMove, now: Date): Promise<{ reference: string; state: string }> {
  const booking = await db.booking.findFirst({ where: { enquiryId: enquiry.id }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  if (!booking) throw notFound(`The booking of enquiry ${enquiry.serviceReference}`);
  const plan = planBookingMove(booking.state, move);
  if (!plan.ok) throw new ServiceError("STATE_CONFLICT", plan.reason);
  const { count } = await db.booking.updateMany({ where: { id: booking.id, state: booking.state }, data: { state: plan.to, updatedAt: now } });
  if (count !== 1) throw new ServiceError("STATE_CONFLICT", "The booking changed meanwhile; reload it and try again.");
  await record({ accountId: enquiry.accountId, type: plan.event, enquiryId: enquiry.id, data: bookingEventData(booking, enquiry) });
  return { reference: booking.reference, state: plan.to };
}
