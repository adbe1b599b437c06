import { convertTotal, type Conversion, type ExchangeRateRow } from "../exchange-rates/pick-rate";

// "Total for the stay" across every provider's quote. Totals in one currency are ranked
// by amount. Totals in different currencies are not compared, unless the organisation set
// an exchange rate between them: then the minority currencies are converted into the
// currency most totals are in, and the figure says which rate made it. Pure.

type Money = { cents: number; currency: string };

export type RankedTotal = {
  /** What the total sorts by: the converted figure when a rate applied, else its own. */
  sortKey: Money | null;
  /** The converted figure and its rate, shown beside the provider's own figure. */
  conversion: Conversion | null;
  /** The lowest among the totals it can be compared with. */
  cheapest: boolean;
};

export type TotalsRanking = {
  totals: RankedTotal[];
  /** The currency the totals are ranked in, when more than one currency was met (null: one or none). */
  rankedIn: string | null;
  /** Currencies whose totals could not be ranked against the others: no rate to `rankedIn`. */
  apart: string[];
};

/** The currency most totals are in; on a tie, the first met (the lead provider's order). */
function mainCurrency(totals: readonly (Money | null)[]): string | null {
  const counts = new Map<string, number>();
  for (const t of totals) if (t) counts.set(t.currency, (counts.get(t.currency) ?? 0) + 1);
  let best: string | null = null;
  for (const [currency, count] of counts) if (best === null || count > counts.get(best)!) best = currency;
  return best;
}

export function rankTotals(totals: readonly (Money | null)[], rates: readonly ExchangeRateRow[], day: string): TotalsRanking {
  const main = mainCurrency(totals);
  const ranked = totals.map((total): Omit<RankedTotal, "cheapest"> => {
    if (!total || !main || total.currency === main) return { sortKey: total, conversion: null };
    const conversion = convertTotal(total, main, rates, day);
    return conversion ? { sortKey: { cents: conversion.cents, currency: main }, conversion } : { sortKey: total, conversion: null };
  });
  // Cheapest within each group that can be compared: the main currency with what was converted into it, and each currency left apart.
  const lowest = new Map<string, number>();
  for (const { sortKey } of ranked) if (sortKey) lowest.set(sortKey.currency, Math.min(lowest.get(sortKey.currency) ?? Infinity, sortKey.cents));
  const currencies = new Set(totals.flatMap((t) => (t ? [t.currency] : [])));
  const apart = [...lowest.keys()].filter((c) => c !== main);
  return {
    totals: ranked.map((r) => ({ ...r, cheapest: r.sortKey !== null && lowest.get(r.sortKey.currency) === r.sortKey.cents })),
    rankedIn: currencies.size > 1 ? main : null,
    apart,
  };
}
