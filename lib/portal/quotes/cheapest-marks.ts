import type { ExchangeRateRow } from "../exchange-rates/pick-rate";
import { rankTotals } from "./rank-totals";

// Which properties the enquiry page marks "Cheapest": the comparison's ranking (rank-totals)
// over every active quote of the providers still in the running, never one quote alone,
// so that two providers' quotes show one cheapest between them, the one the comparison
// marks. Pure.

type Money = { cents: number; currency: string };

/** A quote as the enquiry page lists it: each property's lowest total for the stay. */
export type PricedQuote = { id: string; state: string; properties: readonly { from: Money | null }[] };

/**
 * The marks, keyed by `cheapestKey`: each value is the badge's words, "Cheapest", or
 * "Cheapest in USD" when some totals could not be ranked against the others (no exchange
 * rate between their currencies), so that each currency's own cheapest says which it is.
 * Replaced quotes are not ranked; with fewer than two priced properties nothing is marked.
 */
export function cheapestMarks(quotes: readonly PricedQuote[], rates: readonly ExchangeRateRow[], day: string): Map<string, string> {
  const entries = quotes
    .filter((quote) => quote.state === "ACTIVE")
    .flatMap((quote) => quote.properties.map((property, index) => ({ key: cheapestKey(quote.id, index), from: property.from })));
  const marks = new Map<string, string>();
  if (entries.filter((e) => e.from !== null).length < 2) return marks;
  const ranking = rankTotals(entries.map((e) => e.from), rates, day);
  const apart = ranking.apart.length > 0;
  ranking.totals.forEach((total, i) => {
    if (total.cheapest && total.sortKey) marks.set(entries[i]!.key, apart ? `Cheapest in ${total.sortKey.currency}` : "Cheapest");
  });
  return marks;
}

/**
 * Which options are the cheapest within the client's policy: the same ranking (rank-totals)
 * over the totals of the options `within` the cap only, so that "Cheapest within policy"
 * follows "Cheapest" across currencies and rates. One flag per total; none when no option
 * is within the policy.
 */
export function cheapestWithinPolicy(totals: readonly (Money | null)[], within: readonly boolean[], rates: readonly ExchangeRateRow[], day: string): boolean[] {
  const ranking = rankTotals(
    totals.map((total, i) => (within[i] ? total : null)),
    rates,
    day,
  );
  return ranking.totals.map((total, i) => within[i] === true && total.cheapest);
}

/** One property of one quote: its place in the quote's items. */
export function cheapestKey(quoteId: string, index: number): string {
  return `${quoteId}:${index}`;
}
