import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import type { ReceivedQuote } from "@/lib/contract/quote";
import { ReceivedQuoteListResponse } from "@/lib/contract/quote";

// The comparison's marks against the client's policy, as the page renders them: each
// option within or over the cap in words, with the cap, and the cheapest within policy
// beside the cheapest. The quote is the sandbox's, read through the real service.

process.env.STAYDESK_SECRET = "comparison-policy-test-secret-0123456789-abcdef";

const { QuoteComparison } = await import("@/components/quotes/quote-comparison");
const { rankUnits } = await import("@/lib/portal/quotes/rank-units");
const { call, enquiryBody, newAccount, serviceApp } = await import("../helpers/service");

const PARTY = { nights: 7, guests: 2, checkIn: "2030-03-01" };
let quote: ReceivedQuote;

beforeAll(async () => {
  const app = await serviceApp();
  const account = await newAccount();
  const created = await call(app, "POST", "/external-api/v1/enquiries", { key: account.key, body: enquiryBody() });
  const ref = created.json.data.serviceReference as string;
  await call(app, "POST", `/external-api/v1/sandbox/enquiries/${ref}/change-state`, { key: account.key, body: { enquiryState: "QUOTED" } });
  const page = await call(app, "GET", `/external-api/v1/quotes?serviceEnquiryReference=${ref}`, { key: account.key });
  quote = ReceivedQuoteListResponse.parse(page.json).data[0]!;
  expect(quote.items.length).toBeGreaterThan(1);
});

/** Every priced option's total for the stay, in the quote's currency. */
function totals() {
  return quote.items.flatMap((item) => rankUnits(item.property.units ?? [], PARTY).flatMap((u) => (u.total ? [u.total] : [])));
}

const render = (policy: Parameters<typeof QuoteComparison>[0]["policy"], rates: { id: string; baseCurrency: string; currency: string; rate: string; asOf: string }[] = []) =>
  renderToStaticMarkup(createElement(QuoteComparison, { sources: [{ quote, provider: null }], party: PARTY, rates: { rates, day: "2030-01-01" }, policy }));

const count = (html: string, text: string) => html.split(text).length - 1;

describe("the comparison against the client's policy", () => {
  it("marks every option within or over the cap in words, with the cap, and the cheapest within it beside the cheapest", () => {
    const all = totals();
    const currency = all[0]!.currency;
    // A cap between the cheapest and the dearest price a night: some options are within, some over.
    const nightly = all.map((t) => Math.ceil(t.totalCents / PARTY.nights)).sort((a, b) => a - b);
    const cap = nightly[Math.floor(nightly.length / 2)]!;
    const policy = { clientName: "Acme", cap: { placeKind: "city" as const, place: "Testville", currency, nightlyCap: (cap / 100).toFixed(2) } };
    const html = render(policy);
    const within = nightly.filter((n) => n <= cap).length;
    expect(count(html, 'data-status="within"')).toBe(within);
    expect(count(html, 'data-status="over"')).toBe(nightly.length - within);
    expect(html).toContain("Over policy by ");
    expect(html).toContain("a night in Testville");
    // Once on a property's head and once on its option, beside "Cheapest".
    expect(count(html, "Cheapest within policy")).toBe(2);
    expect(html).toContain(">Cheapest<");
  });

  it("says the cap cannot be checked without a rate, and says the rate when there is one", () => {
    const currency = totals()[0]!.currency;
    const other = currency === "EUR" ? "GBP" : "EUR";
    const policy = { clientName: "Acme", cap: { placeKind: "country" as const, place: "GB", currency: other, nightlyCap: "1000000" } };
    expect(render(policy)).toContain(`Cannot be checked against the policy: no rate from ${other} to ${currency}.`);
    const html = render(policy, [{ id: "r", baseCurrency: other, currency, rate: "2", asOf: "2029-12-01" }]);
    expect(html).not.toContain("Cannot be checked");
    expect(html).toContain(" a night in United Kingdom (");
    expect(count(html, 'data-status="over"')).toBe(0);
  });

  it("marks nothing without a policy", () => {
    const html = render(null);
    expect(html).not.toContain("policy");
    expect(html).not.toContain("data-testid=\"policy-mark\"");
  });
});
