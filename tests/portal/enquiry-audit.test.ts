import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";

// What the audit trail records of enquiry-level actions: withdrawing from the other providers,
// withdrawing a provider's open enquiries before its removal, sending again to the providers
// that refused, and a share link revoked by another member than its maker. Each entry is
// written with its change, named in words on the audit page's filter and in the CSV.
// The portal's domain code, the real service behind its HTTP API (app.request) as several
// providers, and the database (SQLite here, PostgreSQL under test:pg).

process.env.STAYDESK_SECRET = "enquiry-audit-test-secret-0123456789-abcdefghij";

const { getPrisma } = await import("@/lib/db/prisma");
const { AUDIT_KINDS } = await import("@/lib/portal/audit/audit-kinds");
const { auditCsv } = await import("@/lib/portal/audit/audit-csv");
const { AuditQuery } = await import("@/lib/portal/audit/audit-query");
const { listAuditEntries } = await import("@/lib/portal/audit/list-audit-entries");
const { indexEnquiry } = await import("@/lib/portal/enquiries/index-enquiry");
const { withdrawFromOthers } = await import("@/lib/portal/enquiries/withdraw-from-others");
const { withdrawOpenEnquiries } = await import("@/lib/portal/enquiries/withdraw-open-enquiries");
const { sendAgain } = await import("@/lib/portal/intake/send-again");
const { revokeShareLink } = await import("@/lib/portal/share-links/revoke-share-link");
const { acceptQuoteItem } = await import("@/lib/service/backoffice/accept-quote-item");
const { createSpecialist } = await import("@/lib/service/backoffice/auth/create-specialist");
const { call, enquiryBody, newAccount, routeFetchTo, serviceApp } = await import("../helpers/service");
const { connectBuiltIn, newOrganization } = await import("../helpers/portal-organization");

type App = Awaited<ReturnType<typeof serviceApp>>;
type Account = Awaited<ReturnType<typeof newAccount>>;
let app: App;
/** Keys whose provider answers 404 to the withdrawal, as a provider without the extension would. */
const withoutExtension = new Set<string>();

beforeAll(async () => {
  app = await serviceApp();
  routeFetchTo(app, (url, init) => {
    const key = new Headers(init?.headers).get("x-api-key") ?? "";
    if (!withoutExtension.has(key) || !url.pathname.endsWith("/withdrawal")) return undefined;
    return new Response(JSON.stringify({ type: "about:blank", title: "Not Found", status: 404 }), { status: 404, headers: { "content-type": "application/problem+json" } });
  });
});

const NAMES = ["Harbour", "Citadel", "Meridian"];

/** An organisation with one connection per account, in that order, and a member's context. */
async function organisation(accounts: Account[], member = { id: `user-${randomUUID()}`, name: "Ada Agent" }) {
  const organizationId = await newOrganization();
  const connections: string[] = [];
  for (const [i, account] of accounts.entries()) {
    connections.push(await connectBuiltIn(organizationId, account.key, { id: `conn-${organizationId}-${i}`, name: NAMES[i]!, createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)) }));
  }
  const contextOf = (user: { id: string; name: string }) => ({
    user: { ...user, email: `${user.id}@agency.test` },
    member: { id: `member-${user.id}`, role: "agent" as const },
    organization: { id: organizationId, name: `Org ${organizationId}`, slug: organizationId },
  });
  return { organizationId, connections, context: contextOf(member), contextOf };
}

/** Sends one enquiry to each of `accounts` (the same externalId, as the portal does) and indexes each; the agency enquiry's reference. */
async function sent(org: Awaited<ReturnType<typeof organisation>>, accounts: Account[], body = enquiryBody()) {
  const references: string[] = [];
  for (const [i, account] of accounts.entries()) {
    const created = await call(app, "POST", "/external-api/v1/enquiries", { key: account.key, body });
    expect(created.status).toBe(201);
    await indexEnquiry(org.organizationId, { connectionId: org.connections[i]!, enquiry: created.json.data, readAt: new Date(), creator: org.context.user });
    references.push(created.json.data.serviceReference);
  }
  const tracked = await getPrisma().trackedEnquiry.findFirstOrThrow({ where: { organizationId: org.organizationId, externalId: body.externalId } });
  return { reference: tracked.reference, enquiryId: tracked.id, serviceReferences: references, body };
}

