import { randomUUID } from "node:crypto";
import { getPrisma } from "@/lib/db/prisma";

export type StayFields = {
  checkIn: string;
  checkOut: string;
  state?: string;
  placeLabel?: string;
  clientId?: string | null;
  travellerId?: string | null;
  leadGuestName?: string | null;
  bookingVersion?: number | null;
  bookingReference?: string | null;
};

/** A booked stay in the organisation's enquiry index, as the receiver writes it after the booking's events; its id. */
export async function indexStay(organizationId: string, fields: StayFields): Promise<string> {
  const id = randomUUID();
  const reference = `R${randomUUID().slice(0, 7).toUpperCase()}`;
  await getPrisma().trackedEnquiry.create({
    data: {
      id,
      organizationId,
      reference,
      externalId: `ext-${id}`,
      clientReference: "Stay",
      state: fields.state ?? "BOOKING_CONFIRMED",
      checkIn: fields.checkIn,
      checkOut: fields.checkOut,
      placeLabel: fields.placeLabel ?? "Lisbon, Lisbon, Portugal",
      latitude: 38.72,
      longitude: -9.14,
      adults: 1,
      children: 0,
      infants: 0,
      leadGuestName: fields.leadGuestName === undefined ? "Lead Guest" : fields.leadGuestName,
      createdById: "user-1",
      createdByName: "Agent One",
      bookingReference: fields.bookingReference === undefined ? `B${reference.slice(1)}` : fields.bookingReference,
      bookedAt: new Date(),
      bookingVersion: fields.bookingVersion ?? null,
      clientId: fields.clientId ?? null,
      travellerId: fields.travellerId ?? null,
    },
  });
  return id;
}
