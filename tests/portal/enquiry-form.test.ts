import { describe, expect, it } from "vitest";
import { CreateEnquiryRequest } from "@/lib/contract/enquiry";
import { EnquiryForm, PostedEnquiryForm, earliestToday, type EnquiryFormValues } from "@/lib/portal/intake/enquiry-form";
import { toFormFieldErrors } from "@/lib/portal/intake/form-field-errors";

const values: EnquiryFormValues = {
  checkInOut: { checkIn: "2027-03-14", checkOut: "2027-03-17" },
  guestNumbers: { adults: "2", children: "", infants: "0" },
  enquiryLocation: { mode: "address", addressFormatted: " London, UK ", chosenPlaceId: "", coordinates: { latitude: "51", longitude: "x" }, mapPlaceId: "" },
  leadGuest: { givenName: "Grace", familyName: "", email: "", contactNumber: "" },
  clientBooker: { givenName: "Ada", familyName: "Lovelace", email: "ada@example.com", contactNumber: "+44 (20) 7946-0958" },
  guestRequirements: [{ text: "Cot" }],
  clientReference: "ACME-1",
  externalId: "sd-1",
};

function issues(input: unknown): Record<string, string> {
  const result = EnquiryForm.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("the intake form's schema", () => {
  it("maps the form to exactly the request the service validates", () => {
    const request = EnquiryForm.parse(values);
    expect(CreateEnquiryRequest.parse(request)).toEqual(request);
    expect(request).toMatchObject({
      checkInOut: { checkIn: "2027-03-14", checkOut: "2027-03-17" },
      guestNumbers: { adults: 2, infants: 0 },
      // Only the chosen mode's fields are sent.
      enquiryLocation: { addressFormatted: "London, UK" },
      leadGuest: { givenName: "Grace", familyName: null, email: null, contactNumber: null },
      guestRequirements: [{ text: "Cot", type: "GENERAL" }],
    });
    expect(request.guestNumbers.children).toBeUndefined();
    expect(request.enquiryLocation).not.toHaveProperty("coordinates");
    expect(request.enquiryLocation).not.toHaveProperty("mapPlaceId");
  });

  it("sends the place chosen among an ambiguous address's candidates as its place id", () => {
    const chosen = { ...values.enquiryLocation, addressFormatted: "Springfield", chosenPlaceId: "gn:4409896" };
    expect(EnquiryForm.parse({ ...values, enquiryLocation: chosen }).enquiryLocation).toEqual({
      addressFormatted: "Springfield",
      mapPlaceId: "gn:4409896",
    });
  });

  it("refuses with the contract's rules and messages, each on its field", () => {
    expect(
      issues({
        ...values,
        checkInOut: { checkIn: "2027-03-17", checkOut: "2027-03-14" },
        guestNumbers: { adults: "", children: "two", infants: "-1" },
        clientBooker: { ...values.clientBooker, email: "ada@@example.com", contactNumber: "555-CALL" },
        guestRequirements: [{ text: "  " }],
        clientReference: "ab",
      }),
    ).toEqual({
      "checkInOut.checkOut": "Check-out must be after check-in.",
      "guestNumbers.adults": "Enter the number of adults (at least 1).",
      "guestNumbers.children": "Enter a number.",
      "guestNumbers.infants": "Must be 0 or more.",
      "clientBooker.email": "Must be an e-mail address with exactly one @, no spaces or semicolons, and a valid domain.",
      "clientBooker.contactNumber": "Only digits, spaces and + - ( ) , are allowed.",
      "guestRequirements.0.text": "Must not be empty.",
      clientReference: "Must be 3 to 255 characters.",
    });
  });

  it("checks the coordinates only when they are the chosen location", () => {
    const coordinates = { ...values.enquiryLocation, mode: "coordinates" as const, coordinates: { latitude: "91", longitude: "2,35" } };
    expect(Object.keys(issues({ ...values, enquiryLocation: coordinates }))).toEqual(["enquiryLocation.coordinates.latitude"]);
    const request = EnquiryForm.parse({ ...values, enquiryLocation: { ...coordinates, coordinates: { latitude: "48.85", longitude: "2,35" } } });
    expect(request.enquiryLocation).toEqual({ coordinates: { latitude: 48.85, longitude: 2.35 } });
  });

  it("reads a posted form: dotted names nest, numeric segments make arrays, odd keys are dropped", () => {
    const posted = {
      "checkInOut.checkIn": "",
      "checkInOut.checkOut": "",
      "guestNumbers.adults": "1",
      "guestNumbers.children": "0",
      "guestNumbers.infants": "0",
      "enquiryLocation.mode": "place",
      "enquiryLocation.mapPlaceId": "gn:2643743",
      "leadGuest.givenName": "",
      "leadGuest.familyName": "",
      "leadGuest.email": "",
      "leadGuest.contactNumber": "",
      "clientBooker.givenName": "Ada",
      "clientBooker.familyName": "Lovelace",
      "clientBooker.email": "ada@example.com",
      "clientBooker.contactNumber": "",
      "guestRequirements.0.text": "Lift",
      "guestRequirements.1.text": "Parking",
      clientReference: "ACME-2",
      externalId: "sd-2",
      "__proto__.polluted": "yes",
    };
    const request = PostedEnquiryForm.parse(posted);
    expect(request.enquiryLocation).toEqual({ mapPlaceId: "gn:2643743" });
    expect(request.checkInOut).toEqual({ checkIn: null, checkOut: null });
    expect(request.guestRequirements?.map((r) => r.text)).toEqual(["Lift", "Parking"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("the service's field errors on the form", () => {
  it("keeps the form's own paths and moves the others to the field that can fix them", () => {
    const byAddress = { enquiryLocation: { addressFormatted: "Nowhere" } };
    expect(
      toFormFieldErrors(
        {
          "guestNumbers.adults": ["Must be at least 1."],
          "enquiryLocation.addressFormatted": ["This address could not be placed."],
          enquiryLocation: ["Give at least one of addressFormatted, coordinates or mapPlaceId."],
          "guestRequirements.1.type": ["Invalid option"],
          checkInOut: ["Bad dates."],
          body: ["Odd."],
        },
        byAddress,
      ),
    ).toEqual({
      "guestNumbers.adults": ["Must be at least 1."],
      "enquiryLocation.addressFormatted": ["This address could not be placed.", "Give at least one of addressFormatted, coordinates or mapPlaceId."],
      "guestRequirements.1.text": ["Invalid option"],
      "checkInOut.checkOut": ["Bad dates."],
      form: ["Odd."],
    });
    expect(toFormFieldErrors({ "enquiryLocation.coordinates": ["No place is known near these coordinates."] }, { enquiryLocation: { coordinates: { latitude: 0, longitude: 0 } } })).toEqual({
      "enquiryLocation.coordinates.latitude": ["No place is known near these coordinates."],
    });
  });
});

describe("the stay's dates", () => {
  const stay = (checkIn: string, checkOut: string) => issues({ ...values, checkInOut: { checkIn, checkOut } });

  it("says in words that check-out must come after check-in, also for the same day", () => {
    expect(stay("2027-03-08", "2027-03-01")).toEqual({ "checkInOut.checkOut": "Check-out must be after check-in." });
    expect(stay("2027-03-08", "2027-03-08")).toEqual({ "checkInOut.checkOut": "Check-out must be after check-in." });
    expect(stay("2027-03-08", "2027-03-09")).toEqual({});
  });

  it("refuses a stay in the past, on each date that is", () => {
    expect(stay("2020-01-01", "2020-01-05")).toEqual({
      "checkInOut.checkIn": "Check-in is in the past.",
      "checkInOut.checkOut": "Check-out is in the past.",
    });
    expect(stay("2020-01-01", "")).toEqual({ "checkInOut.checkIn": "Check-in is in the past." });
    expect(stay("", "2020-01-05")).toEqual({ "checkInOut.checkOut": "Check-out is in the past." });
  });

  it("counts as today any date that is still today somewhere", () => {
    // 11:00 UTC on 2 Jan: it is still 1 Jan at UTC−12 (23:00), already 2 Jan elsewhere.
    expect(earliestToday(Date.parse("2026-01-02T11:00:00Z"))).toBe("2026-01-01");
    expect(earliestToday(Date.parse("2026-01-02T12:00:00Z"))).toBe("2026-01-02");
    const today = earliestToday();
    expect(stay(today, "")).toEqual({});
  });
});
