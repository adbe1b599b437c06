import { beforeAll, describe, expect, it, vi } from "vitest";

// What the enquiry page does across providers, end to end inside one process: the portal's
// domain code, the real service behind its HTTP API (app.request) as two providers (two
// accounts, two connections), and the database (SQLite here, PostgreSQL under test:pg).
vi.mock("server-only", () => ({}));

process.env.STAYDESK_SECRET = "provider-follow-up-test-secret-0123456789-abcdef";

const { getPrisma } = await import("@/lib/db/prisma");
const { createEnquiry } = await import("@/lib/portal/intake/create-enquiry");
const { sendAgain } = await import("@/lib/portal/intake/send-again");
const { withdrawFromOthers } = await import("@/lib/portal/enquiries/withdraw-from-others");
const { indexEnquiry } = await import("@/lib/portal/enquiries/index-enquiry");
const { getEnquiryView } = await import("@/lib/portal/enquiries/get-enquiry-view");
const { storeEnquirySnapshot } = await import("@/lib/portal/enquiries/enquiry-snapshot");
const { withdrawnRowInWords } = await import("@/app/(portal)/enquiries/[reference]/provider-words");
const { withdrawOpenEnquiries } = await import("@/lib/portal/enquiries/withdraw-open-enquiries");
const { countConnectionEnquiries } = await import("@/lib/portal/connections/count-connection-enquiries");
const { removeConnection } = await import("@/lib/portal/connections/remove-connection");
const { EnquiryListQuery, listTrackedEnquiries } = await import("@/lib/portal/enquiries/list-tracked-enquiries");
const { acceptQuoteItem } = await import("@/lib/service/backoffice/accept-quote-item");
const { createSpecialist } = await import("@/lib/service/backoffice/auth/create-specialist");
const { refusal } = await import("../helpers/refusal");
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

/** An organisation with one connection per account, in that order, and a member's context. */
async function organisation(accounts: Account[]) {
  const organizationId = await newOrganization();
  const connections: { id: string; name: string }[] = [];
  for (const [i, account] of accounts.entries()) {
    const name = ["Harbour", "Citadel", "Meridian"][i]!;
    const id = await connectBuiltIn(organizationId, account.key, { id: `conn-${organizationId}-${i}`, name, createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)) });
    connections.push({ id, name });
  }
  const context = {
    user: { id: `user-${organizationId}`, name: "Ada Agent", email: `${organizationId}@agency.test` },
    member: { id: `member-${organizationId}`, role: "agent" as const },
    organization: { id: organizationId, name: `Org ${organizationId}`, slug: organizationId },
  };
  return { organizationId, connections, context };
}

const providersOf = (reference: string, organizationId: string) =>
  getPrisma().providerEnquiry.findMany({ where: { organizationId, enquiry: { reference } }, orderBy: { createdAt: "asc" } });
const trackedOf = (reference: string, organizationId: string) =>
  getPrisma().trackedEnquiry.findFirstOrThrow({ where: { organizationId, reference }, include: { refusals: true } });


