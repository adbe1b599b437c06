import type { BookingChange } from "@/lib/contract/booking-change";
import { getPrisma } from "@/lib/db/prisma";
import { ServiceError } from "../errors";
import { bookingChangeEventData } from "../events/booking-change-event-data";
import { writeChange } from "../events/write-change";
import { getBookingOrThrow } from "./booking-key";
import { CHANGE_SELECT, toWireChange } from "./change-record";
import { findChangeOrThrow, notWaiting } from "./find-change";

/**
 * The agent's side takes back a change of one of the account's bookings while it still
 * waits for the provider's answer: it becomes WITHDRAWN and BOOKING.CHANGE_WITHDRAWN is
 * written with it. Idempotent: a change withdrawn before is answered as it is, with no new
 * event. An answered change is a conflict (409); another account's booking is "not found".
 */
export async function withdrawBookingChange(accountId: string, bookingRef: string, changeId: string): Promise<BookingChange> {
  const found = await getBookingOrThrow(getPrisma(), { reference: bookingRef, accountId });
  const refs = { bookingId: found.reference, enquiryId: found.enquiry.serviceReference };
  const row = await findChangeOrThrow(getPrisma(), found, changeId);
  if (row.state === "WITHDRAWN") return toWireChange(row, refs, null);
  if (row.state !== "REQUESTED") throw new ServiceError("STATE_CONFLICT", notWaiting(row, "withdrawn"));

  return writeChange({ models: true }, async ({ db, record }) => {
    const now = new Date();
    const { count } = await db.bookingChange.updateMany({ where: { id: row.id, bookingId: found.id, state: "REQUESTED" }, data: { state: "WITHDRAWN", answeredAt: now } });
    const after = await db.bookingChange.findUniqueOrThrow({ where: { id: row.id }, select: CHANGE_SELECT });
    if (count !== 1) {
      // Withdrawn by another request meanwhile: the same answer; answered meanwhile: refused.
      if (after.state === "WITHDRAWN") return toWireChange(after, refs, null);
      throw new ServiceError("STATE_CONFLICT", notWaiting(after, "withdrawn"));
    }
    const booking = await getBookingOrThrow(db, { reference: found.reference, accountId });
    const change = toWireChange(after, refs, null);
    await record({ accountId, type: "BOOKING.CHANGE_WITHDRAWN", enquiryId: booking.enquiryId, data: bookingChangeEventData(booking, booking.enquiry, change, null) });
    return change;
  });
}
