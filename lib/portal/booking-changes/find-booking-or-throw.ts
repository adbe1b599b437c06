import "server-only";
import { ServiceClientError } from "@/lib/client";
import { getPrisma } from "@/lib/db/prisma";
import { findBookedUnit, type BookedUnit } from "../bookings/find-booked-unit";
import { toPortalErrorFromClient } from "../client-errors";
import { readPresentQuotes } from "../enquiries/read-latest-quotes";
import { PortalError } from "../errors";

export type FoundBooking = {
  enquiryId: string;
  connectionId: string;
  providerName: string;
  serviceReference: string;
  bookingId: string;
  booked: BookedUnit;
};

/**
 * The booking of an agency enquiry of this organisation, as its provider has it now: the
 * provider that booked (not withdrawn, its connection not removed) and the quote that
 * carries the booking. A cancelled booking, or none, is refused in words.
 */
export async function findBookingOrThrow(organizationId: string, reference: string): Promise<FoundBooking> {
  const db = getPrisma();
  const tracked = await db.trackedEnquiry.findFirst({ where: { organizationId, reference }, select: { id: true } });
  if (!tracked) throw new PortalError("NOT_FOUND", `Enquiry ${reference} is not one of this organisation's.`);
  const rows = await db.providerEnquiry.findMany({
    where: { organizationId, enquiryId: tracked.id, withdrawnAt: null },
    orderBy: [{ bookedAt: { sort: "desc", nulls: "last" } }, { createdAt: "asc" }],
    select: { connectionId: true, serviceReference: true, state: true },
  });
  const connections = await db.serviceConnection.findMany({
    where: { organizationId, removedAt: null, id: { in: rows.map((r) => r.connectionId) } },
    select: { id: true, name: true },
  });
  const names = new Map(connections.map((c) => [c.id, c.name]));
  for (const row of rows) {
    const providerName = names.get(row.connectionId);
    if (!providerName) continue;
    let booked: BookedUnit | null;
    try {
      booked = await findBookedUnit(organizationId, (await readPresentQuotes(organizationId, row.connectionId, row.serviceReference)).data);
    } catch (error) {
      if (error instanceof ServiceClientError) throw toPortalErrorFromClient(error, `the booking could not be read from ${providerName}`);
      throw error;
    }
    if (!booked) continue;
    if (row.state === "BOOKING_CANCELLED") throw new PortalError("CONFLICT", `The booking ${booked.quote.bookedQuoteItem.bookingId} is cancelled: it can no longer be changed.`);
    return { enquiryId: tracked.id, connectionId: row.connectionId, providerName, serviceReference: row.serviceReference, bookingId: booked.quote.bookedQuoteItem.bookingId, booked };
  }
  throw new PortalError("CONFLICT", `Enquiry ${reference} has no booking to change.`);
}
