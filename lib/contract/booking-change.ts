import { z } from "zod";
import { CalendarDate, Timestamp } from "./common";
import { EnquiryGuestNumbers, EnquiryLeadGuest, GuestNumbers, LeadGuest } from "./enquiry";
import { AuthorName } from "./message";
import { CURRENCY } from "./money";
import { PriceBreakdown } from "./quote";
import { MAX_STAY_NIGHTS } from "./stay";

/** An amount on the wire: decimal text, its currency's digits. */
export const DecimalAmount = z
  .string()
  .regex(/^[-+]?\d+(\.\d+)?$/, "Must be an amount written as decimal text, such as \"1240.00\".")
  .meta({ description: "Decimal text in the currency's minor units (2 decimals for GBP, none for JPY); never a floating-point number.", example: "1240.00" });

export const Money = z
  .object({
    currency: z.string().regex(CURRENCY).meta({ description: "ISO 4217 code.", example: "GBP" }),
    amount: DecimalAmount,
  })
  .meta({ id: "Money", description: "An amount in its currency, as exact decimal text." });
export type Money = z.infer<typeof Money>;

// Changes of a booking (a Staydesk extension, not in the specification): on a long stay the
// agent's side asks to extend it, leave early, change the guests or the lead guest, or cancel,
// and the provider's specialist accepts (with the new price, or the charge the cancellation
// policy asks) or declines. A change never makes a new booking: the booking keeps its
// reference and gains a version, each with its own price. Written once: the service
// validates with these, the OpenAPI document shows them, and the typed client reads them.

export const BOOKING_CHANGE_KINDS = ["EXTEND", "SHORTEN", "GUESTS", "LEAD_GUEST", "CANCEL"] as const;
export type BookingChangeKind = (typeof BOOKING_CHANGE_KINDS)[number];
export const BOOKING_CHANGE_STATES = ["REQUESTED", "ACCEPTED", "DECLINED", "WITHDRAWN"] as const;
export type BookingChangeState = (typeof BOOKING_CHANGE_STATES)[number];

/** A booking's reference: B and seven of A–Z and 0–9, e.g. B7K2M9QX (the quote's bookedQuoteItem.bookingId). */
export const BOOKING_REFERENCE = /^B[A-Z0-9]{7}$/;
/** At most this many changes a booking keeps (requests of every state): its history stays one answer. */
export const MAX_CHANGES_PER_BOOKING = 100;
export const CHANGE_NOTE_MAX = 1000;
export const DECLINE_REASON_MAX = 1000;
export const CHARGE_SUMMARY_MAX = 200;
/** At most this many additional charges a version lists. */
export const MAX_VERSION_CHARGES = 20;

// Any control character but line breaks and tabs.
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const CONTROL = /[\u0000-\u001F\u007F]/;

const plainText = (max: number, empty: string) =>
  z
    .string()
    .trim()
    .min(1, empty)
    .max(max, `Must be at most ${max.toLocaleString("en")} characters.`)
    .refine((v) => !CONTROL_IN_TEXT.test(v), "Must be plain text: no control characters but line breaks and tabs.");

export const ChangeNote = plainText(CHANGE_NOTE_MAX, "Leave the note out, or write one.");
export const DeclineReason = plainText(DECLINE_REASON_MAX, "Say why the change is declined.");

const KIND_WORDS = `Must be one of ${BOOKING_CHANGE_KINDS.join(", ")}.`;

/** What each kind asks for: the one field it needs (none for CANCEL). */
export const FIELD_OF_KIND = {
  EXTEND: "checkOut",
  SHORTEN: "checkOut",
  GUESTS: "guestNumbers",
  LEAD_GUEST: "leadGuest",
  CANCEL: null,
} as const satisfies Record<BookingChangeKind, "checkOut" | "guestNumbers" | "leadGuest" | null>;

const NEEDS: Record<"checkOut" | "guestNumbers" | "leadGuest", string> = {
  checkOut: "Give the new check-out date.",
  guestNumbers: "Give the new guest numbers.",
  leadGuest: "Give the new lead guest.",
};
const TAKES: Record<"checkOut" | "guestNumbers" | "leadGuest", string> = {
  checkOut: "Only an EXTEND or SHORTEN change takes a check-out date.",
  guestNumbers: "Only a GUESTS change takes guest numbers.",
  leadGuest: "Only a LEAD_GUEST change takes a lead guest.",
};