describe("send again to the providers that refused", () => {
  it("records a new reason while the provider still refuses, and joins it to the enquiry once it takes it", async () => {
    const [harbour, citadel] = [await newAccount(), await newAccount()];
    const { organizationId, connections, context } = await organisation([harbour, citadel]);
    const body = enquiryBody();
    // Citadel already has an enquiry with this client reference: its duplicate rule refuses.
    const clash = await call(app, "POST", "/external-api/v1/enquiries", { key: citadel.key, body: enquiryBody({ clientReference: body.clientReference }) });
    expect(clash.status).toBe(201);

    const sent = await createEnquiry(context, body as never);
    expect(sent.refused.map((r) => r.connection.name)).toEqual(["Citadel"]);
    const first = await trackedOf(sent.reference, organizationId);
    expect(first.refusals).toHaveLength(1);
    expect(first.refusals[0]).toMatchObject({ connectionId: connections[1]!.id });
    expect(first.request).not.toBeNull();

    // Still refused: no error, the reason is read again and dated now.
    const again = await sendAgain(context, sent.reference);
    expect(again.refused.map((r) => r.connection.name)).toEqual(["Citadel"]);
    const second = await trackedOf(sent.reference, organizationId);
    expect(second.refusals).toHaveLength(1);
    expect(second.refusals[0]!.refusedAt.getTime()).toBeGreaterThanOrEqual(first.refusals[0]!.refusedAt.getTime());
    expect(second.request).not.toBeNull();

    // The clash is gone at Citadel: it takes the enquiry, under the same agency enquiry.
    await getPrisma().enquiry.delete({ where: { serviceReference: clash.json.data.serviceReference } });
    const taken = await sendAgain(context, sent.reference);
    expect(taken).toEqual({ reference: sent.reference, refused: [] });
    const third = await trackedOf(sent.reference, organizationId);
    expect(third.refusals).toEqual([]);
    expect(third.request).toBeNull();
    expect((await providersOf(sent.reference, organizationId)).map((p) => p.connectionId)).toEqual(connections.map((c) => c.id));

    expect((await refusal(sendAgain(context, sent.reference))).message).toMatch(/nothing to send again/);
    // The first enquiry loads the offline gazetteer: slow on a busy machine.
  }, 60_000);

  it("says so when the request is no longer kept, and is scoped to the organisation", async () => {
    const [harbour, citadel] = [await newAccount(), await newAccount()];
    const { organizationId, context } = await organisation([harbour, citadel]);
    const body = enquiryBody();
    await call(app, "POST", "/external-api/v1/enquiries", { key: citadel.key, body: enquiryBody({ clientReference: body.clientReference }) });
    const sent = await createEnquiry(context, body as never);

    const stranger = await organisation([await newAccount()]);
    expect((await refusal(sendAgain(stranger.context, sent.reference))).code).toBe("NOT_FOUND");

    await getPrisma().trackedEnquiry.updateMany({ where: { organizationId, reference: sent.reference }, data: { request: null } });
    expect((await refusal(sendAgain(context, sent.reference))).message).toMatch(/no longer kept here/);
    expect((await trackedOf(sent.reference, organizationId)).refusals).toHaveLength(1);
  });
});

describe("the list's progress of each enquiry", () => {
  it("counts the providers that quoted, on the page's rows, and says nothing for one provider", async () => {
    const accounts = [await newAccount(), await newAccount(), await newAccount()];
    const { organizationId, connections, context } = await organisation(accounts);
    const several = await createEnquiry(context, enquiryBody() as never);
    const single = await createEnquiry(context, enquiryBody() as never, [connections[0]!.id]);
    const [first] = await providersOf(several.reference, organizationId);
    expect((await call(app, "POST", `/external-api/v1/sandbox/enquiries/${first!.serviceReference}/change-state`, { key: accounts[0]!.key, body: { enquiryState: "QUOTED" } })).status).toBe(204);
    const enquiry = (await call(app, "GET", `/external-api/v1/enquiries/${first!.serviceReference}`, { key: accounts[0]!.key })).json.data;
    await indexEnquiry(organizationId, { connectionId: first!.connectionId, enquiry, readAt: new Date() });

    const listed = await listTrackedEnquiries(organizationId, context.user.id, EnquiryListQuery.parse({ sort: "created", dir: "asc" }));
    expect(listed.rows.map((r) => [r.reference, r.progress])).toEqual([
      [several.reference, "1 of 3 quoted"],
      [single.reference, null],
    ]);
  });
});

