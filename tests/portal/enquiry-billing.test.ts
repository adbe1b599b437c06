import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { MemberContext } from "@/lib/portal/session/get-member";

// The client an enquiry is billed to, from the intake form to the database (SQLite here,
// PostgreSQL under test:pg): what the server refuses before anything reaches a provider,
// what it keeps with the enquiry, and what the enquiry's page shows of it.
vi.mock("server-only", () => ({}));
process.env.STAYDESK_SECRET = "enquiry-billing-test-secret-0123456789-abcdefgh";

const { getPrisma } = await import("@/lib/db/prisma");
const { migrateDatabase } = await import("@/lib/db/migrate");
const { PortalError } = await import("@/lib/portal/errors");
const { createEnquiry } = await import("@/lib/portal/intake/create-enquiry");
const { PostedIntake } = await import("@/lib/portal/intake/enquiry-form");
const { billingErrors, BillingFields, poNumberRequiredMessage } = await import("@/lib/portal/intake/enquiry-billing");
const { listIntakeClients } = await import("@/lib/portal/intake/list-intake-clients");
const { getEnquiryBilling } = await import("@/lib/portal/enquiries/get-enquiry-billing");
const { createClient } = await import("@/lib/portal/clients/create-client");
const { archiveClient } = await import("@/lib/portal/clients/archive-client");
const { getClientOrThrow } = await import("@/lib/portal/clients/get-client");
const { removeCostCentre } = await import("@/lib/portal/clients/remove-cost-centre");
const { enquiryResolver } = await import("@/app/(portal)/enquiries/new/_components/enquiry-resolver");
const { BillingCard } = await import("@/app/(portal)/enquiries/[reference]/_components/billing-card");
const { enquiryBody, newAccount, routeFetchTo, serviceApp } = await import("../helpers/service");
const { connectBuiltIn, newOrganization } = await import("../helpers/portal-organization");

/** Enquiries that reached a provider. */
let created = 0;

beforeAll(async () => {
  await migrateDatabase();
  const app = await serviceApp();
  routeFetchTo(app, (url, init) => {
    if (init?.method === "POST" && url.pathname === "/external-api/v1/enquiries") created++;
    return undefined;
  });
});

/** An organisation connected to a provider, its admin, and a client that requires a PO number. */
async function agencyWithClient(name = "Acme Industries") {
  const organizationId = await newOrganization();
  await connectBuiltIn(organizationId, (await newAccount()).key);
  const admin: MemberContext = {
    user: { id: `user-${organizationId}`, name: "Ada Admin", email: `admin@${organizationId}.test` },
    member: { id: `member-${organizationId}`, role: "admin" },
    organization: { id: organizationId, name: `Org ${organizationId}`, slug: organizationId },
  };
  const { id } = await createClient(admin, {
    name,
    poNumberRequired: "on",
    approvalRule: "none",
    travellers: [{ givenName: "Grace", familyName: "Hopper", email: "grace@acme.test", phone: "" }],
    costCentres: [
      { code: "CC-100", label: "Sales" },
      { code: "CC-200", label: "Research" },
    ],
  });
  const client = await getClientOrThrow(admin, id);
  return { admin, client, traveller: client.travellers[0]!, organizationId };
}

const noBilling = { clientId: null, travellerId: null, costCentreCode: null, poNumber: null, projectCode: null };

/** The PortalError a call threw (the test fails if it resolved or threw anything else). */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PortalError);
  return error as InstanceType<typeof PortalError>;
}

async function storedBilling(organizationId: string, reference: string) {
  return getPrisma().trackedEnquiry.findFirstOrThrow({
    where: { organizationId, reference },
    select: { clientId: true, travellerId: true, costCentreCode: true, poNumber: true, projectCode: true },
  });
}

