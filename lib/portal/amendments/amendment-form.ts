import { z } from "zod";
import { AmendEnquiryRequest, type AmendableField, type AmendEnquiryInput } from "@/lib/contract/amendment";
import type { Enquiry } from "@/lib/contract/enquiry";
import { nestFormFields } from "@/lib/shared/forms";
import { GuestNumbersField, LeadGuestField, RequirementsField, StayDatesField, type EnquiryFormValues } from "../intake/enquiry-form";

// The "Change details" form: the intake form's fields for what an amendment may change,
// each checked by the same rule as when the enquiry was sent (../intake/enquiry-form.ts),
// then by the contract's request. The browser checks with it (zodResolver, loaded with the
// dialog) and the server action parses the posted form with it again.
// Imported by client components: no server-only code here.

/** What the form holds: strings, as its inputs give them. */
export type AmendmentFormValues = Pick<EnquiryFormValues, "checkInOut" | "guestNumbers" | "guestRequirements" | "leadGuest">;

/** Every detail an amendment may change, as the agent wants it now. */
export type AmendmentDetails = Required<Pick<AmendEnquiryInput, AmendableField>>;

export const AmendmentForm = z
  .object({ checkInOut: StayDatesField, guestNumbers: GuestNumbersField, guestRequirements: RequirementsField, leadGuest: LeadGuestField })
  .transform((form) => ({
    checkInOut: form.checkInOut,
    guestNumbers: form.guestNumbers,
    guestRequirements: form.guestRequirements.map(({ text }) => ({ text, type: "GENERAL" as const })),
    leadGuest: form.leadGuest,
  }))
  // The contract's own rules on the whole (at most 50 requirements, …), on the fields they concern.
  .superRefine((details: AmendmentDetails, ctx) => {
    const checked = AmendEnquiryRequest.safeParse(details);
    if (checked.success) return;
    for (const issue of checked.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  });

// The form's values must be something AmendmentForm accepts.
type Assert<T extends z.input<typeof AmendmentForm>> = T;
export type _AmendmentValuesFitTheSchema = Assert<AmendmentFormValues>;

/** Made by the dialog for each new set of values: the same values sent again are the same change. */
export const SUBMISSION_KEY = /^[A-Za-z0-9-]{16,64}$/;

/** The dialog's last submission: its key, and the values it sent (as JSON). */
export type Submission = { key: string; values: string };

/**
 * What "Send the change" sends the form's `values` (as JSON) as: nothing (null) when they
 * are the `present` details the page shows, unless they are the values of the `last`
 * submission, which not every provider took: those are sent again with their key (a
 * provider that has them answers with the change it made, the others get them), however
 * the page's details have changed since (its lead provider took them). Other values get a new key.
 */
export function nextSubmission(values: string, present: string, last: Submission | null, newKey: () => string): Submission | null {
  if (last?.values === values) return last;
  return values === present ? null : { key: newKey(), values };
}

/** The server action's schema: which enquiry, the submission's key, and the details. */
export const PostedAmendment = z.preprocess(
  nestFormFields,
  z.intersection(
    z.object({
      reference: z.string().min(1).max(255),
      submissionKey: z.string().regex(SUBMISSION_KEY, "The form's key is not valid: reload the page and try again."),
    }),
    AmendmentForm,
  ),
);

/** The form's values for an enquiry's present details. */
export function amendmentFormValues(enquiry: Pick<Enquiry, "checkInOut" | "guestNumbers" | "guestRequirements" | "leadGuest">): AmendmentFormValues {
  const { checkInOut, guestNumbers, leadGuest } = enquiry;
  return {
    checkInOut: { checkIn: checkInOut.checkIn ?? "", checkOut: checkInOut.checkOut ?? "" },
    guestNumbers: { adults: String(guestNumbers.adults), children: String(guestNumbers.children), infants: String(guestNumbers.infants) },
    guestRequirements: enquiry.guestRequirements.map(({ text }) => ({ text })),
    leadGuest: {
      givenName: leadGuest.givenName ?? "",
      familyName: leadGuest.familyName ?? "",
      email: leadGuest.email ?? "",
      contactNumber: leadGuest.contactNumber ?? "",
    },
  };
}