describe("withdraw from the others once one provider booked", () => {
  async function bookedWithFirst(accounts: Account[]) {
    const org = await organisation(accounts);
    const sent = await createEnquiry(org.context, enquiryBody() as never);
    const all = await providersOf(sent.reference, org.organizationId);
    // Each connection is its account's (conn-…-{index}); the first books.
    const keyOf = (p: { connectionId: string }) => accounts[Number(p.connectionId.split("-").pop())]!.key;
    const booked = all.find((p) => p.connectionId === org.connections[0]!.id);
    const others = all.filter((p) => p !== booked);
    for (const provider of all) {
      expect((await call(app, "POST", `/external-api/v1/sandbox/enquiries/${provider.serviceReference}/change-state`, { key: keyOf(provider), body: { enquiryState: "QUOTED" } })).status).toBe(204);
    }
    const quote = (await call(app, "GET", `/external-api/v1/quotes?serviceEnquiryReference=${booked!.serviceReference}`, { key: accounts[0]!.key })).json.data[0];
    const specialist = await createSpecialist(getPrisma(), { email: `desk-${Date.now()}-${Math.random()}@provider.test`, name: "Desk", password: "correct horse battery" });
    await acceptQuoteItem(booked!.serviceReference, specialist, quote.id, quote.items[0].id);
    // The portal learns of each provider's state as the receiver would, by reading it.
    for (const provider of all) {
      const enquiry = (await call(app, "GET", `/external-api/v1/enquiries/${provider.serviceReference}`, { key: keyOf(provider) })).json.data;
      await indexEnquiry(org.organizationId, { connectionId: provider.connectionId, enquiry, readAt: new Date() });
    }
    return { ...org, reference: sent.reference, booked: booked!, others };
  }

  const serviceState = async (serviceReference: string) => getPrisma().enquiry.findUniqueOrThrow({ where: { serviceReference }, select: { state: true, closureReason: true } });

  it("closes the enquiry at a provider with the extension, marks the one without it here only, and sums up the booking alone", async () => {
    const accounts = [await newAccount(), await newAccount(), await newAccount()];
    withoutExtension.add(accounts[2]!.key);
    const { organizationId, context, reference, booked, others } = await bookedWithFirst(accounts);
    expect((await trackedOf(reference, organizationId)).state).toBe("BOOKING_PENDING");

    const [citadel, meridian] = [...others].sort((a, b) => (a.connectionId < b.connectionId ? -1 : 1)) as [(typeof others)[number], (typeof others)[number]];
    const outcomes = await withdrawFromOthers(context, reference);
    expect([...outcomes].sort((a, b) => (a.connection.id < b.connection.id ? -1 : 1))).toEqual([
      { connection: { id: citadel.connectionId, name: "Citadel" }, closedAtProvider: true, note: null },
      { connection: { id: meridian.connectionId, name: "Meridian" }, closedAtProvider: false, note: expect.stringMatching(/no way to withdraw/) },
    ]);
    expect(await serviceState(citadel.serviceReference)).toEqual({ state: "CLOSED", closureReason: "BOOKED_ELSEWHERE_COMPETITOR" });
    expect(await serviceState(meridian.serviceReference)).toEqual({ state: "QUOTED", closureReason: null });
    expect(await serviceState(booked.serviceReference)).toMatchObject({ state: "BOOKING_PENDING" });

    const after = await providersOf(reference, organizationId);
    const standing = (connectionId: string) => after.find((p) => p.connectionId === connectionId)!;
    expect([booked, citadel, meridian].map((p) => [standing(p.connectionId).state, standing(p.connectionId).withdrawnAt !== null])).toEqual([
      ["BOOKING_PENDING", false],
      ["CLOSED", true],
      ["QUOTED", true],
    ]);
    const summary = await trackedOf(reference, organizationId);
    expect(summary.state).toBe("BOOKING_PENDING");
    expect(summary.quoteCount).toBe(standing(booked.connectionId).quoteCount);
    const listed = await listTrackedEnquiries(organizationId, context.user.id, EnquiryListQuery.parse({}));
    expect(listed.rows.map((r) => r.progress)).toEqual(["Booking pending with Harbour"]);

    // Again: nothing more is withdrawn, nothing more is closed.
    const { id: closedId } = await getPrisma().enquiry.findUniqueOrThrow({ where: { serviceReference: citadel.serviceReference } });
    const closedEvents = () => getPrisma().event.count({ where: { type: "ENQUIRY.CLOSED", enquiryId: closedId } });
    expect(await closedEvents()).toBe(1);
    expect(await withdrawFromOthers(context, reference)).toEqual([]);
    expect(await closedEvents()).toBe(1);
    const again = await providersOf(reference, organizationId);
    expect(again.map((p) => [p.connectionId, p.withdrawnAt?.getTime()]).sort()).toEqual(after.map((p) => [p.connectionId, p.withdrawnAt?.getTime()]).sort());
  });

  it("says a provider closed its enquiry as soon as the withdrawal is done, though a snapshot from before is seconds old and its event not yet in", async () => {
    const accounts = [await newAccount(), await newAccount(), await newAccount()];
    withoutExtension.add(accounts[2]!.key);
    const { organizationId, context, reference, others } = await bookedWithFirst(accounts);
    // Live updates on: a page re-renders from the portal's snapshot of an enquiry while no later event is in.
    await getPrisma().serviceConnection.updateMany({ where: { organizationId }, data: { receiverWebhookId: "wh-receiver" } });
    // The client's share page (or an event) read both other providers' enquiries moments ago: QUOTED.
    for (const provider of others) {
      const key = accounts[Number(provider.connectionId.split("-").pop())]!.key;
      const enquiry = (await call(app, "GET", `/external-api/v1/enquiries/${provider.serviceReference}`, { key })).json.data;
      expect(enquiry.enquiryState.state).toBe("QUOTED");
      await storeEnquirySnapshot(organizationId, provider.connectionId, { enquiry, quotes: [], more: false, readAt: new Date() });
    }
    const rows = async () => {
      const view = await getEnquiryView(context, reference);
      if (view.status !== "found") throw new Error(view.status);
      return view.providers.filter((p) => p.withdrawnAt !== null).map((p) => [p.connection.name, p.state, withdrawnRowInWords(p)]).sort();
    };
    expect(await rows()).toEqual([]);

    const outcomes = await withdrawFromOthers(context, reference);
    expect(outcomes.map((o) => [o.connection.name, o.closedAtProvider]).sort()).toEqual([
      ["Citadel", true],
      ["Meridian", false],
    ]);
    // What the page shows right after, before the ENQUIRY.CLOSED event reaches the receiver: what the withdrawal settled.
    expect(await rows()).toEqual([
      ["Citadel", "CLOSED", "Closed at the provider."],
      ["Meridian", "QUOTED", "Marked withdrawn here only: tell Meridian yourself."],
    ]);
  });

  it("waits for a booking, and is scoped to the organisation", async () => {
    const accounts = [await newAccount(), await newAccount()];
    const org = await organisation(accounts);
    const sent = await createEnquiry(org.context, enquiryBody() as never);
    expect((await refusal(withdrawFromOthers(org.context, sent.reference))).message).toMatch(/No provider has booked/);

    const { reference, others } = await bookedWithFirst([await newAccount(), await newAccount()]);
    expect((await refusal(withdrawFromOthers(org.context, reference))).code).toBe("NOT_FOUND");
    expect((await serviceState(others[0]!.serviceReference)).state).toBe("QUOTED");
  });
});

