import type { ReceivedQuote } from "@/lib/contract/quote";
import type { StayParty } from "./charge-cost";
import { compareQuote } from "./compare-quote";

/**
 * The lowest total for the stay among a quote's properties, in the currency of the first
 * priced one (totals are never compared across currencies); null when nothing is priced.
 */
export function cheapestTotal(quote: Pick<ReceivedQuote, "items">, party: StayParty): { cents: number; currency: string } | null {
  const priced = compareQuote(quote, party).properties.flatMap((property) => (property.from ? [property.from] : []));
  const currency = priced[0]?.currency;
  const same = priced.filter((from) => from.currency === currency);
  return same.length === 0 ? null : { cents: Math.min(...same.map((from) => from.cents)), currency: currency! };
}
