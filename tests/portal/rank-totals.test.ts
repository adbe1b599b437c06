import { describe, expect, it } from "vitest";
import type { ExchangeRateRow } from "@/lib/portal/exchange-rates/pick-rate";
import { rankTotals } from "@/lib/portal/quotes/rank-totals";
import { sortOrder } from "@/lib/portal/quotes/compare-quote";
import { conversionWords } from "@/components/quotes/provider-marks";

const DAY = "2026-11-24";
const eur = (cents: number) => ({ cents, currency: "EUR" });
const usd = (cents: number) => ({ cents, currency: "USD" });
const gbp = (cents: number) => ({ cents, currency: "GBP" });
const usdInEur: ExchangeRateRow = { id: "r1", baseCurrency: "USD", currency: "EUR", rate: "0.92", asOf: "2026-11-20" };

/** The order the board sorts by total in, as it sorts: by each total's sort key. */
const order = (ranking: ReturnType<typeof rankTotals>) => sortOrder(ranking.totals.map((t) => ({ from: t.sortKey, distanceKm: null })), "total");

describe("rankTotals across providers", () => {
  it("ranks totals in one currency, whichever provider quoted them, and marks one cheapest", () => {
    // Provider A's two properties, then provider B's two.
    const ranking = rankTotals([eur(150_000), eur(120_000), eur(90_000), null], [], DAY);
    expect(ranking.totals.map((t) => t.cheapest)).toEqual([false, false, true, false]);
    expect(order(ranking)).toEqual([2, 1, 0, 3]);
    expect(ranking).toMatchObject({ rankedIn: null, apart: [] });
    expect(ranking.totals.every((t) => t.conversion === null)).toBe(true);
  });

  it("does not rank totals in different currencies against each other when no rate is set", () => {
    const ranking = rankTotals([eur(150_000), eur(120_000), usd(100_000), usd(110_000)], [], DAY);
    // Each currency's lowest is the cheapest of what it can be compared with; no figure is converted.
    expect(ranking.totals.map((t) => t.cheapest)).toEqual([false, true, true, false]);
    expect(ranking.totals.every((t) => t.conversion === null)).toBe(true);
    expect(ranking).toMatchObject({ rankedIn: "EUR", apart: ["USD"] });
    // Grouped by currency, each group by amount: never 100,000 USD before 120,000 EUR by amount alone.
    expect(order(ranking)).toEqual([1, 0, 2, 3]);
  });

  it("converts into the currency most totals are in with the admin's rate, and ranks them all together", () => {
    const ranking = rankTotals([eur(150_000), eur(120_000), usd(125_000), gbp(10_000)], [usdInEur], DAY);
    // 1,250.00 USD × 0.92 = 1,150.00 EUR: cheaper than 1,200.00 EUR.
    expect(ranking.totals[2]).toMatchObject({ sortKey: eur(115_000), cheapest: true, conversion: { cents: 115_000, from: usd(125_000), rate: { id: "r1" } } });
    expect(ranking.totals[1]!.cheapest).toBe(false);
    // No GBP rate: that total stays apart, shown as it is, the cheapest of its own currency.
    expect(ranking.totals[3]).toMatchObject({ sortKey: gbp(10_000), conversion: null, cheapest: true });
    expect(ranking).toMatchObject({ rankedIn: "EUR", apart: ["GBP"] });
    // The converted USD total first, then EUR by amount; the GBP total after the ranked ones.
    expect(order(ranking)).toEqual([2, 1, 0, 3]);
  });

  it("uses a rate only from its day on", () => {
    const later: ExchangeRateRow = { ...usdInEur, asOf: "2026-11-25" };
    expect(rankTotals([eur(150_000), eur(120_000), usd(125_000)], [later], DAY).totals[2]!.conversion).toBeNull();
  });
});

describe("a converted total in words", () => {
  it("says the figure and the rate that made it, beside the provider's own", () => {
    const [, , converted] = rankTotals([eur(150_000), eur(120_000), usd(134_000)], [usdInEur], DAY).totals;
    expect(conversionWords(converted!.conversion!)).toBe("≈ €1,233 at 1 USD = 0.92 EUR, rate of 20 Nov 2026");
  });
});
