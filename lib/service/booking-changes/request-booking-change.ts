import { MAX_CHANGES_PER_BOOKING, type BookingChange, type RequestBookingChangeInput } from "@/lib/contract/booking-change";
import { IDEMPOTENCY_KEY } from "@/lib/contract/message";
import type { DbTx } from "@/lib/db/prisma";
import { getPrisma } from "@/lib/db/prisma";
import { isUniqueViolation } from "@/lib/db/sql";
import { toWireVersion, wireGuestNumbers, wireLeadGuest } from "../booking-versions/version-record";
import { ServiceError, validationError } from "../errors";
import { bookingChangeEventData } from "../events/booking-change-event-data";
import { writeChange } from "../events/write-change";
import { newId } from "../ids";
import { getBookingOrThrow, type FoundBooking } from "./booking-key";
import { CHANGE_SELECT, describeChange, toWireChange } from "./change-record";
import { bookingStateRefusal, requestProblems } from "./change-rules";
import { currentVersion } from "./current-version";

export type RequestBookingChangeOptions = {
  accountId: string;
  /** The booking's reference (B…). */
  bookingRef: string;
  request: RequestBookingChangeInput;
  /** The same key again (same account and booking) is the same change. */
  idempotencyKey?: string | null;
};

/** Why a second change is refused while one waits: it names the one waiting. */
function oneAtATime(booking: FoundBooking, waiting: { kind: string; checkOut: string | null; id: string }): ServiceError {
  return new ServiceError(
    "STATE_CONFLICT",
    `Booking ${booking.reference} already has a change waiting for the provider's answer (${describeChange(waiting)}, ${waiting.id}): a booking takes one change at a time. Withdraw that one, or wait for the answer.`,
  );
}

async function requestedChange(db: DbTx, bookingId: string) {
  return db.bookingChange.findFirst({ where: { bookingId, state: "REQUESTED" }, select: { id: true, kind: true, checkOut: true } });
}

/**
 * The agent's side asks to change one of the account's bookings (extend, shorten, guests,
 * lead guest, cancel): the change is REQUESTED, for the provider's specialist to answer,
 * and BOOKING.CHANGE_REQUESTED is written with it in one transaction. Refused with words: a
 * cancelled booking, a second change while one waits, values the booking's current version
 * rules out. `created` is false when the idempotency key named a change asked for before:
 * that change is answered and nothing is written, even when both arrive at once. Two
 * requests at once without a key: exactly one is kept (the booking's row is locked, and a
 * unique index keeps one REQUESTED change per booking on either database).
 */
export async function requestBookingChange(options: RequestBookingChangeOptions): Promise<{ change: BookingChange; created: boolean }> {
  const { accountId, request } = options;
  const idempotencyKey = options.idempotencyKey ?? null;
  if (idempotencyKey !== null && !IDEMPOTENCY_KEY.test(idempotencyKey)) throw validationError({ "idempotency-key": ["Must be 1 to 200 printable characters."] });
  const found = await getBookingOrThrow(getPrisma(), { reference: options.bookingRef, accountId });
  const refs = { bookingId: found.reference, enquiryId: found.enquiry.serviceReference };
  const sameKey = idempotencyKey === null ? null : { accountId, bookingId: found.id, idempotencyKey };
  const earlier = async (db: DbTx = getPrisma()) => {
    const row = sameKey && (await db.bookingChange.findFirst({ where: sameKey, select: CHANGE_SELECT }));
    if (!row) return null;
    const made = row.version === null ? null : await db.bookingVersion.findUnique({ where: { bookingId_version: { bookingId: found.id, version: row.version } } });
    return { change: toWireChange(row, refs, made), created: false };
  };
  const before = await earlier();
  if (before) return before;

  try {
    return await writeChange({ models: true }, async ({ db, record }) => {
      const now = new Date();
      // Locks the booking's row for this transaction (PostgreSQL), so that requests, answers
      // and the specialist's moves of one booking take turns; refused once it is cancelled.
      const { count } = await db.booking.updateMany({ where: { id: found.id, accountId, state: { not: "CANCELLED" } }, data: { updatedAt: now } });
      const booking = await getBookingOrThrow(db, { reference: found.reference, accountId });
      if (count !== 1) throw new ServiceError("STATE_CONFLICT", bookingStateRefusal(booking.reference, booking.state) ?? "The booking changed meanwhile; read it again.");
      const again = await earlier(db);
      if (again) return again;
      const waiting = await requestedChange(db, booking.id);
      if (waiting) throw oneAtATime(booking, waiting);
      if ((await db.bookingChange.count({ where: { bookingId: booking.id } })) >= MAX_CHANGES_PER_BOOKING) {
        throw new ServiceError("STATE_CONFLICT", `Booking ${booking.reference} has had ${MAX_CHANGES_PER_BOOKING} changes, the most one booking keeps: ask the provider to rebook it.`);
      }
      const current = toWireVersion(await currentVersion(db, booking));
      const problems = requestProblems(current, request);
      if (problems) throw validationError(problems, "The change does not fit the booking as it stands.");

      const id = newId();
      await db.bookingChange.create({
        data: {
          id,
          accountId,
          bookingId: booking.id,
          kind: request.kind,
          state: "REQUESTED",
          checkOut: request.checkOut ?? null,
          guestNumbers: request.guestNumbers ? wireGuestNumbers(request.guestNumbers) : undefined,
          leadGuest: request.leadGuest ? wireLeadGuest(request.leadGuest) : undefined,
          note: request.note ?? null,
          authorName: request.authorName ?? null,
          idempotencyKey,
          createdAt: now,
        },
      });
      const row = await db.bookingChange.findUniqueOrThrow({ where: { id }, select: CHANGE_SELECT });
      const change = toWireChange(row, refs, null);
      await record({ accountId, type: "BOOKING.CHANGE_REQUESTED", enquiryId: booking.enquiryId, data: bookingChangeEventData(booking, booking.enquiry, change, null) });
      return { change, created: true };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Two requests at once: the same key's winner is the answer; otherwise the other change waits.
    const winner = await earlier();
    if (winner) return winner;
    const waiting = await requestedChange(getPrisma(), found.id);
    if (waiting) throw oneAtATime(found, waiting);
    throw error;
  }
}