describe("an enquiry billed to a client", () => {
  it("is refused in words on the PO number when the client requires one and none is given, and nothing is sent", async () => {
    const { admin, client, traveller, organizationId } = await agencyWithClient();
    const before = created;
    const error = await refusal(createEnquiry(admin, enquiryBody() as never, undefined, { ...noBilling, clientId: client.id, travellerId: traveller.id }));
    expect(error.code).toBe("INVALID");
    expect(error.fieldErrors).toEqual({ poNumber: ["Acme Industries requires a PO number on every enquiry: enter it."] });
    expect(created).toBe(before);
    expect(await getPrisma().trackedEnquiry.count({ where: { organizationId } })).toBe(0);
  });

  it("is stored with the client, traveller, cost centre code, PO number and project code when the PO is given", async () => {
    const { admin, client, traveller, organizationId } = await agencyWithClient();
    const before = created;
    const billing = { clientId: client.id, travellerId: traveller.id, costCentreCode: "CC-200", poNumber: "PO-4471", projectCode: "Apollo" };
    const { reference } = await createEnquiry(admin, enquiryBody() as never, undefined, billing);
    expect(created).toBe(before + 1);
    expect(await storedBilling(organizationId, reference)).toEqual(billing);
    // With the keys the enquiry list's filters find it by, whatever the case typed there.
    expect(
      await getPrisma().trackedEnquiry.findFirstOrThrow({ where: { organizationId, reference }, select: { costCentreKey: true, poNumberKey: true, projectCodeKey: true } }),
    ).toEqual({ costCentreKey: "cc-200", poNumberKey: "po-4471", projectCodeKey: "apollo" });

    // The page shows them, and the cost centre's code still once it is removed.
    expect(await getEnquiryBilling(organizationId, reference)).toEqual({
      client: { id: client.id, name: "Acme Industries", archived: false },
      traveller: { name: "Grace Hopper" },
      costCentre: { code: "CC-200", label: "Research" },
      poNumber: "PO-4471",
      projectCode: "Apollo",
    });
    await removeCostCentre(admin, client.id, client.costCentres.find((c) => c.code === "CC-200")!.id);
    const after = await getEnquiryBilling(organizationId, reference);
    expect(after?.costCentre).toEqual({ code: "CC-200", label: null });
    const html = renderToStaticMarkup(createElement(BillingCard, { billing: after }));
    expect(html).toContain("Acme Industries");
    expect(html).toContain("Grace Hopper");
    expect(html).toContain("CC-200");
    expect(html).toContain("(since removed)");
    expect(html).toContain("PO-4471");
    expect(html).toContain("Apollo");
  });

  it("refuses another organisation's client, or another client's traveller or cost centre, in words, and sends nothing", async () => {
    const ours = await agencyWithClient();
    const theirs = await agencyWithClient("Globex");
    const before = created;
    const foreignClient = await refusal(createEnquiry(ours.admin, enquiryBody() as never, undefined, { ...noBilling, clientId: theirs.client.id, poNumber: "PO-1" }));
    expect(Object.keys(foreignClient.fieldErrors ?? {})).toEqual(["clientId"]);
    expect(foreignClient.fieldErrors?.clientId?.[0]).toMatch(/not one of your organisation's/);

    const foreignParts = await refusal(
      createEnquiry(ours.admin, enquiryBody() as never, undefined, {
        ...noBilling,
        clientId: ours.client.id,
        travellerId: theirs.traveller.id,
        costCentreCode: "CC-300",
        poNumber: "PO-1",
      }),
    );
    expect(foreignParts.fieldErrors).toEqual({
      travellerId: ["Acme Industries has no such traveller; they may have been removed. Choose another."],
      costCentreCode: ["Acme Industries has no cost centre CC-300; it may have been removed. Choose another."],
    });
    expect(created).toBe(before);
    expect(await getPrisma().trackedEnquiry.count({ where: { organizationId: ours.organizationId } })).toBe(0);
  });

  it("refuses an archived client, which the form no longer offers", async () => {
    const { admin, client } = await agencyWithClient();
    await archiveClient(admin, client.id);
    expect(await listIntakeClients(admin)).toEqual([]);
    const error = await refusal(createEnquiry(admin, enquiryBody() as never, undefined, { ...noBilling, clientId: client.id, poNumber: "PO-1" }));
    expect(Object.keys(error.fieldErrors ?? {})).toEqual(["clientId"]);
  });

  it("works as before without a client: nothing of it is kept and the page shows no client", async () => {
    const { admin, organizationId } = await agencyWithClient();
    const before = created;
    const { reference } = await createEnquiry(admin, enquiryBody() as never, undefined, noBilling);
    expect(created).toBe(before + 1);
    expect(await storedBilling(organizationId, reference)).toEqual(noBilling);
    expect(await getEnquiryBilling(organizationId, reference)).toBeNull();
    expect(renderToStaticMarkup(createElement(BillingCard, { billing: null }))).toBe("");

    // And as callers made it before there was a client to name.
    const { reference: older } = await createEnquiry(admin, enquiryBody() as never);
    expect(await storedBilling(organizationId, older)).toEqual(noBilling);
  });

  it("offers the organisation's clients in use to the form, with their travellers and cost centres", async () => {
    const { admin, client, traveller } = await agencyWithClient();
    expect(await listIntakeClients(admin)).toEqual([
      {
        id: client.id,
        name: "Acme Industries",
        poNumberRequired: true,
        travellers: [{ id: traveller.id, givenName: "Grace", familyName: "Hopper", email: "grace@acme.test", phone: null }],
        costCentres: [
          { code: "CC-100", label: "Sales" },
          { code: "CC-200", label: "Research" },
        ],
      },
    ]);
  });
});

describe("the client section of the posted form", () => {
  const form = (fields: Record<string, string>) => {
    const body = enquiryBody();
    const data = new FormData();
    const flat: Record<string, string> = {
      "checkInOut.checkIn": body.checkInOut.checkIn,
      "checkInOut.checkOut": body.checkInOut.checkOut,
      "guestNumbers.adults": "2",
      "guestNumbers.children": "0",
      "guestNumbers.infants": "0",
      "enquiryLocation.mode": "address",
      "enquiryLocation.addressFormatted": body.enquiryLocation.addressFormatted,
      "leadGuest.givenName": "",
      "leadGuest.familyName": "",
      "leadGuest.email": "",
      "leadGuest.contactNumber": "",
      "clientBooker.givenName": "Bea",
      "clientBooker.familyName": "Booker",
      "clientBooker.email": "booker@example.com",
      "clientBooker.contactNumber": "",
      clientReference: body.clientReference,
      externalId: body.externalId,
      ...fields,
    };
    for (const [name, value] of Object.entries(flat)) data.append(name, value);
    return Object.fromEntries(data);
  };

  it("is read with the enquiry, blank fields as none, and absent as no client at all", () => {
    const chosen = PostedIntake.parse(form({ clientId: "client-1", travellerId: "", costCentreCode: "CC-100", poNumber: " PO-9 ", projectCode: "" }));
    expect(chosen.billing).toEqual({ clientId: "client-1", travellerId: null, costCentreCode: "CC-100", poNumber: "PO-9", projectCode: null });
    expect(chosen.request.clientReference).toMatch(/^CR-/);
    expect(PostedIntake.parse(form({})).billing).toEqual(noBilling);
  });

  it("refuses a project code over 60 characters on its field, with the enquiry's own refusals", () => {
    const result = PostedIntake.safeParse(form({ projectCode: "x".repeat(61), "guestNumbers.adults": "" }));
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join("."));
    expect(paths).toContain("projectCode");
    expect(paths).toContain("guestNumbers.adults");
    expect(result.error!.issues.find((i) => i.path[0] === "projectCode")?.message).toBe("A project code is at most 60 characters.");
  });

  it("is checked in the browser by the same rule as on the server", () => {
    const client = { id: "c1", name: "Initech", poNumberRequired: true, travellers: [], costCentres: [{ code: "OPS", label: "Operations" }] };
    const billing = BillingFields.parse({ clientId: "c1", costCentreCode: "OPS" });
    expect(billingErrors(billing, client)).toEqual({ poNumber: [poNumberRequiredMessage("Initech")] });
    expect(billingErrors({ ...billing, poNumber: "PO-1" }, client)).toEqual({});
    expect(billingErrors({ ...billing, poNumber: "PO-1" }, { ...client, poNumberRequired: false, costCentres: [] })).toEqual({
      costCentreCode: ["Initech has no cost centre OPS; it may have been removed. Choose another."],
    });
    expect(billingErrors(BillingFields.parse({ travellerId: "t1" }), undefined)).toEqual({ travellerId: ["Choose the client first: a traveller is one of a client's."] });
  });
});

