import { DeclineBookingChangeRequest, type BookingChange } from "@/lib/contract/booking-change";
import { fieldErrorsOf } from "@/lib/shared/forms";
import { ServiceError, validationError } from "../errors";
import { bookingChangeEventData } from "../events/booking-change-event-data";
import { writeChange } from "../events/write-change";
import { getBookingOrThrow, type BookingKey } from "./booking-key";
import { CHANGE_SELECT, describeChange, toWireChange } from "./change-record";
import { findChangeOrThrow, notWaiting } from "./find-change";
import { logAnswer, type Answerer } from "./log-answer";

/**
 * The provider's specialist declines a change of a booking, saying why (the back office;
 * the sandbox stands in for them there): the change becomes DECLINED with the reason and
 * BOOKING.CHANGE_DECLINED is written with it; the booking stays as it was. A change of a
 * cancelled booking may still be declined. A change no longer REQUESTED is a conflict (409).
 */
export async function declineBookingChange(key: BookingKey, changeId: string, answeredBy: Answerer, reason: string): Promise<BookingChange> {
  const parsed = DeclineBookingChangeRequest.safeParse({ reason });
  if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error, { root: "body" }));
  return writeChange({ models: true }, async ({ db, record }) => {
    const now = new Date();
    const booking = await getBookingOrThrow(db, key);
    const row = await findChangeOrThrow(db, booking, changeId);
    if (row.state !== "REQUESTED") throw new ServiceError("STATE_CONFLICT", notWaiting(row, "declined"));
    const { count } = await db.bookingChange.updateMany({
      where: { id: row.id, state: "REQUESTED" },
      data: { state: "DECLINED", declineReason: parsed.data.reason, answeredBy: answeredBy.name, answeredAt: now },
    });
    if (count !== 1) throw new ServiceError("STATE_CONFLICT", "The change was answered or withdrawn meanwhile; read it again.");
    const declined = toWireChange(await db.bookingChange.findUniqueOrThrow({ where: { id: row.id }, select: CHANGE_SELECT }), { bookingId: booking.reference, enquiryId: booking.enquiry.serviceReference }, null);
    await record({ accountId: booking.accountId, type: "BOOKING.CHANGE_DECLINED", enquiryId: booking.enquiryId, data: bookingChangeEventData(booking, booking.enquiry, declined, null) });
    await logAnswer(db, booking.enquiryId, answeredBy, "BOOKING_CHANGE_DECLINE", `Declined ${describeChange(row)} (booking ${booking.reference}): ${parsed.data.reason}`, now);
    return declined;
  });
}
