import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate";
import { getPrisma } from "@/lib/db/prisma";
import { noneTook } from "@/lib/portal/intake/create-enquiry";
import { PostedIntake } from "@/lib/portal/intake/enquiry-form";
import { listRecipients } from "@/lib/portal/intake/list-recipients";
import { NONE_CHOSEN, readSkips, skipsAfter } from "@/lib/portal/intake/recipient-choice";
import { rememberRecipients } from "@/lib/portal/intake/remember-recipients";
import { PortalError } from "@/lib/portal/errors";
import type { MemberContext } from "@/lib/portal/session/get-member";
import { parseForm } from "@/lib/shared/forms";

// The intake form's choice of providers: what the posted checkboxes mean, and what a
// member's choice leaves for their next enquiry.

const POSTED = {
  "checkInOut.checkIn": "",
  "checkInOut.checkOut": "",
  "guestNumbers.adults": "2",
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
  clientReference: "ACME-2",
  externalId: "sd-2",
};

describe("the posted choice of providers", () => {
  it("reads one ticked box (a string) and several (an array) as the ids chosen, beside the enquiry", () => {
    const one = parseForm(PostedIntake, { ...POSTED, providers: "c1", providersOffered: ["c1", "c2"] });
    expect(one.success && one.data.recipients).toEqual({ chosen: ["c1"], offered: ["c1", "c2"] });
    expect(one.success && one.data.request.externalId).toBe("sd-2");
    expect(one.success && "providers" in one.data.request).toBe(false);

    const both = parseForm(PostedIntake, { ...POSTED, providers: ["c2", "c1", "c2"], providersOffered: ["c1", "c2"] });
    expect(both.success && both.data.recipients).toEqual({ chosen: ["c2", "c1"], offered: ["c1", "c2"] });
  });

  it("refuses a form that offered providers and had none ticked, on the fieldset, with the enquiry's own errors at once", () => {
    const parsed = parseForm(PostedIntake, { ...POSTED, "guestNumbers.adults": "", providersOffered: ["c1", "c2"] });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.fieldErrors.providers).toEqual([NONE_CHOSEN]);
    expect(parsed.fieldErrors["guestNumbers.adults"]).toEqual(["Enter the number of adults (at least 1)."]);
  });

  it("a form that offered no choice (one provider, a line of text) sends to every provider and remembers nothing", () => {
    const parsed = parseForm(PostedIntake, POSTED);
    expect(parsed.success && parsed.data.recipients).toBeNull();
  });
});

describe("the choice remembered", () => {
  it("keeps what was left unticked, and what was skipped before among providers not offered this time", () => {
    expect(skipsAfter([], { offered: ["a", "b", "c"], chosen: ["a", "c"] }, ["a", "b", "c"])).toEqual(["b"]);
    // Ticking a skipped provider again takes it off the list.
    expect(skipsAfter(["b"], { offered: ["a", "b"], chosen: ["a", "b"] }, ["a", "b"])).toEqual([]);
    // "c" was skipped on a form that did not offer it this time (opened before it came back, say): still skipped.
    expect(skipsAfter(["c"], { offered: ["a", "b"], chosen: ["a"] }, ["a", "b", "c"])).toEqual(["b", "c"]);
    // A removed provider leaves the list.
    expect(skipsAfter(["gone"], { offered: ["a", "b"], chosen: ["b"] }, ["a", "b"])).toEqual(["a"]);
  });

  it("reads a stored value that is not a list of ids as no skips", () => {
    expect(readSkips(null)).toEqual([]);
    expect(readSkips('["a",2,"b"]')).toEqual(["a", "b"]);
    expect(readSkips("{not json")).toEqual([]);
    expect(readSkips('{"a":1}')).toEqual([]);
  });
});

