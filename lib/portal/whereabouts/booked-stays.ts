import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getPrisma } from "@/lib/db/prisma";

// A booked stay as "Who is where" and the client's feeds show it, read from the
// organisation's enquiry index: its dates are the booking's current ones (an extension or an
// early departure reaches the index with BOOKING.CHANGE_ACCEPTED, see
// lib/portal/receiver/sync-enquiry-after-event.ts), its state the providers' taken together.

export type StayStatus = "pending" | "confirmed" | "cancelled";

/** The index's states of a booking: pending, confirmed (check-in details sent too) and cancelled. */
export const STAY_STATES: Record<string, StayStatus> = {
  BOOKING_PENDING: "pending",
  BOOKING_CONFIRMED: "confirmed",
  BOOKING_CHECK_IN_DETAILS_SENT: "confirmed",
  BOOKING_CANCELLED: "cancelled",
};
export const LIVE_STAY_STATES = ["BOOKING_PENDING", "BOOKING_CONFIRMED", "BOOKING_CHECK_IN_DETAILS_SENT"];

export type BookedStay = {
  id: string;
  reference: string;
  bookingReference: string;
  status: StayStatus;
  checkIn: string;
  checkOut: string;
  placeLabel: string;
  latitude: number;
  longitude: number;
  client: { id: string; name: string } | null;
  /** The client's traveller the enquiry names, else the lead guest's name as sent (no contact details then). */
  traveller: { name: string; email: string | null; phone: string | null };
  /** The booking's current version (1 as booked; null when the provider keeps none). */
  bookingVersion: number | null;
  updatedAt: Date;
};

const SELECT = {
  id: true,
  reference: true,
  bookingReference: true,
  state: true,
  checkIn: true,
  checkOut: true,
  placeLabel: true,
  latitude: true,
  longitude: true,
  leadGuestName: true,
  clientId: true,
  travellerId: true,
  bookingVersion: true,
  updatedAt: true,
} as const;

/**
 * The organisation's booked stays that `where` picks (always within the organisation, with
 * a booking and dates), by check-in, at most `take`, with their client and traveller.
 */
export async function findBookedStays(organizationId: string, where: Prisma.TrackedEnquiryWhereInput, take: number): Promise<BookedStay[]> {
  const db = getPrisma();
  const rows = await db.trackedEnquiry.findMany({
    where: { AND: [where, { organizationId, bookingReference: { not: null }, checkIn: { not: null }, checkOut: { not: null } }] },
    select: SELECT,
    orderBy: [{ checkIn: "asc" }, { id: "asc" }],
    take,
  });
  const clientIds = [...new Set(rows.flatMap((r) => (r.clientId ? [r.clientId] : [])))];
  const travellerIds = [...new Set(rows.flatMap((r) => (r.travellerId ? [r.travellerId] : [])))];
  const [clients, travellers] = await Promise.all([
    clientIds.length > 0 ? db.client.findMany({ where: { organizationId, id: { in: clientIds } }, select: { id: true, name: true } }) : [],
    travellerIds.length > 0
      ? db.clientTraveller.findMany({ where: { id: { in: travellerIds }, client: { organizationId } }, select: { id: true, clientId: true, givenName: true, familyName: true, email: true, phone: true } })
      : [],
  ]);
  const clientOf = new Map(clients.map((c) => [c.id, c]));
  const travellerOf = new Map(travellers.map((t) => [t.id, t]));
  return rows.map((row) => {
    const known = row.travellerId ? travellerOf.get(row.travellerId) : undefined;
    // A traveller of the enquiry's own client only: another client's is not this stay's.
    const traveller = known && known.clientId === row.clientId ? known : undefined;
    return {
      id: row.id,
      reference: row.reference,
      bookingReference: row.bookingReference!,
      status: STAY_STATES[row.state] ?? "confirmed",
      checkIn: row.checkIn!,
      checkOut: row.checkOut!,
      placeLabel: row.placeLabel,
      latitude: row.latitude,
      longitude: row.longitude,
      client: row.clientId ? (clientOf.get(row.clientId) ?? null) : null,
      traveller: traveller
        ? { name: `${traveller.givenName} ${traveller.familyName}`, email: traveller.email, phone: traveller.phone }
        : { name: row.leadGuestName ?? "Guest not named", email: null, phone: null },
      bookingVersion: row.bookingVersion,
      updatedAt: row.updatedAt,
    };
  });
}