export const RequestBookingChangeRequest = z
  .object({
    kind: z.enum(BOOKING_CHANGE_KINDS, { error: KIND_WORDS }).meta({
      description:
        "EXTEND: a later check-out. SHORTEN: an earlier check-out (under the quote's cancellation policy). GUESTS: other guest numbers. LEAD_GUEST: another lead guest. CANCEL: the stay is cancelled.",
      example: "EXTEND",
    }),
    checkOut: CalendarDate.optional().meta({
      description: `EXTEND and SHORTEN only: the new check-out. An extension's is after the current check-out, the stay at most ${MAX_STAY_NIGHTS} nights; a shortened stay's is after check-in and before the current check-out.`,
      example: "2027-03-14",
    }),
    // GUESTS only: the new guest numbers, at least one adult. LEAD_GUEST only: the new lead guest, all of it.
    guestNumbers: GuestNumbers.optional(),
    leadGuest: LeadGuest.optional(),
    note: ChangeNote.optional().meta({ description: `For the provider's specialist: plain text, at most ${CHANGE_NOTE_MAX} characters.`, example: "The project runs a week longer." }),
    authorName: AuthorName.optional().meta({ description: "Who asks for the change, as the provider's specialist will see it.", example: "Ana Silva" }),
  })
  .superRefine((request, ctx) => {
    const needed = FIELD_OF_KIND[request.kind];
    for (const field of ["checkOut", "guestNumbers", "leadGuest"] as const) {
      if (field === needed && request[field] === undefined) ctx.addIssue({ code: "custom", path: [field], message: NEEDS[field] });
      if (field !== needed && request[field] !== undefined) ctx.addIssue({ code: "custom", path: [field], message: TAKES[field] });
    }
  })
  .meta({
    id: "RequestBookingChangeRequest",
    description:
      "The kind of change and the one value it needs: checkOut for EXTEND and SHORTEN, guestNumbers for GUESTS (at least one adult), leadGuest for LEAD_GUEST (all of it), none for CANCEL. A value another kind takes is refused. Unknown fields are ignored.",
  });
export type RequestBookingChangeRequest = z.input<typeof RequestBookingChangeRequest>;
export type RequestBookingChangeInput = z.output<typeof RequestBookingChangeRequest>;

/** An additional charge of a version's price, counted in its whole stay (tax included). */
export const VersionCharge = z
  .object({
    summary: z
      .string()
      .trim()
      .min(1, "Name the charge.")
      .max(CHARGE_SUMMARY_MAX, `Must be at most ${CHARGE_SUMMARY_MAX} characters.`)
      .refine((v) => !CONTROL.test(v), "Must be one line of plain text.")
      .meta({ example: "Final cleaning at check-out" }),
    amount: DecimalAmount.meta({ description: "Over the whole stay, tax included, as decimal text.", example: "59.00" }),
  })
  .meta({ id: "VersionCharge" });
export type VersionCharge = z.infer<typeof VersionCharge>;

export const AcceptBookingChangeRequest = z
  .object({
    priceBreakdown: PriceBreakdown.optional(),
    charges: z
      .array(VersionCharge)
      .max(MAX_VERSION_CHARGES, `At most ${MAX_VERSION_CHARGES} charges.`)
      .optional()
      .meta({ description: "With priceBreakdown: the additional charges counted in its whole stay (none when left out)." }),
    cancellationCharge: DecimalAmount.optional().meta({
      description: "SHORTEN and CANCEL only: what the cancellation policy charges for the nights given up (0 when left out).",
      example: "350.00",
    }),
  })
  .meta({
    id: "AcceptBookingChangeRequest",
    description:
      "The provider's acceptance: the new price, or the charge. `priceBreakdown` is the stay's new price, in the quote's shape and the booking's currency: needed for EXTEND and SHORTEN, optional for GUESTS and LEAD_GUEST (left out, the price stays as it is), refused for CANCEL. Its wholeStay.includingTax must be exactly the nights times perPeriod's includingTaxWithBookingFee plus the charges, and excludingTax + taxAmount = includingTax. Unknown fields are ignored.",
  });
export type AcceptBookingChangeRequest = z.input<typeof AcceptBookingChangeRequest>;
export type AcceptBookingChangeInput = z.output<typeof AcceptBookingChangeRequest>;

export const DeclineBookingChangeRequest = z
  .object({ reason: DeclineReason.meta({ description: `Why, for the agent: plain text, at most ${DECLINE_REASON_MAX} characters.`, example: "The apartment is let from 10 March." }) })
  .meta({ id: "DeclineBookingChangeRequest", description: "Unknown fields are ignored." });
export type DeclineBookingChangeRequest = z.input<typeof DeclineBookingChangeRequest>;

export const BookingChangeKind = z.enum(BOOKING_CHANGE_KINDS).meta({ id: "BookingChangeKind" });
export const BookingChangeState = z.enum(BOOKING_CHANGE_STATES).meta({
  id: "BookingChangeState",
  description: "REQUESTED: waiting for the provider's answer. ACCEPTED: applied as a new version. DECLINED: refused, with a reason. WITHDRAWN: the agent's side took it back.",
});

