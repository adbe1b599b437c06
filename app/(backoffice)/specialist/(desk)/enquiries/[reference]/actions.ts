"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { done, refused, specialistAction } from "@/lib/service/backoffice/web/action";
import { ComposerForm, readComposerForm } from "@/lib/service/backoffice/web/composer-form";
import { CLOSURE_REASONS, ServiceReference } from "@/lib/contract/common";
import { BOOKING_REFERENCE } from "@/lib/contract/booking-change";
import { IDEMPOTENCY_KEY, MAX_ATTACHMENTS_PER_MESSAGE, MessageText } from "@/lib/contract/message";
import { checkboxGroup } from "@/lib/shared/forms";
import { ServiceError } from "@/lib/service/errors";
import { postDeskMessage } from "@/lib/service/backoffice/post-desk-message";
import { acceptChangeAtDesk, declineChangeAtDesk } from "@/lib/service/backoffice/answer-booking-change";
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

const MessageForm = Ref.extend({
  text: MessageText,
  attachmentIds: checkboxGroup(z.string().min(1).max(255)).pipe(z.array(z.string()).max(MAX_ATTACHMENTS_PER_MESSAGE, `Attach at most ${MAX_ATTACHMENTS_PER_MESSAGE} files.`)),
  // Made once per draft by the form: a double click or a retry is the same message.
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY, "The form is out of date: reload the page and send again."),
});

// POST (server action) – the specialist answers on the enquiry's conversation
export const postMessageAction = specialistAction(MessageForm, async ({ reference, text, attachmentIds, idempotencyKey }, specialist) => {
  try {
    await postDeskMessage(reference, specialist, { text, attachmentIds, idempotencyKey });
  } catch (error) {
    // The service names its fields as the API does; the form has a message and its files.
    if (error instanceof ServiceError && error.errors) {
      const fieldErrors: Record<string, string[]> = {};
      for (const [field, messages] of Object.entries(error.errors)) {
        const name = field.startsWith("attachmentIds") ? "files" : field === "text" ? "text" : "form";
        (fieldErrors[name] ??= []).push(...messages);
      }
      return refused(fieldErrors);
    }
    throw error;
  }
  refresh(reference);
  return done("Message sent.");
});

const ChangeForm = Ref.extend({
  booking: z.string().regex(BOOKING_REFERENCE, "The form is out of date: reload the page."),
  changeId: z.string().min(1, "The form is out of date: reload the page.").max(100),
});

// The service names the acceptance's fields as the API does; the form asks for two figures.
function onChangeForm(error: unknown) {
  if (!(error instanceof ServiceError) || error.code !== "VALIDATION_ERROR" || !error.errors) throw error;
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    const name = field.startsWith("priceBreakdown") || field.startsWith("charges") || field === "perPeriod" ? "perPeriod" : field === "cancellationCharge" || field === "reason" ? field : "form";
    (fieldErrors[name] ??= []).push(...messages);
  }
  return refused(fieldErrors);
}

// POST (server action) – accept the booking's change: the stay's price per period, a cancellation charge
export const acceptBookingChangeAction = specialistAction(
  ChangeForm.extend({ perPeriod: z.string().max(40).optional(), cancellationCharge: z.string().max(40).optional() }),
  async ({ reference, booking, changeId, perPeriod, cancellationCharge }, specialist) => {
    try {
      const { version } = await acceptChangeAtDesk({ enquiry: reference, booking, change: changeId }, specialist, { perPeriod, cancellationCharge });
      refresh(reference);
      return done(`Change accepted: booking ${booking} is at version ${version.version}.`);
    } catch (error) {
      return onChangeForm(error);
    }
  },
);

// POST (server action) – decline the booking's change, with the reason the agent's side is told
export const declineBookingChangeAction = specialistAction(ChangeForm.extend({ reason: z.string().max(5000) }), async ({ reference, booking, changeId, reason }, specialist) => {
  try {
    await declineChangeAtDesk({ enquiry: reference, booking, change: changeId }, specialist, reason);
    refresh(reference);
    return done(`Change declined: booking ${booking} stays as it was.`);
  } catch (error) {
    return onChangeForm(error);
  }
});
