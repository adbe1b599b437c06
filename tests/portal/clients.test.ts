import { describe, expect, it, vi } from "vitest";
import type { MemberContext } from "@/lib/portal/session/get-member";

// The agency's clients in the database (SQLite here, PostgreSQL under test:pg): what a
// client holds, the rules on it, the organisation's walls and the admins' say.
vi.mock("server-only", () => ({}));

const { getPrisma } = await import("@/lib/db/prisma");
const { migrateDatabase } = await import("@/lib/db/migrate");
const { PortalError } = await import("@/lib/portal/errors");
const { createClient } = await import("@/lib/portal/clients/create-client");
const { updateClient } = await import("@/lib/portal/clients/update-client");
const { archiveClient, restoreClient } = await import("@/lib/portal/clients/archive-client");
const { listClients } = await import("@/lib/portal/clients/list-clients");
const { getClientOrThrow } = await import("@/lib/portal/clients/get-client");
const { addTraveller } = await import("@/lib/portal/clients/add-traveller");
const { updateTraveller } = await import("@/lib/portal/clients/update-traveller");
const { removeTraveller } = await import("@/lib/portal/clients/remove-traveller");
const { addCostCentre } = await import("@/lib/portal/clients/add-cost-centre");
const { updateCostCentre } = await import("@/lib/portal/clients/update-cost-centre");
const { removeCostCentre } = await import("@/lib/portal/clients/remove-cost-centre");
const { addApprover } = await import("@/lib/portal/clients/add-approver");
const { removeApprover } = await import("@/lib/portal/clients/remove-approver");
const { addPolicyCap } = await import("@/lib/portal/clients/add-policy-cap");
const { updatePolicyCap } = await import("@/lib/portal/clients/update-policy-cap");
const { removePolicyCap } = await import("@/lib/portal/clients/remove-policy-cap");
const { newAdminContext } = await import("../helpers/portal-organization");

await migrateDatabase();

const asAgent = (admin: MemberContext): MemberContext => ({ ...admin, user: { ...admin.user, id: `${admin.user.id}-agent` }, member: { id: `${admin.member.id}-agent`, role: "agent" } });

/** The PortalError a call threw (the test fails if it resolved or threw anything else). */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PortalError);
  return error as InstanceType<typeof PortalError>;
}

const acme = {
  name: "Acme Industries",
  poNumberRequired: "on" as const,
  approvalRule: "out-of-policy" as const,
  travellers: [
    { givenName: "Ada", familyName: "Lovelace", email: "ada@acme.test", phone: "+44 20 7946 0000" },
    { givenName: "Charles", familyName: "Babbage", email: "", phone: "" },
  ],
  costCentres: [{ code: "CC-100", label: "Sales" }],
  approvers: [{ name: "Grace Hopper", email: "grace@acme.test" }],
  policyCaps: [
    { placeKind: "city" as const, place: "Paris", currency: "eur", nightlyCap: "180.5" },
    { placeKind: "country" as const, place: "gb", currency: "GBP", nightlyCap: "150" },
  ],
};

