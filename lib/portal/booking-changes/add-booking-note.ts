import "server-only";
import { randomUUID } from "node:crypto";
import { getPrisma } from "@/lib/db/prisma";
import { memberAudit, recordAudit } from "../audit/record-audit";
import type { MemberContext } from "../session/get-member";
import { findBookingOrThrow } from "./find-booking-or-throw";

export type BookingNoteView = { id: string; text: string; authorName: string; createdAt: Date };

/**
 * Notes what was agreed about the enquiry's booking with its provider directly (one without
 * the booking changes extension), in the member's name: the enquiry's page stays the record.
 */
export async function addBookingNote(context: MemberContext, input: { reference: string; text: string }): Promise<BookingNoteView> {
  const organizationId = context.organization.id;
  const found = await findBookingOrThrow(organizationId, input.reference);
  const audit = await memberAudit(context, "booking-note-added", `Noted what was agreed with ${found.providerName} on booking ${found.bookingId} of ${input.reference}.`);
  return getPrisma().$transaction(async (tx) => {
    const note = await tx.bookingNote.create({
      data: {
        id: randomUUID(),
        organizationId,
        connectionId: found.connectionId,
        bookingReference: found.bookingId,
        text: input.text,
        authorId: context.user.id,
        authorName: context.user.name.trim().slice(0, 100) || context.user.email,
      },
      select: { id: true, text: true, authorName: true, createdAt: true },
    });
    await recordAudit(audit, tx);
    return note;
  });
}
