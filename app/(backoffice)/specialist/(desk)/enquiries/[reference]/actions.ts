"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { done, refused, specialistAction } from "@/lib/service/backoffice/web/action";
import { ComposerForm, readComposerForm } from "@/lib/service/backoffice/web/composer-form";
import { CLOSURE_REASONS, ServiceReference } from "@/lib/contract/common";
import { acceptQuoteItem } from "@/lib/service/backoffice/accept-quote-item";
import { assignSpecialist } from "@/lib/service/backoffice/assign-specialist";
import { BOOKING_MOVES, BOOKING_RULES } from "@/lib/service/backoffice/booking-moves";
import { closeEnquiry } from "@/lib/service/backoffice/close-enquiry";
import { moveBooking } from "@/lib/service/backoffice/move-booking";
import { reopenEnquiry } from "@/lib/service/backoffice/reopen-enquiry";
import { sendQuote } from "@/lib/service/backoffice/send-quote";
import { startShortlisting } from "@/lib/service/backoffice/start-shortlisting";

const Ref = z.object({ reference: ServiceReference });
const refresh = (reference: string) => revalidatePath(`/specialist/enquiries/${reference}`);

// POST (server action) – the signed-in specialist takes the enquiry
export const assignAction = specialistAction(Ref, async ({ reference }, specialist) => {
  await assignSpecialist(reference, specialist);
  refresh(reference);
  return done(`${reference} is assigned to you.`);
});

// POST (server action) – NEW → SHORTLISTING
export const shortlistAction = specialistAction(Ref, async ({ reference }, specialist) => {
  await startShortlisting(reference, specialist);
  refresh(reference);
  return done("Shortlisting started.");
});

// POST (server action) – close with a reason
export const closeAction = specialistAction(
  Ref.extend({ closureReason: z.enum(CLOSURE_REASONS, { error: "Choose a closure reason." }) }),
  async ({ reference, closureReason }, specialist) => {
    await closeEnquiry(reference, specialist, closureReason);
    refresh(reference);
    return done("Enquiry closed.");
  },
);

// POST (server action) – reopen a closed enquiry
export const reopenAction = specialistAction(Ref, async ({ reference }, specialist) => {
  const { state } = await reopenEnquiry(reference, specialist);
  refresh(reference);
  return done(`Enquiry reopened: it is ${state} again.`);
});

// POST (server action) – send the composed quote
export const sendQuoteAction = specialistAction(Ref.extend(ComposerForm.shape).catchall(z.unknown()), async (form, specialist) => {
  const read = readComposerForm(form);
  if (!read.ok) return refused(read.fieldErrors);
  await sendQuote(form.reference, specialist, read.composition);
  refresh(form.reference);
  return done("Quote sent.");
});

// POST (server action) – the client accepted an item of the ACTIVE quote
export const acceptItemAction = specialistAction(
  Ref.extend({ quoteId: z.string().min(1), quoteItemId: z.string().min(1) }),
  async ({ reference, quoteId, quoteItemId }, specialist) => {
    const { bookingReference } = await acceptQuoteItem(reference, specialist, quoteId, quoteItemId);
    refresh(reference);
    return done(`Booking ${bookingReference} created (pending).`);
  },
);

// POST (server action) – move the booking one step
export const bookingMoveAction = specialistAction(Ref.extend({ move: z.enum(BOOKING_MOVES) }), async ({ reference, move }, specialist) => {
  await moveBooking(reference, specialist, move);
  refresh(reference);
  return done(`${BOOKING_RULES[move].label}.`);
});