describe("the choice per member, in the database", () => {
  const organizationId = `org-${randomUUID()}`;
  const connection = (name: string, at: number) => ({ id: `conn-${randomUUID()}`, name, at });
  const sandbox = connection("Built-in sandbox", 1);
  const harbour = connection("Harbour Apartments", 2);
  const later = connection("Later Lets", 3);
  const member = (id: string): MemberContext => ({
    user: { id, name: id, email: `${id}@example.com` },
    member: { id: `member-${id}`, role: "agent" },
    organization: { id: organizationId, name: "Agency", slug: organizationId },
  });
  const ada = member(`ada-${randomUUID()}`);
  const bob = member(`bob-${randomUUID()}`);

  async function connect(c: { id: string; name: string; at: number }, org = organizationId) {
    await getPrisma().serviceConnection.create({
      data: { id: c.id, organizationId: org, name: c.name, environment: "sandbox", baseUrl: null, keyCiphertext: "x", keyHint: "x", createdAt: new Date(Date.UTC(2026, 0, c.at)) },
    });
  }

  beforeAll(async () => {
    await migrateDatabase();
    const db = getPrisma();
    await db.organization.create({ data: { id: organizationId, name: "Agency", slug: organizationId } });
    for (const who of [ada, bob]) {
      await db.portalUser.create({ data: { id: who.user.id, name: who.user.name, email: who.user.email } });
      await db.member.create({ data: { id: who.member.id, organizationId, userId: who.user.id, role: "agent" } });
    }
    await connect(sandbox);
    await connect(harbour);
  });

  const ticked = async (who: MemberContext) => (await listRecipients(who)).map((r) => `${r.name}${r.chosen ? " ✓" : ""}`);

  it("offers every provider ticked at first, in the order they were added", async () => {
    expect(await ticked(ada)).toEqual(["Built-in sandbox ✓", "Harbour Apartments ✓"]);
  });

  it("remembers the provider a member left out, for that member only; a provider connected later is ticked", async () => {
    await rememberRecipients(ada, { offered: [sandbox.id, harbour.id], chosen: [harbour.id] });
    expect(await ticked(ada)).toEqual(["Built-in sandbox", "Harbour Apartments ✓"]);
    expect(await ticked(bob)).toEqual(["Built-in sandbox ✓", "Harbour Apartments ✓"]);

    await connect(later);
    expect(await ticked(ada)).toEqual(["Built-in sandbox", "Harbour Apartments ✓", "Later Lets ✓"]);

    // Another organisation's connection is never offered.
    const other = `org-${randomUUID()}`;
    await getPrisma().organization.create({ data: { id: other, name: "Other", slug: other } });
    await connect(connection("Elsewhere", 4), other);
    expect(await ticked(ada)).toHaveLength(3);
  });

  it("a removed provider is neither offered nor kept among the skips", async () => {
    await getPrisma().serviceConnection.update({ where: { id: sandbox.id }, data: { removedAt: new Date() } });
    expect(await ticked(ada)).toEqual(["Harbour Apartments ✓", "Later Lets ✓"]);
    await rememberRecipients(ada, { offered: [harbour.id, later.id], chosen: [harbour.id] });
    const stored = await getPrisma().member.findUniqueOrThrow({ where: { id: ada.member.id }, select: { sendSkips: true } });
    expect(readSkips(stored.sendSkips)).toEqual([later.id]);
  });
});

describe("every provider refused", () => {
  const sandbox = { id: "c1", name: "Built-in sandbox" };
  const harbour = { id: "c2", name: "Harbour Apartments" };
  const placed = "This address could not be placed.";

  it("lists each provider's reason above the form, and a reason every one gave on a field once", () => {
    const error = noneTook([
      { connection: sandbox, error: new PortalError("INVALID", "The service could not place this location.", { "enquiryLocation.addressFormatted": [placed] }) },
      {
        connection: harbour,
        error: new PortalError("INVALID", "The service refused some fields. Please correct them.", {
          "enquiryLocation.addressFormatted": [placed],
          "leadGuest.email": ["Enter an e-mail address."],
        }),
      },
    ]);
    expect(error.message).toBe("No provider took the enquiry.");
    expect(error.details).toEqual([
      "Built-in sandbox: The service could not place this location.",
      "Harbour Apartments: The service refused some fields. Please correct them.",
    ]);
    expect(error.fieldErrors).toEqual({
      "enquiryLocation.addressFormatted": [placed],
      "leadGuest.email": ["Harbour Apartments: Enter an e-mail address."],
    });
  });

  it("a provider down is one of the reasons; one provider alone keeps its own error and its link", () => {
    const down = new PortalError("SERVICE", "The service did not answer in time.");
    const exists = new PortalError("ENQUIRY_EXISTS", "An enquiry with these references already exists.", { externalId: ["Already used."] }, { href: "/enquiries/R1", label: "Open R1" });
    const both = noneTook([{ connection: sandbox, error: exists }, { connection: harbour, error: down }]);
    expect(both.details).toEqual(["Built-in sandbox: An enquiry with these references already exists.", "Harbour Apartments: The service did not answer in time."]);
    expect(both.fieldErrors).toEqual({ externalId: ["Built-in sandbox: Already used."] });
    expect(both.link).toEqual({ href: "/enquiries/R1", label: "Open R1" });
    expect(noneTook([{ connection: harbour, error: down }])).toBe(down);
  });
});
