import { z } from "zod";
import { Coordinates } from "@/lib/contract/common";
import {
  CheckInOut,
  ClientBooker,
  CreateEnquiryRequest,
  EnquiryLocationInput,
  GuestNumbers,
  GuestRequirement,
  LeadGuest,
} from "@/lib/contract/enquiry";
import { checkboxGroup, nestFormFields } from "@/lib/shared/forms";
import { BillingFields, type BillingFormValues } from "./enquiry-billing";
import { NONE_CHOSEN, toRecipientChoice } from "./recipient-choice";

// The intake form's schema: the values the form holds (strings, as inputs and FormData
// give them) mapped to a CreateEnquiryRequest. Every field rule is the contract's own
// schema, piped after the string is converted, so that the form and the service refuse
// the same values with the same messages. The browser validates with it (zodResolver)
// and the server action parses the posted form with it again.
//
// Field names are the request's paths ("guestNumbers.adults"), so that the service's
// field errors land on the form's fields as they are (see form-field-errors.ts).
// Imported by client components: no server-only code here.

export const LOCATION_MODES = ["address", "coordinates", "place"] as const;
export type LocationMode = (typeof LOCATION_MODES)[number];

/** "" → null, for the fields the request allows to be null. */
const blankAsNull = z
  .string()
  .trim()
  .transform((value) => value || null);

/** A whole number typed as text; blank is "not given" unless `required` says what to ask. */
function count(required?: string) {
  return z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === "") {
        if (required) ctx.addIssue({ code: "custom", message: required });
        return required ? z.NEVER : undefined;
      }
      const number = Number(value);
      if (!Number.isFinite(number)) {
        ctx.addIssue({ code: "custom", message: "Enter a number." });
        return z.NEVER;
      }
      return number;
    });
}

/** A decimal degree typed as text. */
const degrees = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const number = value === "" ? Number.NaN : Number(value.replace(",", "."));
    if (!Number.isFinite(number)) {
      ctx.addIssue({ code: "custom", message: "Enter decimal degrees, e.g. 51.5072." });
      return z.NEVER;
    }
    return number;
  });

const Location = z.discriminatedUnion("mode", [
  z.object({
    mode: z.literal("address"),
    addressFormatted: z.string().pipe(EnquiryLocationInput.shape.addressFormatted.unwrap()),
    // The place the agent chose among those an ambiguous address names ("Springfield").
    chosenPlaceId: z.string().trim().max(255).optional(),
  }),
  z.object({
    mode: z.literal("coordinates"),
    coordinates: z.object({
      latitude: degrees.pipe(Coordinates.shape.latitude),
      longitude: degrees.pipe(Coordinates.shape.longitude),
    }),
  }),
  z.object({
    mode: z.literal("place"),
    mapPlaceId: z.string().pipe(EnquiryLocationInput.shape.mapPlaceId.unwrap()),
  }),
]);

const person = {
  givenName: blankAsNull.pipe(LeadGuest.shape.givenName.unwrap()),
  familyName: blankAsNull.pipe(LeadGuest.shape.familyName.unwrap()),
  email: blankAsNull.pipe(LeadGuest.shape.email.unwrap()),
  contactNumber: blankAsNull.pipe(LeadGuest.shape.contactNumber.unwrap()),
};

/**
 * The earliest date that is still today somewhere (UTC−12). A stay before it is in the
 * past for everyone; comparing with it rather than with the local date means the browser
 * and the server (in another time zone) never disagree about an agent's "today".
 */