const entries = async (organizationId: string, kind: string) =>
  getPrisma().auditEntry.findMany({ where: { organizationId, kind }, orderBy: { createdAt: "asc" }, select: { actorId: true, actorName: true, summary: true } });

async function csvOf(organizationId: string): Promise<string[][]> {
  const chunks: Buffer[] = [];
  for await (const chunk of auditCsv(organizationId, AuditQuery.parse({}))) chunks.push(Buffer.from(chunk));
  return parse(Buffer.concat(chunks).toString("utf8")) as string[][];
}

describe("the audit trail of enquiry-level actions", () => {
  it("records withdrawing from the other providers once, with who closed it and who is withdrawn here only", async () => {
    const accounts = [await newAccount(), await newAccount(), await newAccount()];
    withoutExtension.add(accounts[2]!.key);
    const org = await organisation(accounts);
    const enquiry = await sent(org, accounts);
    // Every provider quotes; Harbour's first option is accepted at its desk: booked there.
    for (const [i, serviceReference] of enquiry.serviceReferences.entries()) {
      expect((await call(app, "POST", `/external-api/v1/sandbox/enquiries/${serviceReference}/change-state`, { key: accounts[i]!.key, body: { enquiryState: "QUOTED" } })).status).toBe(204);
    }
    const harbour = enquiry.serviceReferences[0]!;
    const quote = (await call(app, "GET", `/external-api/v1/quotes?serviceEnquiryReference=${harbour}`, { key: accounts[0]!.key })).json.data[0];
    const specialist = await createSpecialist(getPrisma(), { email: `desk-${randomUUID()}@provider.test`, name: "Desk", password: "correct horse battery" });
    await acceptQuoteItem(harbour, specialist, quote.id, quote.items[0].id);
    for (const [i, serviceReference] of enquiry.serviceReferences.entries()) {
      const read = (await call(app, "GET", `/external-api/v1/enquiries/${serviceReference}`, { key: accounts[i]!.key })).json.data;
      await indexEnquiry(org.organizationId, { connectionId: org.connections[i]!, enquiry: read, readAt: new Date() });
    }

    await withdrawFromOthers(org.context, enquiry.reference);
    expect(await entries(org.organizationId, "enquiry-withdrawn-from-others")).toEqual([
      {
        actorId: org.context.user.id,
        actorName: "Ada Agent",
        summary: `Enquiry ${enquiry.reference} withdrawn from the other providers after Harbour booked it: Citadel closed its enquiry; Meridian is withdrawn here only.`,
      },
    ]);
    // Nothing more to withdraw: nothing more recorded.
    expect(await withdrawFromOthers(org.context, enquiry.reference)).toEqual([]);
    expect(await entries(org.organizationId, "enquiry-withdrawn-from-others")).toHaveLength(1);
  });

  it("records each open enquiry withdrawn from a provider before its removal", async () => {
    const [harbour, citadel] = [await newAccount(), await newAccount()];
    withoutExtension.add(citadel.key);
    const org = await organisation([harbour, citadel]);
    const both = await sent(org, [harbour, citadel]);
    const alone = await sent(org, [harbour]);

    await withdrawOpenEnquiries(org.context, org.connections[0]!);
    // One entry each; the enquiries are withdrawn side by side, in no set order.
    expect((await entries(org.organizationId, "enquiry-withdrawn-from-provider")).map((e) => e.summary).sort()).toEqual(
      [
        `Enquiry ${both.reference} (${both.body.clientReference}) withdrawn from Harbour before the provider's removal: Harbour closed it.`,
        `Enquiry ${alone.reference} (${alone.body.clientReference}) withdrawn from Harbour before the provider's removal: Harbour closed it.`,
      ].sort(),
    );
    await withdrawOpenEnquiries(org.context, org.connections[1]!);
    const recorded = await entries(org.organizationId, "enquiry-withdrawn-from-provider");
    expect(recorded.map((e) => e.summary).at(-1)).toBe(`Enquiry ${both.reference} (${both.body.clientReference}) withdrawn from Citadel before the provider's removal: withdrawn here only.`);
    expect(recorded.every((e) => e.actorName === "Ada Agent")).toBe(true);
    // A second call finds nothing left: nothing more recorded.
    await withdrawOpenEnquiries(org.context, org.connections[0]!);
    expect(await entries(org.organizationId, "enquiry-withdrawn-from-provider")).toHaveLength(3);
  });

  it("records sending again to the providers that refused, and what each made of it", async () => {
    const [harbour, citadel] = [await newAccount(), await newAccount()];
    const org = await organisation([harbour, citadel]);
    const body = enquiryBody();
    // Citadel already has an enquiry with this client reference: its duplicate rule refuses.
    const clash = await call(app, "POST", "/external-api/v1/enquiries", { key: citadel.key, body: enquiryBody({ clientReference: body.clientReference }) });
    expect(clash.status).toBe(201);
    const enquiry = await sent(org, [harbour], body);
    // As the intake form leaves it when Citadel refused: the refusal, and the request kept to send again.
    await getPrisma().providerRefusal.create({
      data: { id: randomUUID(), organizationId: org.organizationId, enquiryId: enquiry.enquiryId, connectionId: org.connections[1]!, message: "Refused.", refusedAt: new Date() },
    });
    await getPrisma().trackedEnquiry.update({ where: { id: enquiry.enquiryId }, data: { request: JSON.stringify(body) } });

    await sendAgain(org.context, enquiry.reference);
    await getPrisma().enquiry.delete({ where: { serviceReference: clash.json.data.serviceReference } });
    await sendAgain(org.context, enquiry.reference);
    expect(await entries(org.organizationId, "enquiry-sent-again")).toEqual([
      { actorId: org.context.user.id, actorName: "Ada Agent", summary: `Enquiry ${enquiry.reference} sent again to Citadel: Citadel refused it again.` },
      { actorId: org.context.user.id, actorName: "Ada Agent", summary: `Enquiry ${enquiry.reference} sent again to Citadel: Citadel took it.` },
    ]);
  }, 60_000);

  it("names the maker of a share link another member revoked", async () => {
    const org = await organisation([await newAccount()]);
    const db = getPrisma();
    const ana = { id: `user-${randomUUID()}`, name: "Ana Maker" };
    const bo = { id: `user-${randomUUID()}`, name: "Bo Revoker" };
    for (const user of [ana, bo]) await db.portalUser.create({ data: { ...user, email: `${user.id}@agency.test` } });
    const link = { id: randomUUID(), organizationId: org.organizationId, serviceReference: "R123", quotes: "[]", tokenHash: randomUUID(), tokenHint: "abcd", createdById: ana.id, expiresAt: new Date(Date.now() + 86_400_000) };
    await db.shareLink.create({ data: link });

    await revokeShareLink(org.contextOf(bo), link.id);
    // Again, by the maker: it is revoked already, nothing more is recorded.
    await revokeShareLink(org.contextOf(ana), link.id);
    expect(await entries(org.organizationId, "share-link-revoked")).toEqual([
      { actorId: bo.id, actorName: "Bo Revoker", summary: "Share link …abcd for R123, made by Ana Maker, revoked." },
    ]);
  });

  it("names the new kinds in words on the audit page's filter and in the CSV", async () => {
    const org = await organisation([]);
    const kinds = ["enquiry-sent-again", "enquiry-withdrawn-from-others", "enquiry-withdrawn-from-provider"] as const;
    await getPrisma().auditEntry.createMany({
      data: kinds.map((kind, i) => ({ id: randomUUID(), organizationId: org.organizationId, actorName: "Ada Agent", kind, summary: `entry ${i}`, createdAt: new Date(Date.UTC(2026, 4, 1, i)) })),
    });
    for (const kind of kinds) {
      // The filter keeps the kind (a kind it does not know is dropped) and finds its entry.
      expect(AuditQuery.parse({ kind }).kind).toBe(kind);
      expect((await listAuditEntries(org.organizationId, AuditQuery.parse({ kind }))).rows).toHaveLength(1);
    }
    expect(kinds.map((kind) => AUDIT_KINDS[kind])).toEqual(["Enquiry sent again", "Withdrawn from the other providers", "Withdrawn from a provider before its removal"]);
    expect((await csvOf(org.organizationId)).slice(1).map((row) => [row[2], row[3]])).toEqual([
      ["Withdrawn from a provider before its removal", "entry 2"],
      ["Withdrawn from the other providers", "entry 1"],
      ["Enquiry sent again", "entry 0"],
    ]);
  });
});
