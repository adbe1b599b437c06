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

type App = Awaited<ReturnType<typeof serviceApp>>;
let app: App;
/** The portal's reads of quotes, as "sort=…" of each request. */
let quoteReads: string[] = [];
/** Makes the provider's newest page of quotes show none of them, with more to come: an enquiry with many quotes. */
let newestPageHidesAll = false;

beforeAll(async () => {
  app = await serviceApp();
  routeFetchTo(app, async (url, init) => {
    if (url.pathname !== "/external-api/v1/quotes") return undefined;
    const sort = url.searchParams.get("sort") ?? "";
    quoteReads.push(`sort=${sort}`);
    if (!newestPageHidesAll || sort !== "createdAt") return undefined;
    const answer = (await (await app.request(`${url.pathname}${url.search}`, init)).json()) as { data: unknown[]; pagination: Record<string, unknown> };
    return Response.json({ data: [], pagination: { ...answer.pagination, next: "more" } });
  });
});

beforeEach(() => {
  quoteReads = [];
  newestPageHidesAll = false;
});

/** An organisation connected to a fresh account, its enquiry quoted and, when asked, booked. */
async function enquiryOf({ booked }: { booked: boolean }) {
  const { organizationId, connectionId, ...account } = await connectedOrganization();
  const created = await call(app, "POST", "/external-api/v1/enquiries", { key: account.key, body: enquiryBody() });
  const ref = created.json.data.serviceReference as string;
  await call(app, "POST", `/external-api/v1/sandbox/enquiries/${ref}/change-state`, { key: account.key, body: { enquiryState: "QUOTED" } });
  const quote = (await call(app, "GET", `/external-api/v1/quotes?serviceEnquiryReference=${ref}`, { key: account.key })).json.data[0];
  let bookingReference: string | null = null;
  if (booked) {
    const specialist = await createSpecialist(getPrisma(), { email: `desk-${Date.now()}-${Math.random()}@provider.test`, name: "Desk", password: "correct horse battery" });
    bookingReference = (await acceptQuoteItem(ref, specialist, quote.id, quote.items[0].id)).bookingReference;
  }
  const enquiry = (await call(app, "GET", `/external-api/v1/enquiries/${ref}`, { key: account.key })).json.data;
  quoteReads = [];
  return { organizationId, connectionId, enquiry, quote, bookingReference };
}

describe("getBookingView", () => {
  it("finds the booking in the newest quotes, the read the quotes' card makes", async () => {
    const e = await enquiryOf({ booked: true });
    const view = await getBookingView(e.organizationId, e.connectionId, e.enquiry);
    expect(view).toMatchObject({ reference: e.bookingReference, propertyName: e.quote.items[0].property.propertyName, cancelled: false });
    expect(quoteReads).toEqual(["sort=createdAt"]);
  });

  it("is null before any booking, with no read beyond the newest quotes", async () => {
    const e = await enquiryOf({ booked: false });
    expect(await getBookingView(e.organizationId, e.connectionId, e.enquiry)).toBeNull();
    expect(quoteReads).toEqual(["sort=createdAt"]);
  });

  it("looks among the quotes changed last when the booked one is older than the newest page", async () => {
    const e = await enquiryOf({ booked: true });
    newestPageHidesAll = true;
    const view = await getBookingView(e.organizationId, e.connectionId, e.enquiry);
    expect(view?.reference).toBe(e.bookingReference);
    expect(quoteReads).toEqual(["sort=createdAt", "sort=updatedAt"]);
  });
});
