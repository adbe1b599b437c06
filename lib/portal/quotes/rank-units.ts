import type { ReceivedUnit } from "@/lib/contract/quote";
import type { StayParty } from "./charge-cost";
import { stayTotal, type StayTotal } from "./stay-total";

// Which of a property's units is the cheapest, defined once: the enquiry page's Quotes
// card, the comparison and the share page all call this, so "Cheapest" and "from" name
// the same unit everywhere.

export type ComparedUnit = {
  unit: ReceivedUnit;
  /** The unit's place in the provider's list: a stable key and the tie-break. */
  index: number;
  total: StayTotal | null;
};

/** Nights a unit is priced for: its own availability, else the enquiry's dates. */
export const unitParty = (unit: Pick<ReceivedUnit, "availability">, party: StayParty): StayParty => ({
  ...party,
  nights: unit.availability?.nights ?? party.nights,
});

/**
 * A property's units, cheapest total for the stay first. Units without a price come last;
 * a unit in another currency than the cheapest priced one is never compared by amount
 * (it follows the units of the first currency met), and ties keep the provider's order.
 */
export function rankUnits(units: readonly ReceivedUnit[], party: StayParty): ComparedUnit[] {
  const compared = units.map((unit, index) => ({ unit, index, total: stayTotal(unit, unitParty(unit, party)) }));
  const firstCurrency = compared.find((c) => c.total)?.total?.currency;
  const rank = (c: ComparedUnit) => (c.total === null ? 2 : c.total.currency === firstCurrency ? 0 : 1);
  return compared.sort((a, b) => rank(a) - rank(b) || (rank(a) === 0 ? a.total!.totalCents - b.total!.totalCents : 0) || a.index - b.index);
}

/** The unit with the lowest total for the stay; null when no unit has a price. */
export function cheapestUnit(units: readonly ReceivedUnit[], party: StayParty): ComparedUnit | null {
  const [first] = rankUnits(units, party);
  return first?.total ? first : null;
}
