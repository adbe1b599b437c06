import type { DbTx } from "@/lib/db/prisma";
import { writeFirstVersion } from "../booking-versions/first-version";
import { VERSION_SELECT, type VersionRow } from "../booking-versions/version-record";
import type { FoundBooking } from "./booking-key";

/**
 * The booking's current version. A booking made before versions were kept gets its
 * version 1 (the booking as booked) here, the first time it is asked for.
 */
export async function currentVersion(db: DbTx, booking: FoundBooking): Promise<VersionRow> {
  const row = await db.bookingVersion.findUnique({ where: { bookingId_version: { bookingId: booking.id, version: booking.version } }, select: VERSION_SELECT });
  if (row) return row;
  await writeFirstVersion(db, { booking, enquiry: booking.enquiry });
  return db.bookingVersion.findUniqueOrThrow({ where: { bookingId_version: { bookingId: booking.id, version: booking.version } }, select: VERSION_SELECT });
}
