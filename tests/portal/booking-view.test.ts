import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
// The booking's card of the enquiry page, against the real service behind its HTTP API
// (app.request) and this run's database: what it shows, and what it asks the provider.
vi.mock("server-only", () => ({}));
process.env.STAYDESK_SECRET = "booking-view-test-secret-0123456789-abcdefghij";
const { getPrisma } = await import("@/lib/db/prisma");
const { getBookingView } = await import("@/lib/portal/bookings/get-booking-view");
const { acceptQuoteItem } = await import("@/lib/service/backoffice/accept-quote-item");
const { createSpecialist } = await import("@/lib/service/backoffice/auth/create-specialist");
const { call, enquiryBody, routeFetchTo, serviceApp } = await import("../helpers/service");
const { connectedOrganization } = await import("../helpers/portal-organization");
const { syncEnquiryAfterEvent } = await import("@/lib/portal/receiver/sync-enquiry-after-event");
const { getReport } = await import("@/lib/portal/reports/get-report");
const { periodOf } = await import("@/lib/portal/reports/report-query");
const { stayTotal } = await import("@/lib/portal/quotes/stay-total");
const { partyOf } = await import("@/lib/portal/quotes/party-of");
const { exportEnquiries } = await import("@/lib/portal/enquiries/export-enquiries");
const { EnquiryListQuery } = await import("@/lib/portal/enquiries/enquiry-list-query");

type App = Awaited<ReturnType<typeof serviceApp>>;
let app: App;
/** The portal's reads of quotes, as "sort=…" of each request. */
let quoteReads: string[] = [];
/** The page size of each of those reads. */
let pageSizes: string[] = [];
/** Makes the provider's newest page of quotes show none of them, with more to come: an enquiry with many quotes. */
let newestPageHidesAll = false;

beforeAll(async () => {
  app = await serviceApp();
  routeFetchTo(app, async (url, init) => {
    if (url.pathname !== "/external-api/v1/quotes") return undefined;
    const sort = url.searchParams.get("sort") ?? "";
    quoteReads.push(`sort=${sort}`);
    pageSizes.push(url.searchParams.get("pageSize") ?? "");
    if (!newestPageHidesAll || sort !== "createdAt") return undefined;
    const answer = (await (await app.request(`${url.pathname}${url.search}`, init)).json()) as { data: unknown[]; pagination: Record<string, unknown> };
    return Response.json({ data: [], pagination: { ...answer.pagination, next: "more" } });
  });
});

beforeEach(() => {
  quoteReads = [];
  pageSizes = [];
  newestPageHidesAll = false;
});

/** An organisation connected to a fresh account, its enquiry quoted and, when asked, booked. */
async function enquiryOf({ booked, item = 0 }: { booked: boolean; item?: number | ((quote: { items: { id: string }[] }) => number) }) {
  const { organizationId, connectionId, ...account } = await connectedOrganization();
  const created = await call(app, "POST", "/external-api/v1/enquiries", { key: account.key, body: enquiryBody() });
  const ref = created.json.data.serviceReference as string;
  await call(app, "POST", `/external-api/v1/sandbox/enquiries/${ref}/change-state`, { key: account.key, body: { enquiryState: "QUOTED" } });
  const quote = (await call(app, "GET", `/external-api/v1/quotes?serviceEnquiryReference=${ref}`, { key: account.key })).json.data[0];
  let bookingReference: string | null = null;
  if (booked) {
    const specialist = await createSpecialist(getPrisma(), { email: `desk-${Date.now()}-${Math.random()}@provider.test`, name: "Desk", password: "correct horse battery" });
    const index = typeof item === "function" ? item(quote) : item;
    bookingReference = (await acceptQuoteItem(ref, specialist, quote.id, quote.items[index].id)).bookingReference;
  }
  const enquiry = (await call(app, "GET", `/external-api/v1/enquiries/${ref}`, { key: account.key })).json.data;
  quoteReads = [];
  pageSizes = [];
  return { organizationId, connectionId, enquiry, quote, bookingReference };
}

