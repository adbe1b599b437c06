import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import type { ReceivedQuote } from "@/lib/contract/quote";
import { ReceivedQuoteListResponse } from "@/lib/contract/quote";

// A quote version's comparison and details are computed and rendered once, then shared;
// the details' HTML is what React itself would write. The quote is the sandbox's, read
// through the real service.

process.env.STAYDESK_SECRET = "rendered-quotes-test-secret-0123456789-abcdefgh";

const { renderedQuote, quoteVersion } = await import("@/components/quotes/rendered-quotes");
const { renderStaticMarkup } = await import("@/components/markup/static-markup");
const { PropertyDetails } = await import("@/components/quotes/property-details");
const { DistanceCell, propertyUnitCells } = await import("@/components/quotes/unit-summary");
const { compareQuote } = await import("@/lib/portal/quotes/compare-quote");
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

const connectionId = () => `conn-${Math.random().toString(36).slice(2, 10)}`;

describe("renderedQuote", () => {
  it("computes and renders a version once: the same version is reused, its details rendered once", () => {
    const connection = connectionId();
    const first = renderedQuote({ connectionId: connection, quote, party: PARTY });
    // A copy, as a later read of the same answer would be.
    const again = renderedQuote({ connectionId: connection, quote: structuredClone(quote), party: PARTY });
    expect(again.version).toBe(first.version);
    expect(again.comparison).toBe(first.comparison);
    const details = first.details();
    expect(again.details()).toBe(details);
    expect(Object.keys(details).sort()).toEqual(quote.items.map((item) => item.id).sort());
    for (const item of quote.items) expect(details[item.id]).toContain(item.property.units![0]!.unitName);
  });

  it("renders a version's summary cells once, as React writes them", () => {
    const connection = connectionId();
    const first = renderedQuote({ connectionId: connection, quote, party: PARTY });
    const summaries = first.summaries();
    expect(renderedQuote({ connectionId: connection, quote: structuredClone(quote), party: PARTY }).summaries()).toBe(summaries);
    first.comparison.properties.forEach((compared, index) => {
      const summary = summaries[compared.item.id]!;
      expect(summary.distance).toBe(renderToStaticMarkup(createElement(DistanceCell, { distanceKm: compared.distanceKm })));
      const cells = propertyUnitCells({ compared, index, source: 0 });
      expect(summary.units).toHaveLength(compared.units.length);
      compared.units.forEach((unit, slot) => {
        expect(summary.units[slot]).toBe(renderToStaticMarkup(createElement("div", null, ...cells[slot]!)).replace(/^<div>|<\/div>$/g, ""));
        expect(summary.units[slot]).toContain(`data-testid="unit-${index}-${unit.index}-total"`);
      });
    });
  });

  it("does not reuse a version for a changed quote, another party or another connection", () => {
    const connection = connectionId();
    const first = renderedQuote({ connectionId: connection, quote, party: PARTY });
    const firstDetails = first.details();
    const booked = { ...quote, updatedAt: new Date(Date.parse(quote.updatedAt) + 1000).toISOString(), bookedQuoteItem: { bookingId: "b1", quoteItemId: quote.items[0]!.id, createdAt: quote.updatedAt } };
    const changed = renderedQuote({ connectionId: connection, quote: booked, party: PARTY });
    expect(changed.version).not.toBe(first.version);
    expect(changed.comparison).not.toBe(first.comparison);
    expect(changed.details()).not.toBe(firstDetails);

    const longer = renderedQuote({ connectionId: connection, quote, party: { ...PARTY, nights: 8 } });
    expect(longer.version).not.toBe(first.version);
    expect(longer.comparison).not.toBe(first.comparison);

    const elsewhere = renderedQuote({ connectionId: connectionId(), quote, party: PARTY });
    expect(elsewhere.version).toBe(first.version);
    expect(elsewhere.comparison).not.toBe(first.comparison);
  });

  it("names a version by what can change: the same quote read again has the same version", () => {
    expect(quoteVersion(structuredClone(quote), PARTY)).toBe(quoteVersion(quote, PARTY));
    expect(quoteVersion({ ...quote, state: "INVALIDATED" }, PARTY)).not.toBe(quoteVersion(quote, PARTY));
  });
});

describe("renderStaticMarkup", () => {
  it("writes a property's details as React does, provider text escaped", () => {
    const hostile = structuredClone(quote);
    const unit = hostile.items[0]!.property.units![0]!;
    unit.notes = `<script>alert("x")</script> & 'more'`;
    hostile.items[0]!.property.overview = "<img src=x onerror=alert(1)>";
    const comparison = compareQuote(hostile, PARTY);
    for (const compared of comparison.properties) {
      const element = createElement(PropertyDetails, {
        compared,
        party: PARTY,
        sharedFeatures: comparison.sharedFeatureKeys,
        sharedUnitFeatures: comparison.sharedUnitFeatureKeys,
      });
      expect(renderStaticMarkup(element)).toBe(renderToStaticMarkup(element));
    }
    const html = renderStaticMarkup(
      createElement(PropertyDetails, {
        compared: comparison.properties.find((p) => p.item.id === hostile.items[0]!.id)!,
        party: PARTY,
        sharedFeatures: comparison.sharedFeatureKeys,
        sharedUnitFeatures: comparison.sharedUnitFeatureKeys,
      }),
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;");
  });
});
