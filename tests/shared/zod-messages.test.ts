import { describe, expect, it } from "vitest";
import { z } from "zod";
import { EnquiryForm, type EnquiryFormValues } from "@/lib/portal/intake/enquiry-form";
import { fieldErrorsOf, parseForm } from "@/lib/shared/forms";

// What a person reads when a form is refused: sentences about the field, never zod's own
// wording ("Too big: expected number to be <=1000").

const LIBRARY_WORDING = /Too (big|small)|expected|received|Invalid (input|option|string)|NaN|[<>]=?\d/;

const values: EnquiryFormValues = {
  checkInOut: { checkIn: "2027-03-14", checkOut: "2027-03-17" },
  guestNumbers: { adults: "2", children: "", infants: "0" },
  enquiryLocation: { mode: "coordinates", addressFormatted: "", chosenPlaceId: "", coordinates: { latitude: "51.5", longitude: "-0.12" }, mapPlaceId: "" },
  leadGuest: { givenName: "Grace", familyName: "", email: "", contactNumber: "" },
  clientBooker: { givenName: "Ada", familyName: "Lovelace", email: "ada@example.com", contactNumber: "" },
  guestRequirements: [],
  clientReference: "ACME-1",
  externalId: "sd-1",
};

describe("form messages in words", () => {
  it("turns the intake form's out-of-range values into sentences on their fields", () => {
    const parsed = parseForm(EnquiryForm, {
      ...values,
      guestNumbers: { adults: "2000", children: "", infants: "0" },
      enquiryLocation: { ...values.enquiryLocation, coordinates: { latitude: "91", longitude: "-0.12" } },
      leadGuest: { ...values.leadGuest, familyName: "x".repeat(300) },
    });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.fieldErrors).toEqual({
      "guestNumbers.adults": ["Must be at most 1000."],
      "enquiryLocation.coordinates.latitude": ["Must be at most 90."],
      "leadGuest.familyName": ["Must be at most 255 characters."],
    });
  });

  it("words every kind of refusal a form schema makes", () => {
    const schema = z.object({
      count: z.number().max(1000),
      above: z.number().gt(0),
      name: z.string().max(255),
      code: z.string().min(3),
      rate: z.number(),
      nights: z.number().int(),
      email: z.email(),
      kind: z.enum(["GENERAL", "ACCESS"]),
      picks: z.array(z.string()).min(1),
      needed: z.string(),
    });
    const parsed = parseForm(schema, { count: 2000, above: 0, name: "x".repeat(300), code: "ab", rate: Number.NaN, nights: 1.5, email: "nope", kind: "X", picks: [] });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.fieldErrors).toEqual({
      count: ["Must be at most 1000."],
      above: ["Must be more than 0."],
      name: ["Must be at most 255 characters."],
      code: ["Must be at least 3 characters."],
      rate: ["Enter a number."],
      nights: ["Must be a whole number."],
      email: ["“nope” is not an e-mail address."],
      kind: ["Choose one of the options offered."],
      picks: ["Choose at least one."],
      needed: ["This field is required."],
    });
    for (const messages of Object.values(parsed.fieldErrors)) for (const message of messages) expect(message).not.toMatch(LIBRARY_WORDING);
  });

  it("keeps a schema's own message, and keys what belongs to no field under the root", () => {
    const parsed = parseForm(z.object({ adults: z.number().min(1, "Must be at least 1.") }), { adults: 0 });
    expect(!parsed.success && parsed.fieldErrors).toEqual({ adults: ["Must be at least 1."] });
    const root = z.string().safeParse(1);
    expect(!root.success && fieldErrorsOf(root.error, { root: "body" })).toEqual({ body: [root.error!.issues[0]!.message] });
  });
});
