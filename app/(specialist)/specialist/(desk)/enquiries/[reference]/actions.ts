"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { done, specialistAction } from "@/lib/backoffice/action";
import { CLOSURE_REASONS } from "@/lib/contract/common";
import { acceptQuoteItem } from "@/lib/service/backoffice/accept-quote-item";
import { assignSpecialist } from "@/lib/service/backoffice/assign-specialist";
import { BOOKING_MOVES, BOOKING_RULES } from "@/lib/service/backoffice/booking-moves";
import { closeEnquiry } from "@/lib/service/backoffice/close-enquiry";
import { moveBooking } from "@/lib/service/backoffice/move-booking";
import { QuoteComposition } from "@/lib/service/backoffice/quote-composition";
import { parseForm } from "@/lib/shared/forms";
import { reopenEnquiry } from "@/lib/service/backoffice/reopen-enquiry";
import { sendQuote } from "@/lib/service/backoffice/send-quote";
import { startShortlisting } from "@/lib/service/backoffice/start-shortlisting";

const Ref = z.object({ reference: z.string().regex(/^R[A-Z0-9]{7}$/, "is not an enquiry reference") });
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

// The composer's form: a checkbox `unit` per chosen unit ("propertyId:unitId"), an
// optional `rate.<unitId>` override per unit, a description and notes.
const ComposerForm = Ref.extend({
  description: z.string(),
  notes: z.string().optional(),
  unit: z.union([z.string(), z.array(z.string())]).optional(),
}).catchall(z.unknown());

function toComposition(form: z.output<typeof ComposerForm>) {
  const chosen = form.unit === undefined ? [] : Array.isArray(form.unit) ? form.unit : [form.unit];
  const items = new Map<string, { unitId: string; nightlyRate?: string }[]>();
  for (const value of chosen) {
    const [propertyId = "", unitId = ""] = value.split(":");
    const rate = form[`rate.${unitId}`];
    const units = items.get(propertyId) ?? [];
    units.push({ unitId, nightlyRate: typeof rate === "string" && rate.trim() !== "" ? rate.trim() : undefined });
    items.set(propertyId, units);
  }
  return parseForm(QuoteComposition, {
    description: form.description,
    notes: form.notes?.trim() ? form.notes : undefined,
    items: [...items].map(([propertyId, units]) => ({ propertyId, units })),
  });
}

// POST (server action) – send the composed quote
export const sendQuoteAction = specialistAction(ComposerForm, async (form, specialist) => {
  const parsed = toComposition(form);
  if (!parsed.success) {
    const { fieldErrors } = parsed;
    const first = parsed.error.issues[0];
    const where = first?.path[0] === "items" && first.path.length === 1 ? "Properties" : String(first?.path.join(".") ?? "");
    return { status: "error", message: `${where ? `${where}: ` : ""}${first?.message ?? "invalid"}.`, fieldErrors, at: Date.now() };
  }
  await sendQuote(form.reference, specialist, parsed.data);
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
