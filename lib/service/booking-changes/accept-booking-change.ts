import { AcceptBookingChangeRequest, type AcceptBookingChangeInput, type BookingChange, type BookingVersion } from "@/lib/contract/booking-change";
import { fieldErrorsOf } from "@/lib/shared/forms";
import { versionDifference, versionTotal } from "../booking-versions/version-price";
import { VERSION_SELECT, priceOf, toWireVersion } from "../booking-versions/version-record";
import { ServiceError, validationError } from "../errors";
import { bookingChangeEventData } from "../events/booking-change-event-data";
import { writeChange } from "../events/write-change";
import { newId } from "../ids";
import { moveEnquiryWithin } from "../lifecycle/move-enquiry";
import { getBookingOrThrow, type BookingKey } from "./booking-key";
import { CHANGE_SELECT, describeChange, toWireChange } from "./change-record";
import { bookingStateRefusal } from "./change-rules";
import { currentVersion } from "./current-version";
import { findChangeOrThrow, notWaiting } from "./find-change";
import { logAnswer, type Answerer } from "./log-answer";
import { nextVersion } from "./next-version";

/**
 * The provider's specialist accepts a change of a booking (the back office; the sandbox
 * stands in for them there): in one transaction the change becomes ACCEPTED, the booking
 * gains a version with its price (the total and the difference to the version before exact
 * in the quote's currency), the booking's and its enquiry's dates, guests or lead guest
 * become the version's, and BOOKING.CHANGE_ACCEPTED is written with the change and the
 * version. An accepted CANCEL then cancels the booking by the lifecycle, with BOOKING.CANCELLED
 * and the enquiry BOOKING_CANCELLED. A change no longer REQUESTED, or a cancelled booking, is
 * a conflict (409); an answer that does not fit the change is a validation error, in words.
 */
export async function acceptBookingChange(key: BookingKey, changeId: string, answeredBy: Answerer, input: AcceptBookingChangeInput): Promise<{ change: BookingChange; version: BookingVersion }> {
  // The back office's form and the sandbox's body alike: the contract's rules, once more here.
  const parsed = AcceptBookingChangeRequest.safeParse(input);
  if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error, { root: "body" }));
  const answer = parsed.data;
  return writeChange({ models: true }, async (change) => {
    const { db, record } = change;
    const now = new Date();
    const booking = await getBookingOrThrow(db, key);
    const refs = { bookingId: booking.reference, enquiryId: booking.enquiry.serviceReference };
    const row = await findChangeOrThrow(db, booking, changeId);
    if (row.state !== "REQUESTED") throw new ServiceError("STATE_CONFLICT", notWaiting(row, "accepted"));
    const refusal = bookingStateRefusal(booking.reference, booking.state);
    if (refusal) throw new ServiceError("STATE_CONFLICT", `${refusal} Decline the change instead.`);

    const previous = await currentVersion(db, booking);
    const next = nextVersion(previous, row, answer);
    if ("errors" in next) throw validationError(next.errors, "The answer does not fit the change.");
    const { price, ...stay } = next.version;
    const number = booking.version + 1;
    // Guarded on the change and the booking as read: a second answer, or one that lost a race, writes nothing.
    const taken = await db.bookingChange.updateMany({
      where: { id: row.id, state: "REQUESTED" },
      data: { state: "ACCEPTED", version: number, answeredBy: answeredBy.name, answeredAt: now },
    });
    const moved = await db.booking.updateMany({ where: { id: booking.id, version: booking.version, state: booking.state }, data: { version: number, updatedAt: now } });
    if (taken.count !== 1 || moved.count !== 1) throw new ServiceError("STATE_CONFLICT", "The booking or the change changed meanwhile; read them again and answer again.");
    await db.bookingVersion.create({
      data: {
        id: newId(),
        bookingId: booking.id,
        version: number,
        changeId: row.id,
        kind: row.kind,
        ...stay,
        unitName: previous.unitName,
        currency: price.currency,
        priceBreakdown: price.priceBreakdown ?? undefined,
        charges: price.charges,
        cancellationCharge: price.cancellationCharge,
        total: versionTotal(price).amount,
        difference: versionDifference(price, priceOf(previous)),
        createdAt: now,
      },
    });
    // Every read agrees: the enquiry's details are the booking's current version's.
    const enquiry = await db.enquiry.update({
      where: { id: booking.enquiryId },
      data: { checkIn: stay.checkIn, checkOut: stay.checkOut, guestNumbers: stay.guestNumbers, leadGuest: stay.leadGuest, updatedAt: now },
    });

    const made = await db.bookingVersion.findUniqueOrThrow({ where: { bookingId_version: { bookingId: booking.id, version: number } }, select: VERSION_SELECT });
    const accepted = toWireChange(await db.bookingChange.findUniqueOrThrow({ where: { id: row.id }, select: CHANGE_SELECT }), refs, made);
    const version = toWireVersion(made);
    await record({ accountId: booking.accountId, type: "BOOKING.CHANGE_ACCEPTED", enquiryId: booking.enquiryId, data: bookingChangeEventData(booking, enquiry, accepted, version) });
    const summary = `Accepted ${describeChange(row)} (booking ${booking.reference}, version ${number})`;
    if (row.kind === "CANCEL") {
      await moveEnquiryWithin(change, { serviceReference: booking.enquiry.serviceReference, accountId: booking.accountId }, answeredBy, { move: "CANCEL" }, () => summary);
    } else {
      await logAnswer(db, booking.enquiryId, answeredBy, "BOOKING_CHANGE_ACCEPT", summary, now);
    }
    return { change: accepted, version };
  });
}

