"use server";

import { z } from "zod";
import { CHANGE_NOTE_MAX } from "@/lib/contract/booking-change";
import { memberAction, success } from "@/lib/portal/action";
import { addBookingNote } from "@/lib/portal/booking-changes/add-booking-note";
import { PostedBookingChange } from "@/lib/portal/booking-changes/booking-change-form";
import { requestBookingChange } from "@/lib/portal/booking-changes/request-booking-change";
import { withdrawBookingChange } from "@/lib/portal/booking-changes/withdraw-booking-change";

export type BookingChangeResult = { status: "requested" | "no-extension"; providerName?: string };

// POST (server action) – ask the provider that booked the enquiry to change the booking (admins and agents)
export const requestBookingChangeAction = memberAction({ schema: PostedBookingChange }, async ({ reference, submissionKey, ...change }, context) => {
  const answer = await requestBookingChange(context, { reference, submissionKey, change });
  return success<BookingChangeResult>(answer.message, { status: answer.status, ...(answer.status === "no-extension" ? { providerName: answer.providerName } : {}) });
});

const PostedWithdrawal = z.object({ reference: z.string().min(1).max(255), changeId: z.string().min(1).max(100) });

// POST (server action) – take back the booking's change still waiting for the provider's answer
export const withdrawBookingChangeAction = memberAction({ schema: PostedWithdrawal }, async (input, context) => {
  await withdrawBookingChange(context, input);
  return success("The change is withdrawn.");
});

const PostedNote = z.object({
  reference: z.string().min(1).max(255),
  text: z.string().trim().min(1, "Write what was agreed.").max(CHANGE_NOTE_MAX, `Must be at most ${CHANGE_NOTE_MAX.toLocaleString("en")} characters.`),
});

// POST (server action) – note on the booking what was agreed with a provider directly
export const addBookingNoteAction = memberAction({ schema: PostedNote }, async (input, context) => {
  await addBookingNote(context, input);
  return success("The note is on the booking.");
});