describe("getBookingView", () => {
  it("finds the booking in the newest quotes, the read the quotes' card makes", async () => {
    const e = await enquiryOf({ booked: true });
    const view = await getBookingView(e.organizationId, e.connectionId, e.enquiry);
    expect(view).toMatchObject({ reference: e.bookingReference, propertyName: e.quote.items[0].property.propertyName, cancelled: false });
    expect(quoteReads).toEqual(["sort=createdAt"]);
    // Accepted, not yet confirmed by the provider: the card's badge says "Pending", not "Booked".
    expect(e.enquiry.enquiryState.state).toBe("BOOKING_PENDING");
    expect(view).toMatchObject({ standing: "pending", stateText: "Pending: the provider is confirming it with the property" });
    const confirmed = await getBookingView(e.organizationId, e.connectionId, { ...e.enquiry, enquiryState: { ...e.enquiry.enquiryState, state: "BOOKING_CONFIRMED" } });
    expect(confirmed?.standing).toBe("confirmed");
    const cancelled = await getBookingView(e.organizationId, e.connectionId, { ...e.enquiry, enquiryState: { ...e.enquiry.enquiryState, state: "BOOKING_CANCELLED" } });
    expect(cancelled?.standing).toBe("cancelled");
  });

  it("is null before any booking, with no read beyond the newest quotes", async () => {
    const e = await enquiryOf({ booked: false });
    expect(await getBookingView(e.organizationId, e.connectionId, e.enquiry)).toBeNull();
    expect(quoteReads).toEqual(["sort=createdAt"]);
  });

  it("reads the newest page of quotes and no other: a booked quote is the newest while the enquiry is booked", async () => {
    const e = await enquiryOf({ booked: true });
    // A provider whose newest page held none of them: no booking is shown rather than another sort read.
    newestPageHidesAll = true;
    expect(await getBookingView(e.organizationId, e.connectionId, e.enquiry)).toBeNull();
    expect(quoteReads).toEqual(["sort=createdAt"]);
  });

  it("reads the same page of 20 quotes as the receiver does after an event", async () => {
    const e = await enquiryOf({ booked: true });
    await getBookingView(e.organizationId, e.connectionId, e.enquiry);
    const at = new Date().toISOString();
    await syncEnquiryAfterEvent({
      organizationId: e.organizationId,
      connectionId: e.connectionId,
      serviceReference: e.enquiry.serviceReference,
      seq: 1,
      event: { eventType: "BOOKING.PENDING", eventId: "evt-page", createdAt: at, data: { serviceReference: e.enquiry.serviceReference, bookingReference: e.bookingReference!, createdAt: at } } as never,
    });
    expect(pageSizes).toEqual(["20", "20"]);
    expect(quoteReads).toEqual(["sort=createdAt", "sort=createdAt"]);
  });
});

describe("the booked spend the index keeps", () => {
  it("is the booked unit's total, the booking card's figure, not the quote's cheapest", async () => {
    // The dearest single-unit property of the quote is booked, so the cheapest differs from it.
    type Item = { id: string; property: { units: Parameters<typeof stayTotal>[0][] } };
    let expected = 0;
    const e = await enquiryOf({
      booked: true,
      item: (quote) => {
        const enquiryParty = { nights: 1, guests: 2, checkIn: null } as unknown as Parameters<typeof stayTotal>[1];
        const totals = (quote.items as Item[]).map((i, index) => ({ index, units: i.property.units.length, cents: stayTotal(i.property.units[0]!, enquiryParty)?.totalCents ?? 0 }));
        const dearest = totals.filter((t) => t.units === 1).sort((a, b) => b.cents - a.cents)[0]!;
        expected = dearest.index;
        return dearest.index;
      },
    });
    const bookedUnit = (e.quote.items[expected] as Item).property.units[0]!;
    const bookedTotal = stayTotal(bookedUnit, partyOf(e.enquiry))!;
    const view = await getBookingView(e.organizationId, e.connectionId, e.enquiry);
    expect(view?.total?.totalCents).toBe(bookedTotal.totalCents);

    const bookedAt = new Date();
    await syncEnquiryAfterEvent({
      organizationId: e.organizationId,
      connectionId: e.connectionId,
      serviceReference: e.enquiry.serviceReference,
      seq: 1,
      event: { eventType: "BOOKING.PENDING", eventId: "evt-booked", createdAt: bookedAt.toISOString(), data: { serviceReference: e.enquiry.serviceReference, bookingReference: e.bookingReference!, createdAt: bookedAt.toISOString() } } as never,
    });
    const tracked = await getPrisma().trackedEnquiry.findFirstOrThrow({
      where: { organizationId: e.organizationId },
      select: { bookedTotalCents: true, bookedCurrency: true, cheapestTotalCents: true, bookingReference: true },
    });
    expect(tracked).toMatchObject({ bookingReference: e.bookingReference, bookedTotalCents: bookedTotal.totalCents, bookedCurrency: bookedTotal.currency });
    expect(tracked.cheapestTotalCents).not.toBe(bookedTotal.totalCents);

    const report = await getReport(e.organizationId, periodOf({}, new Date()), undefined, new Date());
    expect(report.spend.byMonth).toEqual([{ month: bookedAt.toISOString().slice(0, 7), currency: bookedTotal.currency, cents: bookedTotal.totalCents, bookings: 1 }]);
    expect(report.spend.unpriced).toBe(0);

    const rows = [];
    for await (const row of exportEnquiries(e.organizationId, "user-1", EnquiryListQuery.parse({}), "csv")) rows.push(row);
    expect(rows).toMatchObject([{ bookingReference: e.bookingReference, bookedTotal: bookedTotal.totalCents / 100, bookedCurrency: bookedTotal.currency }]);
  });
});
