import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import type { BookingNoteView } from "./add-booking-note";

/** The organisation's notes on a booking, oldest first: only its own, whatever the reference. */
export async function listBookingNotes(organizationId: string, bookingReference: string): Promise<BookingNoteView[]> {
  return getPrisma().bookingNote.findMany({
    where: { organizationId, bookingReference },
    orderBy: { createdAt: "asc" },
    take: 100,
    select: { id: true, text: true, authorName: true, createdAt: true },
  });
}