describe("the intake form's check in the browser", () => {
  const values = {
    checkInOut: { checkIn: "", checkOut: "" },
    guestNumbers: { adults: "2", children: "0", infants: "0" },
    enquiryLocation: { mode: "coordinates" as const, addressFormatted: "", chosenPlaceId: "", coordinates: { latitude: "51.5", longitude: "-0.12" }, mapPlaceId: "" },
    leadGuest: { givenName: "", familyName: "", email: "", contactNumber: "" },
    clientBooker: { givenName: "Bea", familyName: "Booker", email: "booker@example.com", contactNumber: "" },
    guestRequirements: [],
    clientReference: "ACME-1",
    externalId: "sd-1",
    clientId: "c1",
    travellerId: "",
    costCentreCode: "",
    poNumber: "",
    projectCode: "",
  };
  const clients = [{ id: "c1", name: "Initech", poNumberRequired: true, travellers: [], costCentres: [] }];
  const options = { fields: {}, shouldUseNativeValidation: false };

  it("says beside the PO number that the chosen client requires one, with the enquiry's own refusals", async () => {
    const refused = await enquiryResolver({ ...values, guestNumbers: { ...values.guestNumbers, adults: "" } }, clients, options);
    expect(refused.errors.poNumber?.message).toBe(poNumberRequiredMessage("Initech"));
    expect(refused.errors.guestNumbers?.adults?.message).toBe("Enter the number of adults (at least 1).");
    expect(refused.values).toEqual({});
  });

  it("lets the enquiry through with a PO number, or with no client", async () => {
    expect((await enquiryResolver({ ...values, poNumber: "PO-1" }, clients, options)).errors).toEqual({});
    const none = await enquiryResolver({ ...values, clientId: "" }, clients, options);
    expect(none.errors).toEqual({});
    expect(none.values).toMatchObject({ clientReference: "ACME-1" });
  });
});