export function earliestToday(now = Date.now()): string {
  return new Date(now - 12 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The stay's dates in words, on the field concerned: the contract says "checkOut must be
 * after checkIn" to API clients, the form says it to people, and refuses a stay in the
 * past, which the service would accept without a word.
 */
function checkStay(dates: { checkIn: string | null; checkOut: string | null }, ctx: z.RefinementCtx) {
  const today = earliestToday();
  if (dates.checkIn !== null && dates.checkIn < today) {
    ctx.addIssue({ code: "custom", path: ["checkIn"], message: "Check-in is in the past." });
  }
  if (dates.checkOut !== null && dates.checkOut < today) {
    ctx.addIssue({ code: "custom", path: ["checkOut"], message: "Check-out is in the past." });
  } else if (dates.checkIn !== null && dates.checkOut !== null && dates.checkOut <= dates.checkIn) {
    ctx.addIssue({ code: "custom", path: ["checkOut"], message: "Check-out must be after check-in." });
  }
}

// The details an agent can also change later (an amendment, lib/portal/amendments), each
// field's rule written once for both forms.

/** The stay's dates: each date on its own first, so that both report at once; then the pair, in words. */
export const StayDatesField = z
  .object({
    checkIn: blankAsNull.pipe(CheckInOut.shape.checkIn),
    checkOut: blankAsNull.pipe(CheckInOut.shape.checkOut),
  })
  .superRefine(checkStay)
  .pipe(CheckInOut);

export const GuestNumbersField = z.object({
  adults: count("Enter the number of adults (at least 1).").pipe(GuestNumbers.shape.adults),
  children: count().pipe(GuestNumbers.shape.children),
  infants: count().pipe(GuestNumbers.shape.infants),
});

export const LeadGuestField = z.object(person);

export const RequirementsField = z.array(z.object({ text: z.string().pipe(GuestRequirement.shape.text) })).default([]);

const FormFields = z.object({
  checkInOut: StayDatesField,
  guestNumbers: GuestNumbersField,
  enquiryLocation: Location,
  leadGuest: LeadGuestField,
  clientBooker: z.object({
    givenName: z.string().pipe(ClientBooker.shape.givenName),
    familyName: z.string().pipe(ClientBooker.shape.familyName),
    email: z.string().trim().pipe(ClientBooker.shape.email),
    contactNumber: blankAsNull.pipe(ClientBooker.shape.contactNumber),
  }),
  guestRequirements: RequirementsField,
  clientReference: z.string().pipe(CreateEnquiryRequest.shape.clientReference),
  externalId: z.string().pipe(CreateEnquiryRequest.shape.externalId),
});

export const EnquiryForm = FormFields.transform(
  (form): CreateEnquiryRequest => ({
    checkInOut: form.checkInOut,
    clientReference: form.clientReference,
    externalId: form.externalId,
    enquiryLocation:
      form.enquiryLocation.mode === "address"
        ? {
            addressFormatted: form.enquiryLocation.addressFormatted,
            ...(form.enquiryLocation.chosenPlaceId ? { mapPlaceId: form.enquiryLocation.chosenPlaceId } : {}),
          }
        : form.enquiryLocation.mode === "coordinates"
          ? { coordinates: form.enquiryLocation.coordinates }
          : { mapPlaceId: form.enquiryLocation.mapPlaceId },
    guestNumbers: form.guestNumbers,
    guestRequirements: form.guestRequirements.map(({ text }) => ({ text, type: "GENERAL" as const })),
    leadGuest: form.leadGuest,
    clientBooker: form.clientBooker,
  }),
  // Each field was checked by the contract above; this makes the whole request its schema.
).pipe(CreateEnquiryRequest);

/**
 * What the form holds. Every location field is kept whichever mode is chosen, so that
 * switching modes loses nothing typed; only the chosen mode's fields are sent.
 */
export type EnquiryFormValues = {
  checkInOut: { checkIn: string; checkOut: string };
  guestNumbers: { adults: string; children: string; infants: string };
  enquiryLocation: {
    mode: LocationMode;
    addressFormatted: string;
    /** In address mode, the candidate chosen when the address names several places; "" for none. */
    chosenPlaceId: string;
    coordinates: { latitude: string; longitude: string };
    mapPlaceId: string;
  };
  leadGuest: { givenName: string; familyName: string; email: string; contactNumber: string };
  clientBooker: { givenName: string; familyName: string; email: string; contactNumber: string };
  guestRequirements: { text: string }[];
  clientReference: string;
  externalId: string;
  // The client section's, absent from a form without clients to offer (enquiry-billing.ts).
} & Partial<BillingFormValues>;

// The form's values must be something EnquiryForm accepts.
type Assert<T extends z.input<typeof EnquiryForm>> = T;
export type _FormValuesFitTheSchema = Assert<EnquiryFormValues>;

/** The posted form, nested, then EnquiryForm. */
export const PostedEnquiryForm = z.preprocess(nestFormFields, EnquiryForm);

/** A checkbox group of ids, each once. */
const idList = checkboxGroup(z.string().trim().min(1).max(64))
  .pipe(z.array(z.string()).max(100))
  .transform((ids) => [...new Set(ids)]);

/** The providers chosen (recipient-choice.ts), as posted. */
export const RecipientFields = z
  .object({ providers: idList, providersOffered: idList })
  .superRefine(({ providers, providersOffered }, ctx) => {
    if (providersOffered.length > 0 && providers.length === 0) ctx.addIssue({ code: "custom", path: ["providers"], message: NONE_CHOSEN });
  });

/**
 * The server action's schema: the enquiry, the providers chosen for it and who it is billed
 * to (enquiry-billing.ts), all parsed at once so that a refusal of one reports with the others'.
 */
export const PostedIntake = z
  .preprocess(nestFormFields, z.intersection(z.intersection(RecipientFields, BillingFields), EnquiryForm))
  .transform(({ providers, providersOffered, clientId, travellerId, costCentreCode, poNumber, projectCode, ...request }) => ({
    request: request as CreateEnquiryRequest,
    recipients: toRecipientChoice({ providers, providersOffered }),
    billing: { clientId, travellerId, costCentreCode, poNumber, projectCode },
  }));
