import { describe, expect, it } from "vitest";
import type { ExchangeRateRow } from "@/lib/portal/exchange-rates/pick-rate";
import { cheapestKey, cheapestMarks, type PricedQuote } from "@/lib/portal/quotes/cheapest-marks";

const DAY = "2026-11-24";
const gbp = (cents: number) => ({ from: { cents, currency: "GBP" } });
const usd = (cents: number) => ({ from: { cents, currency: "USD" } });
const unpriced = { from: null };
const quote = (id: string, properties: PricedQuote["properties"], state = "ACTIVE"): PricedQuote => ({ id, state, properties });
const marked = (marks: Map<string, string>) => Object.fromEntries(marks);

describe("the enquiry page's Cheapest across providers", () => {
  it("marks one property across two providers' active quotes, not each quote's own cheapest", () => {
    // Alpha's cheapest is £860; Beta's cheapest, £6,300, is dearer than all of Alpha's.
    const alpha = quote("alpha", [gbp(141_600), gbp(86_000), gbp(97_300)]);
    const beta = quote("beta", [gbp(630_000), gbp(665_000)]);
    expect(marked(cheapestMarks([alpha, beta], [], DAY))).toEqual({ [cheapestKey("alpha", 1)]: "Cheapest" });
  });

  it("marks each property of the lowest total when two providers quote the same", () => {
    const marks = cheapestMarks([quote("a", [gbp(90_000), gbp(86_000)]), quote("b", [gbp(86_000), unpriced])], [], DAY);
    expect(marked(marks)).toEqual({ [cheapestKey("a", 1)]: "Cheapest", [cheapestKey("b", 0)]: "Cheapest" });
  });

  it("ranks active quotes only: a replaced quote's lower price marks nothing", () => {
    const marks = cheapestMarks([quote("new", [gbp(120_000), gbp(110_000)]), quote("old", [gbp(50_000), gbp(60_000)], "REPLACED")], [], DAY);
    expect(marked(marks)).toEqual({ [cheapestKey("new", 1)]: "Cheapest" });
  });

  it("says the currency of each one's cheapest when totals in two currencies cannot be ranked together", () => {
    const marks = cheapestMarks([quote("a", [gbp(90_000), gbp(80_000)]), quote("b", [usd(70_000), usd(75_000)])], [], DAY);
    expect(marked(marks)).toEqual({ [cheapestKey("a", 1)]: "Cheapest in GBP", [cheapestKey("b", 0)]: "Cheapest in USD" });
  });

  it("ranks them as one with the organisation's rate, as the comparison does", () => {
    const usdInGbp: ExchangeRateRow = { id: "r1", baseCurrency: "USD", currency: "GBP", rate: "0.80", asOf: "2026-11-20" };
    // 700.00 USD × 0.80 = 560.00 GBP: cheaper than 800.00 GBP.
    const marks = cheapestMarks([quote("a", [gbp(90_000), gbp(80_000)]), quote("b", [usd(70_000)])], [usdInGbp], DAY);
    expect(marked(marks)).toEqual({ [cheapestKey("b", 0)]: "Cheapest" });
  });

  it("marks nothing with fewer than two priced properties", () => {
    expect(marked(cheapestMarks([quote("a", [gbp(90_000), unpriced])], [], DAY))).toEqual({});
    expect(marked(cheapestMarks([], [], DAY))).toEqual({});
  });
});
