import { MAX_CHANGES_PER_BOOKING, type BookingChangeHistory } from "@/lib/contract/booking-change";
import { getPrisma } from "@/lib/db/prisma";
import { VERSION_SELECT, toWireVersion } from "../booking-versions/version-record";
import { getBookingOrThrow, type BookingKey } from "./booking-key";
import { CHANGE_SELECT, toWireChange } from "./change-record";
import { currentVersion } from "./current-version";

/**
 * A booking's changes (newest first) and versions (oldest first, version 1 the booking as
 * booked), with its state and current version: what the API's list answers, and what the
 * back office shows. Scoped to the key's account.
 */
export async function getBookingChangeHistory(key: BookingKey): Promise<BookingChangeHistory> {
  const db = getPrisma();
  const booking = await getBookingOrThrow(db, key);
  await currentVersion(db, booking);
  const [changes, versions] = await Promise.all([
    db.bookingChange.findMany({ where: { bookingId: booking.id }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: MAX_CHANGES_PER_BOOKING, select: CHANGE_SELECT }),
    db.bookingVersion.findMany({ where: { bookingId: booking.id }, orderBy: { version: "asc" }, select: VERSION_SELECT }),
  ]);
  const byChange = new Map(versions.filter((v) => v.changeId !== null).map((v) => [v.changeId!, v]));
  const refs = { bookingId: booking.reference, enquiryId: booking.enquiry.serviceReference };
  return {
    bookingId: booking.reference,
    enquiryId: booking.enquiry.serviceReference,
    state: booking.state as BookingChangeHistory["state"],
    version: booking.version,
    changes: changes.map((row) => toWireChange(row, refs, byChange.get(row.id) ?? null)),
    versions: versions.map(toWireVersion),
  };
}
