import { describe, expect, it } from "vitest";
import type { CreateEnquiryRequest, Enquiry } from "@/lib/contract/enquiry";
import { isSameSubmission } from "@/lib/portal/intake/same-submission";

const request: CreateEnquiryRequest = {
  checkInOut: { checkIn: "2027-05-01", checkOut: "2027-05-04" },
  clientReference: "ACME-1",
  externalId: "acme-1",
  enquiryLocation: { addressFormatted: "London, UK" },
  guestNumbers: { adults: 2 },
  guestRequirements: [{ text: "Cot", type: "GENERAL" }],
  leadGuest: { givenName: "Grace", familyName: null, email: null, contactNumber: null },
  clientBooker: { givenName: "Ada", familyName: "Lovelace", email: "ada@example.com", contactNumber: null },
};

// What the service answers for that request (defaults filled in).
const enquiry: Enquiry = {
  serviceReference: "R4E2F3A4",
  clientReference: "ACME-1",
  externalId: "acme-1",
  assignedSpecialist: null,
  checkInOut: { checkIn: "2027-05-01", checkOut: "2027-05-04" },
  enquiryLocation: {
    address: { country: "United Kingdom", locality: "London", postalCode: null, region: "England", streetAddress: null },
    coordinates: { latitude: 51.50853, longitude: -0.12574 },
    mapPlaceId: "gn:2643743",
  },
  enquiryState: { state: "NEW", closureReason: null },
  guestNumbers: { adults: 2, children: 0, infants: 0 },
  guestRequirements: [{ text: "Cot", type: "GENERAL" }],
  leadGuest: { givenName: "Grace", familyName: null, email: null, contactNumber: null },
  clientBooker: { givenName: "Ada", familyName: "Lovelace", email: "ada@example.com", contactNumber: null },
  createdAt: "2026-11-23T12:00:00.000Z",
};

describe("a repeated submission or an edited one", () => {
  it("recognises the same form sent again, with the service's defaults", () => {
    expect(isSameSubmission(request, enquiry, "gn:2643743")).toBe(true);
  });

  it("tells an edit apart, whatever was changed", () => {
    const edits: Partial<CreateEnquiryRequest>[] = [
      { checkInOut: { checkIn: "2027-05-01", checkOut: "2027-05-06" } },
      { guestNumbers: { adults: 2, children: 1 } },
      { guestRequirements: [] },
      { guestRequirements: [{ text: "Two cots", type: "GENERAL" }] },
      { leadGuest: { ...request.leadGuest, familyName: "Hopper" } },
      { clientBooker: { ...request.clientBooker, contactNumber: "+44 20 7946 0958" } },
      { clientReference: "ACME-2" },
      { enquiryLocation: { mapPlaceId: "gn:2988507" } },
      { enquiryLocation: { coordinates: { latitude: 48.85, longitude: 2.35 } } },
    ];
    for (const edit of edits) expect(isSameSubmission({ ...request, ...edit }, enquiry, "gn:2643743"), JSON.stringify(edit)).toBe(false);
    // The address now resolves elsewhere, or cannot be told: not the same.
    expect(isSameSubmission(request, enquiry, "gn:2988507")).toBe(false);
    expect(isSameSubmission(request, enquiry, null)).toBe(false);
  });

  it("compares a place id and coordinates with what the service kept", () => {
    expect(isSameSubmission({ ...request, enquiryLocation: { mapPlaceId: "gn:2643743" } }, enquiry, null)).toBe(true);
    const at = { coordinates: { latitude: 51.50853, longitude: -0.12574 } };
    expect(isSameSubmission({ ...request, enquiryLocation: at }, enquiry, null)).toBe(true);
  });
});
