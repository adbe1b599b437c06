import { beforeAll, describe, expect, it, vi } from "vitest";

// The enquiry page the intake form leads to renders from what each provider answered to
// the create call (an enquiry with no quote yet), not from a second read of every provider,
// while live updates would tell the portal of any change; without them, it reads the providers.
vi.mock("server-only", () => ({}));
process.env.STAYDESK_SECRET = "create-snapshot-test-secret-0123456789-abcdefgh";

const { createEnquiry } = await import("@/lib/portal/intake/create-enquiry");
const { getEnquiryView } = await import("@/lib/portal/enquiries/get-enquiry-view");
const { listEnquiryQuotes } = await import("@/lib/portal/enquiries/list-enquiry-quotes");
const { partyOf } = await import("@/lib/portal/quotes/party-of");
const { enquiryBody, newAccount, routeFetchTo, serviceApp } = await import("../helpers/service");
const { connectBuiltIn, newOrganization } = await import("../helpers/portal-organization");

/** Requests that reached the providers, as "METHOD path". */
let calls: string[] = [];

beforeAll(async () => {
  const app = await serviceApp();
  routeFetchTo(app, (url, init) => {
    calls.push(`${init?.method ?? "GET"} ${url.pathname}`);
    return undefined;
  });
});

async function sentToTwo(liveUpdates: boolean) {
  const organizationId = await newOrganization();
  const accounts = [await newAccount(), await newAccount()];
  for (const [i, account] of accounts.entries()) {
    await connectBuiltIn(organizationId, account.key, {
      id: `conn-${organizationId}-${i}`,
      name: ["Harbour", "Citadel"][i],
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      ...(liveUpdates ? { receiverWebhookId: `wh-${organizationId}-${i}` } : {}),
    });
  }
  const context = {
    user: { id: `user-${organizationId}`, name: "Ada Agent", email: `${organizationId}@agency.test` },
    member: { id: `member-${organizationId}`, role: "agent" as const },
    organization: { id: organizationId, name: `Org ${organizationId}`, slug: organizationId },
  };
  const { reference } = await createEnquiry(context, enquiryBody() as never);
  calls = [];
  // What the enquiry page reads: the enquiry at every provider, and each one's quotes.
  const view = await getEnquiryView(context, reference);
  if (view.status !== "found") throw new Error(view.status);
  const quotes = await Promise.all(
    view.providers.map((p) => (p.status === "found" ? listEnquiryQuotes(organizationId, p.connection.id, p.enquiry.serviceReference, partyOf(p.enquiry)) : null)),
  );
  return { view, quotes, calls: [...calls] };
}

describe("the page after sending an enquiry", () => {
  it("renders from the providers' answers to the create call when live updates are on", async () => {
    const { view, quotes, calls } = await sentToTwo(true);
    expect(view.providers.map((p) => p.status)).toEqual(["found", "found"]);
    expect(quotes.map((q) => q?.status === "ok" && q.quotes.length)).toEqual([0, 0]);
    expect(calls).toEqual([]);
  });

  it("reads every provider when live updates are off: nothing would tell of a change", async () => {
    const { calls } = await sentToTwo(false);
    expect(calls.filter((c) => c.startsWith("GET /external-api/v1/enquiries/"))).toHaveLength(2);
    expect(calls.filter((c) => c.startsWith("GET /external-api/v1/quotes"))).toHaveLength(2);
  });
});