describe("withdraw a provider's open enquiries before removing it", () => {
  const serviceState = async (serviceReference: string) => (await getPrisma().enquiry.findUniqueOrThrow({ where: { serviceReference }, select: { state: true } })).state;

  it("asks the provider to close each enquiry it is still working on, marks every one withdrawn here, and leaves bookings and other providers alone", async () => {
    const [harbour, citadel] = [await newAccount(), await newAccount()];
    withoutExtension.add(citadel.key);
    const { organizationId, connections, context } = await organisation([harbour, citadel]);
    const [harbourId, citadelId] = [connections[0]!.id, connections[1]!.id];
    const bothBody = enquiryBody();
    const both = await createEnquiry(context, bothBody as never);
    const quoted = await createEnquiry(context, enquiryBody() as never, [harbourId]);
    const booked = await createEnquiry(context, enquiryBody() as never, [harbourId]);
    for (const sent of [quoted, booked]) {
      expect((await call(app, "POST", `/external-api/v1/sandbox/enquiries/${sent.reference}/change-state`, { key: harbour.key, body: { enquiryState: "QUOTED" } })).status).toBe(204);
    }
    const quote = (await call(app, "GET", `/external-api/v1/quotes?serviceEnquiryReference=${booked.reference}`, { key: harbour.key })).json.data[0];
    const specialist = await createSpecialist(getPrisma(), { email: `desk-${Date.now()}-${Math.random()}@provider.test`, name: "Desk", password: "correct horse battery" });
    await acceptQuoteItem(booked.reference, specialist, quote.id, quote.items[0].id);
    for (const sent of [quoted, booked]) {
      const enquiry = (await call(app, "GET", `/external-api/v1/enquiries/${sent.reference}`, { key: harbour.key })).json.data;
      await indexEnquiry(organizationId, { connectionId: harbourId, enquiry, readAt: new Date() });
    }
    expect(await countConnectionEnquiries(organizationId, harbourId)).toEqual({ total: 3, open: 2 });

    const { name, withdrawals } = await withdrawOpenEnquiries(context, harbourId);
    expect(name).toBe("Harbour");
    expect(withdrawals.map((w) => [w.reference, w.closedAtProvider, w.note])).toEqual([
      [both.reference, true, null],
      [quoted.reference, true, null],
    ]);
    expect(await serviceState(both.reference)).toBe("CLOSED");
    expect(await serviceState(quoted.reference)).toBe("CLOSED");
    expect(await serviceState(booked.reference)).toBe("BOOKING_PENDING");
    const rows = await getPrisma().providerEnquiry.findMany({ where: { organizationId }, select: { connectionId: true, serviceReference: true, enquiry: { select: { reference: true } }, state: true, withdrawnAt: true } });
    const row = (reference: string, connectionId: string) => rows.find((r) => r.enquiry.reference === reference && r.connectionId === connectionId)!;
    expect([row(both.reference, harbourId), row(quoted.reference, harbourId), row(booked.reference, harbourId), row(both.reference, citadelId)].map((r) => [r.state, r.withdrawnAt !== null])).toEqual([
      ["CLOSED", true],
      ["CLOSED", true],
      ["BOOKING_PENDING", false],
      ["NEW", false],
    ]);
    // Each agency enquiry is summed up again: the one sent to Harbour alone is withdrawn; the other waits for Citadel alone.
    const listed = await listTrackedEnquiries(organizationId, context.user.id, EnquiryListQuery.parse({ sort: "created", dir: "asc" }));
    expect(listed.rows.map((r) => [r.reference, r.progress])).toEqual([
      [both.reference, "Waiting for Citadel"],
      [quoted.reference, null],
      [booked.reference, null],
    ]);
    expect((await trackedOf(quoted.reference, organizationId)).state).toBe("CLOSED");
    // Nothing is left to withdraw; nothing more is asked of the provider.
    expect(await countConnectionEnquiries(organizationId, harbourId)).toEqual({ total: 3, open: 0 });
    expect((await withdrawOpenEnquiries(context, harbourId)).withdrawals).toEqual([]);

    // A provider without the withdrawal: marked withdrawn here only, and said why.
    const fromCitadel = await withdrawOpenEnquiries(context, citadelId);
    expect(fromCitadel.withdrawals).toEqual([
      { reference: both.reference, clientReference: bothBody.clientReference, serviceReference: row(both.reference, citadelId).serviceReference, closedAtProvider: false, note: expect.stringMatching(/no way to withdraw/) },
    ]);
    expect((await providersOf(both.reference, organizationId)).every((p) => p.withdrawnAt !== null)).toBe(true);

    // Removed afterwards: every enquiry stays, as history.
    await removeConnection(context, harbourId);
    expect(await getPrisma().providerEnquiry.count({ where: { organizationId, connectionId: harbourId } })).toBe(3);
  });

  it("does not ask the provider for an enquiry sent with another account's key, and is scoped to the organisation", async () => {
    const account = await newAccount();
    const { organizationId, connections, context } = await organisation([account]);
    const sent = await createEnquiry(context, enquiryBody() as never);
    // The connection's key was since replaced by one of another account.
    await getPrisma().serviceConnection.update({ where: { id: connections[0]!.id }, data: { keyGeneration: 2 } });
    const stranger = await organisation([await newAccount()]);
    expect((await refusal(withdrawOpenEnquiries(stranger.context, connections[0]!.id))).code).toBe("NOT_FOUND");

    const { withdrawals } = await withdrawOpenEnquiries(context, connections[0]!.id);
    expect(withdrawals).toEqual([expect.objectContaining({ reference: sent.reference, closedAtProvider: false, note: expect.stringMatching(/another account/) })]);
    expect(await serviceState(sent.reference)).toBe("NEW");
    expect((await providersOf(sent.reference, organizationId))[0]!.withdrawnAt).not.toBeNull();
  });
});
