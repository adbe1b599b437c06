import { beforeAll, describe, expect, it, vi } from "vitest";

// An address that names several places ("Springfield") is not sent until the agent has
// chosen one of them: otherwise the provider takes the first without a word. The portal's
// domain code, the real service behind its HTTP API (app.request), and the database.
vi.mock("server-only", () => ({}));

process.env.STAYDESK_SECRET = "ambiguous-place-test-secret-0123456789-abcdef";

const { getPrisma } = await import("@/lib/db/prisma");
const { createEnquiry } = await import("@/lib/portal/intake/create-enquiry");
const { PostedIntake } = await import("@/lib/portal/intake/enquiry-form");
const { refusal } = await import("../helpers/refusal");
const { enquiryBody, routeFetchTo, serviceApp } = await import("../helpers/service");
const { connectedOrganization } = await import("../helpers/portal-organization");

beforeAll(async () => {
  routeFetchTo(await serviceApp());
});

async function agent() {
  const { organizationId, accountId } = await connectedOrganization();
  const context = {
    user: { id: `user-${organizationId}`, name: "Ada Agent", email: `${organizationId}@agency.test` },
    member: { id: `member-${organizationId}`, role: "agent" as const },
    organization: { id: organizationId, name: `Org ${organizationId}`, slug: organizationId },
  };
  return { context, organizationId, accountId };
}

/** The intake form as posted: the fields' own names, the location by address. */
function posted(address: string, chosenPlaceId = "") {
  const body = enquiryBody();
  const form: Record<string, string> = {
    "checkInOut.checkIn": "2027-05-01",
    "checkInOut.checkOut": "2027-05-04",
    "guestNumbers.adults": "2",
    "guestNumbers.children": "0",
    "guestNumbers.infants": "0",
    "enquiryLocation.mode": "address",
    "enquiryLocation.addressFormatted": address,
    "enquiryLocation.chosenPlaceId": chosenPlaceId,
    "leadGuest.givenName": "",
    "leadGuest.familyName": "",
    "leadGuest.email": "",
    "leadGuest.contactNumber": "",
    "clientBooker.givenName": "Ada",
    "clientBooker.familyName": "Agent",
    "clientBooker.email": "ada@agency.test",
    "clientBooker.contactNumber": "",
    clientReference: body.clientReference,
    externalId: body.externalId,
  };
  return PostedIntake.parse(form).request;
}

describe("an address that names several places", () => {
  it("is refused without a choice, on the address field, in words that list the places; nothing reaches the provider", async () => {
    const { context, organizationId, accountId } = await agent();
    const refused = await refusal(createEnquiry(context, posted("100 Main Street, Springfield")));
    expect(refused.code).toBe("INVALID");
    const [message, ...more] = refused.fieldErrors?.["enquiryLocation.addressFormatted"] ?? [];
    expect(more).toEqual([]);
    expect(message).toMatch(/^Springfield could be one of several places: Springfield, Illinois, United States of America; .*Springfield, Missouri, United States of America.*\. Choose the one you mean below\.$/);
    expect(await getPrisma().enquiry.count({ where: { accountId } })).toBe(0);
    expect(await getPrisma().trackedEnquiry.count({ where: { organizationId } })).toBe(0);
  }, 60_000);

  it("is sent with the place chosen among them", async () => {
    const { context, accountId } = await agent();
    await createEnquiry(context, posted("100 Main Street, Springfield", "gn:4409896"));
    const sent = await getPrisma().enquiry.findFirstOrThrow({ where: { accountId } });
    expect(sent.mapPlaceId).toBe("gn:4409896");
    expect(sent.address).toMatchObject({ locality: "Springfield", region: "Missouri" });
  });

  it("leaves an address that names one place as it was", async () => {
    const { context, accountId } = await agent();
    await createEnquiry(context, posted("221B Baker Street, London NW1 6XE, United Kingdom"));
    expect(await getPrisma().enquiry.count({ where: { accountId } })).toBe(1);
  });
});
