import { z } from "zod";
import { BOOKING_CHANGE_KINDS, ChangeNote, RequestBookingChangeRequest, type RequestBookingChangeInput } from "@/lib/contract/booking-change";
import { CalendarDate } from "@/lib/contract/common";
import { nestFormFields } from "@/lib/shared/forms";
import { GuestNumbersField, LeadGuestField } from "../intake/enquiry-form";
import { SUBMISSION_KEY } from "../amendments/amendment-form";

// The "Change the booking" form: the kind of change, the one value it needs, and a note.
// The browser checks with it (zodResolver, loaded with the dialog) and the server action
// parses the posted form with it again; then the contract's request has the last word.
// Imported by client components: no server-only code here.

export const BOOKING_CHANGE_WORDS: Record<(typeof BOOKING_CHANGE_KINDS)[number], string> = {
  EXTEND: "Extend the stay (a later check-out)",
  SHORTEN: "Shorten the stay (an earlier check-out)",
  GUESTS: "Change the guests",
  LEAD_GUEST: "Change the lead guest",
  CANCEL: "Cancel the booking",
};

/** What the form holds: strings, as its inputs give them. */
export type BookingChangeFormValues = {
  kind: (typeof BOOKING_CHANGE_KINDS)[number];
  checkOut: string;
  guestNumbers: { adults: string; children: string; infants: string };
  leadGuest: { givenName: string; familyName: string; email: string; contactNumber: string };
  note: string;
};

const blankAsUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const BookingChangeForm = z
  .object({
    kind: z.enum(BOOKING_CHANGE_KINDS, { error: "Choose what to change." }),
    checkOut: z.string().optional(),
    guestNumbers: z.unknown().optional(),
    leadGuest: z.unknown().optional(),
    note: z.preprocess(blankAsUndefined, ChangeNote.optional()),
  })
  // Only the kind's own value is read (the other fields may keep what was typed before the kind changed).
  .transform((form, ctx): RequestBookingChangeInput => {
    const request: Record<string, unknown> = { kind: form.kind, ...(form.note ? { note: form.note } : {}) };
    let fieldFailed = false;
    const field = (name: string, parsed: z.ZodSafeParseResult<unknown>) => {
      if (parsed.success) return parsed.data;
      fieldFailed = true;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", path: [name, ...issue.path], message: issue.message });
      return undefined;
    };
    if (form.kind === "EXTEND" || form.kind === "SHORTEN") {
      request.checkOut = field("checkOut", z.string({ error: "Give the new check-out date." }).min(1, "Give the new check-out date.").pipe(CalendarDate).safeParse(form.checkOut ?? ""));
    }
    if (form.kind === "GUESTS") request.guestNumbers = field("guestNumbers", GuestNumbersField.safeParse(form.guestNumbers ?? {}));
    if (form.kind === "LEAD_GUEST") {
      const lead = field("leadGuest", LeadGuestField.safeParse(form.leadGuest ?? {})) as Record<string, unknown> | undefined;
      if (lead) request.leadGuest = Object.fromEntries(Object.entries(lead).map(([k, v]) => [k, v === "" ? null : v]));
    }
    // The field's own words are enough: the contract would only repeat them.
    if (fieldFailed) return z.NEVER;
    const checked = RequestBookingChangeRequest.safeParse(request);
    if (!checked.success) {
      for (const issue of checked.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
      return z.NEVER;
    }
    return checked.data;
  });

/** The server action's schema: which enquiry, the submission's key, and the change. */
export const PostedBookingChange = z.preprocess(
  nestFormFields,
  z.intersection(
    z.object({
      reference: z.string().min(1).max(255),
      submissionKey: z.string().regex(SUBMISSION_KEY, "The form's key is not valid: reload the page and try again."),
    }),
    BookingChangeForm,
  ),
);
