import { createHmac } from "node:crypto";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

// The portal's modules are server-only; here they run in plain Node.
vi.mock("server-only", () => ({}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

process.env.STAYDESK_SECRET = "snapshot-test-secret-0123456789-abcdefghijklmnop";

const { getPrisma } = await import("@/lib/db/prisma");
const { receiveEvent } = await import("@/lib/portal/receiver/receive-event");
const { getEnquiryView } = await import("@/lib/portal/enquiries/get-enquiry-view");
const { listEnquiryQuotes } = await import("@/lib/portal/enquiries/list-enquiry-quotes");
const { indexEnquiry } = await import("@/lib/portal/enquiries/index-enquiry");
const { getBookingView } = await import("@/lib/portal/bookings/get-booking-view");
const { getQuoteComparison } = await import("@/lib/portal/enquiries/get-quote-comparison");
const { getServiceClient } = await import("@/lib/portal/connections/get-service-client");
const { readQuotesFromProvider } = await import("@/lib/portal/enquiries/read-latest-quotes");
const { ProvidersCard } = await import("@/app/(portal)/enquiries/[reference]/_components/providers-card");
const { TimeZoneProvider } = await import("@/components/time/time-zone");
const { Toaster } = await import("@/components/ui/toaster");
const { partyOf } = await import("@/lib/portal/quotes/party-of");
const { call, enquiryBody, routeFetchTo, serviceApp } = await import("../helpers/service");
const { connectedOrganization: connectedToService } = await import("../helpers/portal-organization");

type App = Awaited<ReturnType<typeof serviceApp>>;
let app: App;
/** The portal's requests to the provider's enquiries and quotes, as "GET /path". */
let providerReads: string[] = [];
/** Keys whose provider is down: nothing answers them (as a refused connection). */
const down = new Set<string>();

beforeAll(async () => {
  app = await serviceApp();
  // The portal reaches the service over HTTP; here, that HTTP is the in-process app.
  routeFetchTo(app, (url, init) => {
    if (/\/external-api\/v1\/(enquiries|quotes)/.test(url.pathname)) providerReads.push(`${init?.method ?? "GET"} ${url.pathname}`);
    if (down.has(new Headers(init?.headers).get("x-api-key") ?? "")) throw new TypeError("fetch failed");
    return undefined;
  });
});

beforeEach(() => {
  providerReads = [];
});

/** An organisation connected to a fresh account of the in-process service, with live updates on. */
async function connectedOrganization() {
  const org = await connectedToService({ receiverWebhookId: "wh-receiver" });
  const context = { organization: { id: org.organizationId }, user: { id: "user-1", name: "Ada Agent" } } as Parameters<typeof getEnquiryView>[0];
  return { ...org, context };
}

async function deliverRecorded(org: Awaited<ReturnType<typeof connectedOrganization>>, type: string) {
  const key = (await getPrisma().account.findUniqueOrThrow({ where: { id: org.accountId } })).verificationKey;
  const event = await getPrisma().event.findFirstOrThrow({ where: { accountId: org.accountId, type }, orderBy: { createdAt: "desc" } });
  const receipt = await receiveEvent({ connectionId: org.connectionId, body: Buffer.from(event.body), signature: createHmac("sha256", key).update(event.body).digest("base64") });
  if (receipt.status !== "stored") throw new Error(`not stored: ${receipt.status}`);
  return receipt;
}

/** What an open enquiry page reads when it re-renders: the enquiry, its quotes, its booking. */
async function renderEnquiryPage(org: Awaited<ReturnType<typeof connectedOrganization>>, reference: string) {
  const view = await getEnquiryView(org.context, reference);
  if (view.status !== "found") throw new Error(view.status);
  const quotes = await listEnquiryQuotes(org.organizationId, view.lead.connectionId, view.lead.serviceReference, partyOf(view.enquiry));
  await getBookingView(org.organizationId, view.lead.connectionId, view.enquiry);
  return { state: view.enquiry.enquiryState?.state, quotes: quotes.status === "ok" ? quotes.quotes.length : null };
}

describe("the receiver's snapshot", () => {
  it("is what open pages re-render from after an event: no second read of the provider per tab", async () => {
    const org = await connectedOrganization();
    const created = await call(app, "POST", "/external-api/v1/enquiries", { key: org.key, body: enquiryBody() });
    const reference: string = created.json.data.serviceReference;
    await call(app, "POST", `/external-api/v1/sandbox/enquiries/${reference}/change-state`, { key: org.key, body: { enquiryState: "QUOTED" } });

    const received = await deliverRecorded(org, "ENQUIRY.QUOTED");
    await received.followUp();
    expect(providerReads).toEqual([`GET /external-api/v1/enquiries/${reference}`, "GET /external-api/v1/quotes"]);

    providerReads = [];
    for (let tab = 0; tab < 3; tab++) expect(await renderEnquiryPage(org, reference)).toEqual({ state: "QUOTED", quotes: 1 });
    expect(providerReads).toEqual([]);
  });

  it("is not what the comparison reads: the comparison, which no event re-renders, asks the provider for a quote an event is still bringing", async () => {
    const org = await connectedOrganization();
    const created = await call(app, "POST", "/external-api/v1/enquiries", { key: org.key, body: enquiryBody() });
    const reference: string = created.json.data.serviceReference;
    await (await deliverRecorded(org, "ENQUIRY.CREATED")).followUp();
    // Quoted at the provider; its events not yet delivered: the snapshot is still fresh and shows no quote.
    await call(app, "POST", `/external-api/v1/sandbox/enquiries/${reference}/change-state`, { key: org.key, body: { enquiryState: "QUOTED" } });

    providerReads = [];
    expect(await renderEnquiryPage(org, reference)).toEqual({ state: "NEW", quotes: 0 });
    expect(providerReads).toEqual([]);
    const comparison = await getQuoteComparison(org.context, reference);
    expect(comparison.status === "found" && comparison.providers[0]?.status === "found" ? comparison.providers[0].active?.state : null).toBe("ACTIVE");
    expect(providerReads.length).toBeGreaterThan(0);
  });

  it("is passed over once a later event is stored, and while live updates are off", async () => {
    const org = await connectedOrganization();
    const created = await call(app, "POST", "/external-api/v1/enquiries", { key: org.key, body: enquiryBody() });
    const reference: string = created.json.data.serviceReference;
    await (await deliverRecorded(org, "ENQUIRY.CREATED")).followUp();

    // A change the receiver has stored but not read back yet: the page asks the provider.
    await call(app, "POST", `/external-api/v1/sandbox/enquiries/${reference}/change-state`, { key: org.key, body: { enquiryState: "SHORTLISTING" } });
    await deliverRecorded(org, "ENQUIRY.SHORTLISTING");
    providerReads = [];
    expect((await renderEnquiryPage(org, reference)).state).toBe("SHORTLISTING");
    expect(providerReads).toContain(`GET /external-api/v1/enquiries/${reference}`);

    // Live updates off: no event would tell of a change, so the page always asks.
    await (await deliverRecorded(org, "ENQUIRY.SPECIALIST_ASSIGNED")).followUp();
    await getPrisma().serviceConnection.update({ where: { id: org.connectionId }, data: { receiverWebhookId: null } });
    providerReads = [];
    await renderEnquiryPage(org, reference);
    expect(providerReads).toContain(`GET /external-api/v1/enquiries/${reference}`);
  });
  it("is passed over once it is more than seconds old: a page opened later asks the provider", async () => {
    const org = await connectedOrganization();
    const created = await call(app, "POST", "/external-api/v1/enquiries", { key: org.key, body: enquiryBody() });
    const reference: string = created.json.data.serviceReference;
    await call(app, "POST", `/external-api/v1/sandbox/enquiries/${reference}/change-state`, { key: org.key, body: { enquiryState: "QUOTED" } });
    await (await deliverRecorded(org, "ENQUIRY.QUOTED")).followUp();

    // Read as long ago as given, the event and the connection's last change before it (a read that
    // began in the event's millisecond counts as older).
    const readAgo = async (ms: number) => {
      const db = getPrisma();
      await db.portalEvent.updateMany({ where: { organizationId: org.organizationId }, data: { receivedAt: new Date(Date.now() - ms - 1000) } });
      await db.serviceConnection.updateMany({ where: { id: org.connectionId }, data: { updatedAt: new Date(Date.now() - ms - 1000) } });
      await db.enquirySnapshot.updateMany({ where: { connectionId: org.connectionId, serviceReference: reference }, data: { readAt: new Date(Date.now() - ms) } });
    };
    await readAgo(1000);
    providerReads = [];
    await renderEnquiryPage(org, reference);
    expect(providerReads).toEqual([]);

    await readAgo(31_000);
    expect(await renderEnquiryPage(org, reference)).toEqual({ state: "QUOTED", quotes: 1 });
    expect(providerReads).toContain(`GET /external-api/v1/enquiries/${reference}`);
    expect(providerReads).toContain("GET /external-api/v1/quotes");
  });
});

describe("the enquiry index's one writer", () => {
  it("keeps the newest read, fills in who sent it, and leaves enquiries it does not hold to the receiver", async () => {
    const org = await connectedOrganization();
    const db = getPrisma();
    const created = await call(app, "POST", "/external-api/v1/enquiries", { key: org.key, body: enquiryBody() });
    const enquiry = created.json.data;
    const before = new Date(Date.now() - 60_000);

    // A page's read of an enquiry the index does not hold adds nothing.
    await indexEnquiry(org.organizationId, { connectionId: org.connectionId, enquiry, readAt: new Date() });
    expect(await db.trackedEnquiry.count({ where: { organizationId: org.organizationId } })).toBe(0);

    // The receiver indexes it first, from another system's point of view…
    await indexEnquiry(org.organizationId, {
      connectionId: org.connectionId,
      enquiry: { ...enquiry, enquiryState: { ...enquiry.enquiryState, state: "SHORTLISTING" } },
      readAt: new Date(),
      quotes: { quoteCount: 0, quotedAt: null, cheapestTotalCents: null, cheapestCurrency: null, bookedTotalCents: null, bookedCurrency: null },
    });
    // …then the create action, which started earlier, names the member without undoing the later state.
    await indexEnquiry(org.organizationId, { connectionId: org.connectionId, enquiry, readAt: before, creator: { id: "user-1", name: "Ada Agent" } });
    const row = await db.trackedEnquiry.findFirstOrThrow({ where: { organizationId: org.organizationId } });
    expect(row).toMatchObject({ state: "SHORTLISTING", createdById: "user-1", createdByName: "Ada Agent" });

    // A page's read that started before the receiver's does not undo it either; a later one moves it on.
    await indexEnquiry(org.organizationId, { connectionId: org.connectionId, enquiry, readAt: before });
    expect((await db.trackedEnquiry.findFirstOrThrow({ where: { organizationId: org.organizationId } })).state).toBe("SHORTLISTING");
    await indexEnquiry(org.organizationId, { connectionId: org.connectionId, enquiry: { ...enquiry, enquiryState: { ...enquiry.enquiryState, state: "CLOSED" } }, readAt: new Date(Date.now() + 1000) });
    expect((await db.trackedEnquiry.findFirstOrThrow({ where: { organizationId: org.organizationId } })).state).toBe("CLOSED");
  });

  it("indexes an enquiry once when the create action and the receiver read it at the same moment", async () => {
    const org = await connectedOrganization();
    const db = getPrisma();
    const created = await call(app, "POST", "/external-api/v1/enquiries", { key: org.key, body: enquiryBody() });
    const enquiry = created.json.data;
    const quotes = { quoteCount: 0, quotedAt: null, cheapestTotalCents: null, cheapestCurrency: null, bookedTotalCents: null, bookedCurrency: null };
    // Both find no agency enquiry and both insert one: the second meets the first's row and joins it.
    const results = await Promise.all([
      indexEnquiry(org.organizationId, { connectionId: org.connectionId, enquiry, readAt: new Date(), creator: { id: "user-1", name: "Ada Agent" } }),
      indexEnquiry(org.organizationId, { connectionId: org.connectionId, enquiry, readAt: new Date(), quotes }),
    ]);
    expect(results[0]!.enquiryId).toBe(results[1]!.enquiryId);
    expect(await db.trackedEnquiry.count({ where: { organizationId: org.organizationId } })).toBe(1);
    expect(await db.providerEnquiry.count({ where: { organizationId: org.organizationId } })).toBe(1);
  });
});

describe("the enquiry page's lookup", () => {
  it("finds the agency enquiry by its own reference and by its externalId, and not from another organisation", async () => {
    const org = await connectedOrganization();
    const created = await call(app, "POST", "/external-api/v1/enquiries", { key: org.key, body: enquiryBody() });
    const enquiry = created.json.data;
    await indexEnquiry(org.organizationId, { connectionId: org.connectionId, enquiry, readAt: new Date(), creator: { id: "user-1", name: "Ada Agent" } });
    const tracked = await getPrisma().trackedEnquiry.findFirstOrThrow({ where: { organizationId: org.organizationId } });
    for (const reference of [tracked.reference, enquiry.externalId as string]) {
      const view = await getEnquiryView(org.context, reference);
      expect(view.status === "found" ? view.reference : view.status).toBe(tracked.reference);
    }
    const other = await connectedOrganization();
    expect((await getEnquiryView(other.context, tracked.reference)).status).toBe("not-found");
    expect((await getEnquiryView(other.context, enquiry.externalId as string)).status).toBe("not-found");
  });
});

describe("the enquiry page says how old what it shows is", () => {
  /** A quoted enquiry whose QUOTED event the receiver has read back: its snapshot, and when it was read. */
  async function quotedAfterEvent() {
    const org = await connectedOrganization();
    const created = await call(app, "POST", "/external-api/v1/enquiries", { key: org.key, body: enquiryBody() });
    const reference: string = created.json.data.serviceReference;
    await call(app, "POST", `/external-api/v1/sandbox/enquiries/${reference}/change-state`, { key: org.key, body: { enquiryState: "QUOTED" } });
    await (await deliverRecorded(org, "ENQUIRY.QUOTED")).followUp();
    const db = getPrisma();
    const { readAt } = await db.enquirySnapshot.findFirstOrThrow({ where: { connectionId: org.connectionId, serviceReference: reference } });
    // The event and the connection's last change a second before the read (a read that began in their millisecond counts as older).
    await db.portalEvent.updateMany({ where: { organizationId: org.organizationId }, data: { receivedAt: new Date(readAt.getTime() - 1000) } });
    await db.serviceConnection.updateMany({ where: { id: org.connectionId }, data: { updatedAt: new Date(readAt.getTime() - 1000) } });
    return { org, reference, readAt };
  }

  /** What the page reads of its one provider: where its copy came from, its state, and its quotes' date. */
  async function providerOnPage(org: Awaited<ReturnType<typeof connectedOrganization>>, reference: string) {
    const view = await getEnquiryView(org.context, reference);
    if (view.status !== "found") return { status: view.status };
    const provider = view.providers[0]!;
    const quotes = await listEnquiryQuotes(org.organizationId, view.lead.connectionId, view.lead.serviceReference, partyOf(view.enquiry));
    return {
      status: provider.status,
      read: provider.status === "found" ? provider.read : null,
      state: provider.state,
      quotes: quotes.status === "ok" ? { count: quotes.quotes.length, snapshotAt: quotes.snapshotAt } : quotes.message,
      providers: view.providers,
    };
  }

  it("dates the receiver's snapshot it shows without asking the provider, down or not", async () => {
    const { org, reference, readAt } = await quotedAfterEvent();
    providerReads = [];
    expect(await providerOnPage(org, reference)).toMatchObject({ status: "found", read: { from: "snapshot", at: readAt }, state: "QUOTED", quotes: { count: 1, snapshotAt: readAt } });
    // The provider goes down with nothing yet to tell of it: the page still saves the call, and still dates what it shows.
    down.add(org.key);
    expect(await providerOnPage(org, reference)).toMatchObject({ status: "found", read: { from: "snapshot", at: readAt }, quotes: { count: 1, snapshotAt: readAt } });
    expect(providerReads).toEqual([]);
  });

  it("asks the provider once a call to it has failed since the snapshot, and says it is not answering with what it said last", async () => {
    const { org, reference, readAt } = await quotedAfterEvent();
    down.add(org.key);
    // Another read (a share link's reads the quotes from the provider) finds it down: the connection's health says so.
    await readQuotesFromProvider(await getServiceClient(org.organizationId, org.connectionId), reference).catch(() => null);
    await expect.poll(async () => (await getPrisma().serviceConnection.findUniqueOrThrow({ where: { id: org.connectionId } })).lastFailureAt, { timeout: 5000 }).not.toBeNull();

    providerReads = [];
    const page = await providerOnPage(org, reference);
    expect(page).toMatchObject({ status: "found", read: { from: "last-snapshot", at: readAt }, state: "QUOTED", quotes: expect.stringMatching(/cannot be reached/) });
    expect(providerReads).toContain(`GET /external-api/v1/enquiries/${reference}`);

    // Back up: read from the provider in this render, said as nothing more.
    down.delete(org.key);
    expect(await providerOnPage(org, reference)).toMatchObject({ status: "found", read: { from: "provider" }, quotes: { count: 1, snapshotAt: null } });
  });

  it("shows what the provider said last when it does not answer a page opened later, unless the portal has learnt more since", async () => {
    const { org, reference } = await quotedAfterEvent();
    const db = getPrisma();
    const longAgo = new Date(Date.now() - 3_600_000);
    await db.portalEvent.updateMany({ where: { organizationId: org.organizationId }, data: { receivedAt: new Date(longAgo.getTime() - 1000) } });
    await db.serviceConnection.updateMany({ where: { id: org.connectionId }, data: { updatedAt: new Date(longAgo.getTime() - 1000) } });
    await db.enquirySnapshot.updateMany({ where: { connectionId: org.connectionId, serviceReference: reference }, data: { readAt: longAgo } });
    down.add(org.key);
    expect(await providerOnPage(org, reference)).toMatchObject({ status: "found", read: { from: "last-snapshot", at: longAgo }, state: "QUOTED" });

    // The index holds a later state than the snapshot (a read since, or a withdrawal the provider confirmed): the snapshot is not shown.
    await db.providerEnquiry.updateMany({ where: { connectionId: org.connectionId, serviceReference: reference }, data: { state: "CLOSED" } });
    expect(await providerOnPage(org, reference)).toEqual({ status: "unavailable" });
  });

  it("writes when it was read on the provider's row, in the reader's time zone, and that the provider is not answering", async () => {
    const { org, reference } = await quotedAfterEvent();
    const page = await providerOnPage(org, reference);
    const at = new Date("2026-05-01T13:02:31Z");
    const render = (read: unknown) =>
      renderToStaticMarkup(
        createElement(
          TimeZoneProvider,
          { zone: "Europe/London" } as Parameters<typeof TimeZoneProvider>[0],
          createElement(Toaster, null as never, createElement(ProvidersCard, { reference, providers: page.providers!.map((p) => ({ ...p, read })) as never, progress: "Quoted" })),
        ),
      ).replace(/<[^>]+>/g, "");
    expect(render({ from: "snapshot", at })).toContain("As read from Test provider at 1 May 2026, 14:02:31 BST.");
    expect(render({ from: "last-snapshot", at })).toContain("Test provider is not answering; this is what it said at 1 May 2026, 14:02:31 BST.");
    expect(render({ from: "provider" })).not.toMatch(/As read from|not answering/);
  });
});
