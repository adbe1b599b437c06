import { convertCents } from "./decimal-rate";

// Which of the admin's rates converts a total, and the conversion itself. Pure: the
// comparison, the share page and the tests call it with the rows and the day.

/** A rate as stored: 1 `baseCurrency` = `rate` `currency`, for the day `asOf` (YYYY-MM-DD). */
export type ExchangeRateRow = { id: string; currency: string; baseCurrency: string; rate: string; asOf: string; createdAt?: Date };

/** What a converted figure says beside it: which rate made it. */
export type Conversion = { cents: number; currency: string; from: { cents: number; currency: string }; rate: ExchangeRateRow };

/**
 * The rate between two currencies for `day`: the newest dated on or before it, either
 * way round (a rate of USD in EUR also converts EUR into USD). Rates dated after the day
 * are not used yet; on one day, the one entered last wins.
 */
export function pickRate(rates: readonly ExchangeRateRow[], a: string, b: string, day: string): ExchangeRateRow | null {
  let best: ExchangeRateRow | null = null;
  for (const rate of rates) {
    const pair = (rate.currency === a && rate.baseCurrency === b) || (rate.currency === b && rate.baseCurrency === a);
    if (!pair || rate.asOf > day) continue;
    if (!best || rate.asOf > best.asOf || (rate.asOf === best.asOf && (rate.createdAt?.getTime() ?? 0) > (best.createdAt?.getTime() ?? 0))) best = rate;
  }
  return best;
}

/** A total in `target`, through the rate for the day; null when there is none. */
export function convertTotal(total: { cents: number; currency: string }, target: string, rates: readonly ExchangeRateRow[], day: string): Conversion | null {
  if (total.currency === target) return null;
  const rate = pickRate(rates, total.currency, target, day);
  if (!rate) return null;
  // 1 base = rate currency: from the base, multiply; into the base, divide.
  const cents = convertCents(total.cents, rate.rate, rate.baseCurrency === total.currency ? "multiply" : "divide");
  return { cents, currency: target, from: total, rate };
}
