import type { CreateEnquiryRequest } from "@/lib/contract/enquiry";
import type { FieldErrors } from "@/lib/shared/action-state";

// The service keys its field errors by request path ("guestNumbers.adults"); the intake
// form's fields carry the same names, so most keys land as they are. The rest are
// errors about a whole object, or about a part the form shows as one field: they go to
// the field where the agent can fix them. Anything unknown stays on the form itself.

export const FORM_ERROR_KEY = "form";

const FIELDS = new Set([
  "checkInOut.checkIn",
  "checkInOut.checkOut",
  "clientReference",
  "externalId",
  "enquiryLocation.addressFormatted",
  "enquiryLocation.coordinates.latitude",
  "enquiryLocation.coordinates.longitude",
  "enquiryLocation.mapPlaceId",
  "guestNumbers.adults",
  "guestNumbers.children",
  "guestNumbers.infants",
  "guestRequirements",
  ...["leadGuest", "clientBooker"].flatMap((who) => ["givenName", "familyName", "email", "contactNumber"].map((f) => `${who}.${f}`)),
]);

const WHOLE_OBJECTS: Record<string, string> = {
  checkInOut: "checkInOut.checkOut",
  guestNumbers: "guestNumbers.adults",
  leadGuest: "leadGuest.givenName",
  clientBooker: "clientBooker.givenName",
  "enquiryLocation.coordinates": "enquiryLocation.coordinates.latitude",
};

/** The form field a service error key belongs to. */
export function formFieldOf(key: string, request: Pick<CreateEnquiryRequest, "enquiryLocation">): string {
  if (FIELDS.has(key)) return key;
  if (WHOLE_OBJECTS[key]) return WHOLE_OBJECTS[key];
  // guestRequirements.2.text, guestRequirements.2.type: the row's text field.
  const row = /^guestRequirements\.(\d+)(\.|$)/.exec(key);
  if (row) return `guestRequirements.${row[1]}.text`;
  if (key === "enquiryLocation" || key.startsWith("enquiryLocation.")) {
    const location = request.enquiryLocation;
    if (location.addressFormatted !== undefined) return "enquiryLocation.addressFormatted";
    if (location.coordinates !== undefined) return "enquiryLocation.coordinates.latitude";
    return "enquiryLocation.mapPlaceId";
  }
  return FORM_ERROR_KEY;
}

/** The service's field errors, keyed by the form's fields. */
export function toFormFieldErrors(
  errors: FieldErrors,
  request: Pick<CreateEnquiryRequest, "enquiryLocation">,
): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = formFieldOf(key, request);
    const list = (out[field] ??= []);
    for (const message of messages) if (!list.includes(message)) list.push(message);
  }
  return out;
}