export const BookingChange = z
  .object({
    id: z.string().meta({ example: "0193a0d1-2b3c-7d4e-8f90-a1b2c3d4e5f6" }),
    bookingId: z.string().meta({ description: "The booking's reference, as the quote's bookedQuoteItem.bookingId.", example: "B7K2M9QX" }),
    enquiryId: z.string().meta({ description: "The booking's enquiry's serviceReference.", example: "R4E2F3A4" }),
    kind: BookingChangeKind,
    state: BookingChangeState,
    checkOut: CalendarDate.nullable().meta({ description: "EXTEND and SHORTEN: the check-out asked for." }),
    // GUESTS: the guest numbers asked for; LEAD_GUEST: the lead guest asked for.
    guestNumbers: z.union([EnquiryGuestNumbers, z.null()]),
    leadGuest: z.union([EnquiryLeadGuest, z.null()]),
    note: z.string().nullable(),
    authorName: z.string().nullable(),
    version: z.number().int().min(2).nullable().meta({ description: "ACCEPTED: the booking's version it made (the booking as booked is version 1)." }),
    // ACCEPTED: the stay's price from then on (null once cancelled), what the cancellation
    // policy charges, and the new total less the previous version's.
    priceBreakdown: z.union([PriceBreakdown, z.null()]),
    cancellationCharge: z.union([Money, z.null()]),
    difference: z.union([Money, z.null()]),
    declineReason: z.string().nullable().meta({ description: "DECLINED: why." }),
    answeredBy: z.string().nullable().meta({ description: "ACCEPTED or DECLINED: the provider's specialist who answered." }),
    createdAt: Timestamp.meta({ description: "When it was asked for." }),
    answeredAt: Timestamp.nullable().meta({ description: "When it was accepted, declined or withdrawn." }),
  })
  .meta({
    id: "BookingChange",
    description:
      "A change of a booking and the provider's answer. `guestNumbers` (GUESTS) and `leadGuest` (LEAD_GUEST) are what was asked for. Once ACCEPTED, `priceBreakdown` is the stay's price from then on (null once cancelled), `cancellationCharge` what the cancellation policy charges, and `difference` the new total less the previous version's, exactly (\"+1240.00\", \"-350.00\").",
  });
export type BookingChange = z.infer<typeof BookingChange>;

export const BookingVersion = z
  .object({
    version: z.number().int().min(1).meta({ description: "1: the booking as booked; each accepted change adds one.", example: 2 }),
    changeId: z.string().nullable().meta({ description: "The change that made it; null for version 1." }),
    kind: BookingChangeKind.nullable().meta({ description: "The change's kind; null for version 1." }),
    checkIn: CalendarDate,
    checkOut: CalendarDate,
    nights: z.number().int().min(1),
    guestNumbers: EnquiryGuestNumbers,
    leadGuest: EnquiryLeadGuest,
    unitName: z.string().nullable().meta({ description: "The booked unit: the property's only one, the one the client preferred, else the first the quote listed." }),
    cancelled: z.boolean().meta({ description: "True for the version an accepted CANCEL made: the stay is not taken; only its charge is owed." }),
    // The stay's price in the quote's shape; null once cancelled.
    priceBreakdown: z.union([PriceBreakdown, z.null()]),
    charges: z.array(VersionCharge).meta({ description: "The additional charges counted in priceBreakdown.wholeStay." }),
    // What the cancellation policy charges (a shortened or cancelled stay), kept by later versions.
    cancellationCharge: z.union([Money, z.null()]),
    total: Money,
    // This total less the previous version's, exactly; null for version 1.
    difference: z.union([Money, z.null()]),
    createdAt: Timestamp,
  })
  .meta({
    id: "BookingVersion",
    description:
      "The booking as it stood from one accepted change to the next, with its own price: `priceBreakdown` in the quote's shape (null once cancelled); `cancellationCharge`, what the cancellation policy charges for a shortened or cancelled stay, kept by later versions; `total`, exactly the nights times perPeriod's includingTaxWithBookingFee, plus the charges, plus the cancellation charge, in the quote's currency; `difference`, this total less the previous version's (null for version 1).",
  });
export type BookingVersion = z.infer<typeof BookingVersion>;

export const BookingChangeResponse = z.object({ data: BookingChange }).meta({ id: "BookingChangeResponse" });

export const BookingChangeHistory = z
  .object({
    bookingId: z.string().meta({ example: "B7K2M9QX" }),
    enquiryId: z.string().meta({ description: "The enquiry's serviceReference.", example: "R4E2F3A4" }),
    state: z.enum(["PENDING", "PARTNER_CONFIRMATION_DETAILS_SENT", "CONFIRMED", "CHECK_IN_DETAILS_SENT", "CANCELLED"]).meta({ description: "The booking's state." }),
    version: z.number().int().min(1).meta({ description: "The booking's current version: the last of `versions`." }),
    changes: z.array(BookingChange).meta({ description: `Newest first; at most ${MAX_CHANGES_PER_BOOKING}.` }),
    versions: z.array(BookingVersion).meta({ description: "Oldest first: version 1 is the booking as booked." }),
  })
  .meta({ id: "BookingChangeHistory" });
export type BookingChangeHistory = z.infer<typeof BookingChangeHistory>;

export const BookingChangeHistoryResponse = z.object({ data: BookingChangeHistory }).meta({ id: "BookingChangeHistoryResponse" });