async function auditOf(organizationId: string) {
  return getPrisma().auditEntry.findMany({ where: { organizationId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { kind: true, summary: true } });
}

describe("clients of an organisation", () => {
  it("creates a client with its travellers, cost centres, approvers and caps, the amounts kept as exact text", async () => {
    const admin = await newAdminContext();
    const { id } = await createClient(admin, acme);
    const client = await getClientOrThrow(admin, id);
    expect(client).toMatchObject({ name: "Acme Industries", poNumberRequired: true, approvalRule: "out-of-policy", archivedAt: null });
    expect(client.travellers.map((t) => [t.givenName, t.familyName, t.email, t.phone])).toEqual([
      ["Charles", "Babbage", null, null],
      ["Ada", "Lovelace", "ada@acme.test", "+44 20 7946 0000"],
    ]);
    expect(client.costCentres.map((c) => `${c.code} ${c.label}`)).toEqual(["CC-100 Sales"]);
    expect(client.approvers.map((a) => a.email)).toEqual(["grace@acme.test"]);
    expect(client.policyCaps.map((c) => `${c.placeKind} ${c.place} ${c.nightlyCap} ${c.currency}`)).toEqual(["city Paris 180.50 EUR", "country GB 150.00 GBP"]);
    expect(await auditOf(admin.organization.id)).toEqual([
      { kind: "client-created", summary: "Client Acme Industries created with 2 travellers, 1 cost centre, 1 approver, 2 policy caps." },
    ]);
  });

  it("refuses a second client of the same name whatever its case, until the first is archived", async () => {
    const admin = await newAdminContext();
    const { id } = await createClient(admin, { name: "Globex", approvalRule: "none" });
    const taken = await refusal(createClient(admin, { name: "  GLOBEX ", approvalRule: "none" }));
    expect(taken.code).toBe("CONFLICT");
    expect(taken.fieldErrors?.name).toEqual(["A client called Globex exists already: choose another name, or archive that client first."]);

    // Renaming another client onto it is refused the same way.
    const other = await createClient(admin, { name: "Initech", approvalRule: "none" });
    expect((await refusal(updateClient(admin, other.id, { name: "globex", approvalRule: "none" }))).code).toBe("CONFLICT");

    await archiveClient(admin, id);
    expect((await listClients(admin)).map((c) => c.name)).toEqual(["Initech"]);
    expect((await listClients(admin, { archived: true })).map((c) => `${c.name} ${c.archivedAt ? "archived" : "in use"}`)).toEqual(["Globex archived", "Initech in use"]);
    // The archived client is still read (enquiries will name it) but not changed.
    expect((await getClientOrThrow(admin, id)).archivedAt).toBeInstanceOf(Date);
    expect((await refusal(addTraveller(admin, id, { givenName: "A", familyName: "B" }))).message).toBe("Globex is archived: restore it before changing it.");

    // Its name is free now; and it cannot come back while the new one holds the name.
    const { id: second } = await createClient(admin, { name: "globex", approvalRule: "none" });
    const restore = await refusal(restoreClient(admin, id));
    expect(restore.message).toBe("Globex cannot be restored while another client is called Globex: rename or archive that client first.");
    await updateClient(admin, second, { name: "Globex (new)", approvalRule: "none" });
    await restoreClient(admin, id);
    expect((await listClients(admin)).map((c) => c.name)).toEqual(["Globex", "Globex (new)", "Initech"]);
    expect((await auditOf(admin.organization.id)).map((a) => a.kind).sort()).toEqual([
      "client-archived",
      "client-changed",
      "client-created",
      "client-created",
      "client-created",
      "client-restored",
    ]);
  });

  it("refuses a cost-centre code or a cap's place twice, in the new client and added later", async () => {
    const admin = await newAdminContext();
    const twice = await refusal(
      createClient(admin, {
        name: "Umbrella",
        approvalRule: "none",
        costCentres: [
          { code: "OPS", label: "Operations" },
          { code: "ops", label: "Ops again" },
        ],
        policyCaps: [
          { placeKind: "city", place: "Berlin", currency: "EUR", nightlyCap: "120" },
          { placeKind: "city", place: " berlin", currency: "EUR", nightlyCap: "130" },
        ],
      }),
    );
    expect(twice.code).toBe("INVALID");
    expect(twice.fieldErrors).toEqual({
      "costCentres.1.code": ["The cost centre code “ops” is given twice."],
      "policyCaps.1.place": ["berlin has two caps: give one cap per place."],
    });
    expect(await listClients(admin)).toEqual([]);

    const { id } = await createClient(admin, { name: "Umbrella", approvalRule: "none", costCentres: [{ code: "OPS", label: "Operations" }] });
    const code = await refusal(addCostCentre(admin, id, { code: "Ops", label: "Other" }));
    expect(code.message).toBe("Umbrella has a cost centre with the code OPS already.");
    const { id: rnd } = await addCostCentre(admin, id, { code: "RND", label: "Research" });
    expect((await refusal(updateCostCentre(admin, id, rnd, { code: "ops", label: "Research" }))).code).toBe("CONFLICT");
    await updateCostCentre(admin, id, rnd, { code: "R-D", label: "Research and development" });

    const { id: paris } = await addPolicyCap(admin, id, { placeKind: "city", place: "Paris", currency: "EUR", nightlyCap: "200" });
    expect((await refusal(addPolicyCap(admin, id, { placeKind: "city", place: "PARIS", currency: "USD", nightlyCap: "250" }))).message).toBe(
      "Umbrella has a nightly cap for PARIS already: change that cap instead.",
    );
    // A city and a country are different places, even with the same letters.
    await addPolicyCap(admin, id, { placeKind: "country", place: "FR", currency: "EUR", nightlyCap: "170" });
    await updatePolicyCap(admin, id, paris, { placeKind: "city", place: "Paris", currency: "EUR", nightlyCap: "210.00" });
    const client = await getClientOrThrow(admin, id);
    expect(client.costCentres.map((c) => c.code)).toEqual(["OPS", "R-D"]);
    expect(client.policyCaps.map((c) => `${c.place} ${c.nightlyCap}`)).toEqual(["Paris 210.00", "FR 170.00"]);
  });

  it("refuses a cap of zero or less, one that is not a decimal, one with more decimals than its currency, an unknown currency or country", async () => {
    const admin = await newAdminContext();
    const { id } = await createClient(admin, { name: "Hooli", approvalRule: "none" });
    const cap = (fields: Partial<{ placeKind: "city" | "country"; place: string; currency: string; nightlyCap: string }>) =>
      refusal(addPolicyCap(admin, id, { placeKind: "city", place: "Rome", currency: "EUR", nightlyCap: "100", ...fields }));

    expect((await cap({ nightlyCap: "0" })).fieldErrors).toEqual({ nightlyCap: ["The nightly cap must be more than zero."] });
    expect((await cap({ nightlyCap: "0.00" })).message).toBe("The nightly cap must be more than zero.");
    expect((await cap({ nightlyCap: "-20" })).message).toBe("The nightly cap must be more than zero.");
    for (const notDecimal of ["abc", "1e3", "12,50", "", "Infinity"]) {
      expect((await cap({ nightlyCap: notDecimal })).message).toBe("Give the nightly cap as an amount with a dot for decimals, such as 180 or 180.50.");
    }
    expect((await cap({ nightlyCap: "99.999" })).message).toBe("Amounts in EUR have at most 2 decimals, and the nightly cap is at most 12 digits before the dot.");
    expect((await cap({ currency: "JPY", nightlyCap: "15000.5" })).message).toBe("Amounts in JPY have no decimals, and the nightly cap is at most 12 digits.");
    expect((await cap({ currency: "XYZ" })).fieldErrors).toEqual({ currency: ["“XYZ” is not a currency: give its three-letter ISO 4217 code, such as EUR, GBP or USD."] });
    expect((await cap({ currency: "euro" })).code).toBe("INVALID");
    expect((await cap({ placeKind: "country", place: "XX" })).message).toBe("“XX” is not a country: give its two-letter ISO 3166 code, such as FR, GB or US.");
    expect((await cap({ placeKind: "country", place: "France" })).code).toBe("INVALID");
    expect((await cap({ place: "  " })).message).toBe("Enter the city the cap is for.");

    expect((await getClientOrThrow(admin, id)).policyCaps).toEqual([]);
    await addPolicyCap(admin, id, { placeKind: "city", place: "Tokyo", currency: "jpy", nightlyCap: "25000" });
    expect((await getClientOrThrow(admin, id)).policyCaps.map((c) => `${c.nightlyCap} ${c.currency}`)).toEqual(["25000 JPY"]);
  });

  it("checks travellers' and approvers' addresses and names in words", async () => {
    const admin = await newAdminContext();
    const { id } = await createClient(admin, { name: "Stark", approvalRule: "none" });
    expect((await refusal(addTraveller(admin, id, { givenName: "Tony", familyName: "Stark", email: "tony-at-stark" }))).fieldErrors).toEqual({
      email: ["“tony-at-stark” is not an e-mail address."],
    });
    expect((await refusal(addTraveller(admin, id, { givenName: "", familyName: "Stark" }))).message).toBe("Enter the traveller's given name.");
    expect((await refusal(addTraveller(admin, id, { givenName: "Pepper", familyName: "Potts", phone: "call me" }))).fieldErrors?.phone).toHaveLength(1);
    expect((await refusal(addApprover(admin, id, { name: "Happy", email: "" }))).message).toBe("Enter an e-mail address.");

    const { id: traveller } = await addTraveller(admin, id, { givenName: "Pepper", familyName: "Potts", email: " pepper@stark.test " });
    await updateTraveller(admin, id, traveller, { givenName: "Virginia", familyName: "Potts", email: "pepper@stark.test", phone: "+1 212 555 0100" });
    expect((await getClientOrThrow(admin, id)).travellers).toEqual([{ id: traveller, givenName: "Virginia", familyName: "Potts", email: "pepper@stark.test", phone: "+1 212 555 0100" }]);
    await removeTraveller(admin, id, traveller);
    expect((await refusal(removeTraveller(admin, id, traveller))).code).toBe("NOT_FOUND");
    expect((await getClientOrThrow(admin, id)).travellers).toEqual([]);
  });

  it("requires an approver while the approval rule asks for approval", async () => {
    const admin = await newAdminContext();
    for (const approvalRule of ["every", "out-of-policy"] as const) {
      const refused = await refusal(createClient(admin, { name: `Wayne ${approvalRule}`, approvalRule }));
      expect(refused.fieldErrors).toEqual({ approvers: ["Add at least one approver: this client's approval rule asks for approval."] });
    }
    expect((await refusal(createClient(admin, { name: "Wayne", approvalRule: "sometimes" as never }))).fieldErrors?.approvalRule).toHaveLength(1);

    const { id } = await createClient(admin, { name: "Wayne", approvalRule: "none" });
    expect((await refusal(updateClient(admin, id, { name: "Wayne", approvalRule: "every" }))).fieldErrors).toEqual({
      approvalRule: ["Add at least one approver: this client's approval rule asks for approval."],
    });
    const { id: alfred } = await addApprover(admin, id, { name: "Alfred Pennyworth", email: "alfred@wayne.test" });
    await updateClient(admin, id, { name: "Wayne", approvalRule: "every" });
    expect((await refusal(removeApprover(admin, id, alfred))).message).toBe(
      "Alfred Pennyworth is the only approver of Wayne, whose approval rule is “Every choice”: add another approver, or set the rule to None, first.",
    );
    const { id: lucius } = await addApprover(admin, id, { name: "Lucius Fox", email: "lucius@wayne.test" });
    await removeApprover(admin, id, alfred);
    await updateClient(admin, id, { name: "Wayne", approvalRule: "none" });
    await removeApprover(admin, id, lucius);
    expect(await getClientOrThrow(admin, id)).toMatchObject({ approvalRule: "none", approvers: [] });
  });

  it("keeps each organisation to its own clients", async () => {
    const ours = await newAdminContext();
    const theirs = await newAdminContext();
    const { id } = await createClient(theirs, { ...acme, name: "Theirs" });
    const child = await getClientOrThrow(theirs, id);
    await createClient(ours, { name: "Theirs", approvalRule: "none" }); // names are per organisation

    const notFound = "That client does not exist; it may belong to another organisation.";
    // Called one at a time, so that each refusal is awaited as it happens.
    const attempts: (() => Promise<unknown>)[] = [
      () => getClientOrThrow(ours, id),
      () => updateClient(ours, id, { name: "Mine now", approvalRule: "none" }),
      () => archiveClient(ours, id),
      () => restoreClient(ours, id),
      () => addTraveller(ours, id, { givenName: "Eve", familyName: "Intruder" }),
      () => updateTraveller(ours, id, child.travellers[0]!.id, { givenName: "Eve", familyName: "Intruder" }),
      () => removeTraveller(ours, id, child.travellers[0]!.id),
      () => addCostCentre(ours, id, { code: "X", label: "X" }),
      () => removeCostCentre(ours, id, child.costCentres[0]!.id),
      () => addApprover(ours, id, { name: "Eve", email: "eve@example.test" }),
      () => removeApprover(ours, id, child.approvers[0]!.id),
      () => addPolicyCap(ours, id, { placeKind: "city", place: "Oslo", currency: "NOK", nightlyCap: "1" }),
      () => removePolicyCap(ours, id, child.policyCaps[0]!.id),
    ];
    for (const attempt of attempts) {
      const error = await refusal(attempt());
      expect([error.code, error.message]).toEqual(["NOT_FOUND", notFound]);
    }
    // Their child rows, named under our own client, are not found either.
    const { id: mine } = await createClient(ours, { name: "Mine", approvalRule: "none" });
    expect((await refusal(removeCostCentre(ours, mine, child.costCentres[0]!.id))).code).toBe("NOT_FOUND");
    expect((await refusal(updatePolicyCap(ours, mine, child.policyCaps[0]!.id, { placeKind: "city", place: "Oslo", currency: "NOK", nightlyCap: "1" }))).code).toBe("NOT_FOUND");

    expect((await listClients(ours)).map((c) => c.name)).toEqual(["Mine", "Theirs"]);
    expect(await getClientOrThrow(theirs, id)).toEqual(child);
    expect((await auditOf(theirs.organization.id)).map((a) => a.kind)).toEqual(["client-created"]);
  });

  it("lets agents list and read clients but not change them", async () => {
    const admin = await newAdminContext();
    const agent = asAgent(admin);
    const { id } = await createClient(admin, acme);
    const client = await getClientOrThrow(admin, id);

    expect((await listClients(agent)).map((c) => [c.name, c.travellerCount, c.costCentreCount, c.policyCapCount])).toEqual([["Acme Industries", 2, 1, 2]]);
    expect(await getClientOrThrow(agent, id)).toEqual(client);

    const forbidden = `Only admins of ${admin.organization.name} can change its clients; ask an admin.`;
    // Called one at a time, so that each refusal is awaited as it happens.
    const attempts: (() => Promise<unknown>)[] = [
      () => createClient(agent, { name: "Agent's own", approvalRule: "none" }),
      () => updateClient(agent, id, { name: "Renamed", approvalRule: "none" }),
      () => archiveClient(agent, id),
      () => restoreClient(agent, id),
      () => addTraveller(agent, id, { givenName: "New", familyName: "Traveller" }),
      () => removeTraveller(agent, id, client.travellers[0]!.id),
      () => addCostCentre(agent, id, { code: "NEW", label: "New" }),
      () => updateCostCentre(agent, id, client.costCentres[0]!.id, { code: "NEW", label: "New" }),
      () => addApprover(agent, id, { name: "New", email: "new@acme.test" }),
      () => removeApprover(agent, id, client.approvers[0]!.id),
      () => addPolicyCap(agent, id, { placeKind: "city", place: "Madrid", currency: "EUR", nightlyCap: "90" }),
      () => removePolicyCap(agent, id, client.policyCaps[0]!.id),
    ];
    for (const attempt of attempts) {
      const error = await refusal(attempt());
      expect([error.code, error.message]).toEqual(["FORBIDDEN", forbidden]);
    }
    expect(await getClientOrThrow(admin, id)).toEqual(client);
    expect((await auditOf(admin.organization.id)).map((a) => a.kind)).toEqual(["client-created"]);
  });

  it("writes an audit entry with each change, and none for a change refused", async () => {
    const admin = await newAdminContext();
    const seen = new Set<string>();
    /** The entries written since the last look (entries of one millisecond have no order between them). */
    async function written() {
      const entries = await getPrisma().auditEntry.findMany({ where: { organizationId: admin.organization.id, id: { notIn: [...seen] } } });
      entries.forEach((e) => seen.add(e.id));
      expect(entries.every((e) => e.actorId === admin.user.id && e.actorName === admin.user.name)).toBe(true);
      return entries.map((e) => `${e.kind}: ${e.summary}`);
    }

    const { id } = await createClient(admin, { name: "Cyberdyne", approvalRule: "none" });
    expect(await written()).toEqual(["client-created: Client Cyberdyne created."]);
    const { id: centre } = await addCostCentre(admin, id, { code: "T-800", label: "Robotics" });
    expect(await written()).toEqual(["client-changed: Cost centre T-800 (Robotics) added to Cyberdyne."]);
    await refusal(addCostCentre(admin, id, { code: "t-800", label: "Again" }));
    expect(await written()).toEqual([]);
    const { id: approver } = await addApprover(admin, id, { name: "Miles Dyson", email: "miles@cyberdyne.test" });
    expect(await written()).toEqual(["client-changed: Approver Miles Dyson (miles@cyberdyne.test) added to Cyberdyne."]);
    await updateClient(admin, id, { name: "Cyberdyne Systems", poNumberRequired: true, approvalRule: "every" });
    expect(await written()).toEqual(["client-changed: Client Cyberdyne: renamed to Cyberdyne Systems; a PO number now required; approval rule now Every choice."]);
    await updateClient(admin, id, { name: "Cyberdyne Systems", poNumberRequired: true, approvalRule: "every" });
    expect(await written()).toEqual([]); // nothing changed
    const { id: cap } = await addPolicyCap(admin, id, { placeKind: "country", place: "us", currency: "usd", nightlyCap: "300" });
    expect(await written()).toEqual(["client-changed: Nightly cap of 300.00 USD for country US added to Cyberdyne Systems."]);
    await removePolicyCap(admin, id, cap);
    expect(await written()).toEqual(["client-changed: Nightly cap for country US removed from Cyberdyne Systems."]);
    await removeCostCentre(admin, id, centre);
    expect(await written()).toEqual(["client-changed: Cost centre T-800 removed from Cyberdyne Systems."]);
    await refusal(removeApprover(admin, id, approver));
    expect(await written()).toEqual([]);
    await addApprover(admin, id, { name: "Sarah Connor", email: "sarah@cyberdyne.test" });
    await removeApprover(admin, id, approver);
    expect((await written()).sort()).toEqual([
      "client-changed: Approver Miles Dyson removed from Cyberdyne Systems.",
      "client-changed: Approver Sarah Connor (sarah@cyberdyne.test) added to Cyberdyne Systems.",
    ]);
    await archiveClient(admin, id);
    expect(await written()).toEqual(["client-archived: Client Cyberdyne Systems archived."]);
    await archiveClient(admin, id);
    expect(await written()).toEqual([]); // archived already
    await restoreClient(admin, id);
    expect(await written()).toEqual(["client-restored: Client Cyberdyne Systems restored."]);
  });
});
