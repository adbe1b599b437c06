import type { Feature, ReceivedQuote, ReceivedQuoteItem } from "@/lib/contract/quote";
import type { StayParty } from "./charge-cost";
import { rankUnits, unitParty, type ComparedUnit as RankedUnit } from "./rank-units";
import { unitFacts, type UnitFacts } from "./unit-facts";

// The comparison of one quote: each property with its units' totals, the cheapest and the
// nearest marked, and which property features every property shares ("only differences"
// hides those). Pure, for the page, the share page and the tests.

export type ComparedUnit = RankedUnit & { facts: UnitFacts };

export type ComparedProperty = {
  item: ReceivedQuoteItem;
  /** Cheapest total for the stay first (rankUnits): the first priced one is the property's "from". */
  units: ComparedUnit[];
  /** The cheapest unit's total, with its currency; null when no unit has a price. */
  from: { cents: number; currency: string } | null;
  distanceKm: number | null;
  cheapest: boolean;
  nearest: boolean;
};

export type Comparison = {
  properties: ComparedProperty[];
  /** Property features (key and availability) that every property has. */
  sharedFeatureKeys: Set<string>;
  /** Unit features that every quoted unit has. */
  sharedUnitFeatureKeys: Set<string>;
};

export const featureKey = (feature: Pick<Feature, "key" | "availability">) => `${feature.key}:${feature.availability}`;

export function compareQuote(quote: Pick<ReceivedQuote, "items">, party: StayParty): Comparison {
  const properties = quote.items.map((item): ComparedProperty => {
    const units = rankUnits(item.property.units ?? [], party).map((ranked) => ({ ...ranked, facts: unitFacts(ranked.unit, ranked.total, unitParty(ranked.unit, party)) }));
    const cheapest = units[0]?.total;
    const from = cheapest ? { cents: cheapest.totalCents, currency: cheapest.currency } : null;
    const distanceKm = item.distanceFromEnquiryLocation?.value ?? null;
    return { item, units, from, distanceKm, cheapest: false, nearest: false };
  });

  // The cheapest among properties priced in the same currency: totals are never compared across currencies.
  const byCurrency = new Map<string, number>();
  for (const p of properties) if (p.from) byCurrency.set(p.from.currency, Math.min(byCurrency.get(p.from.currency) ?? Infinity, p.from.cents));
  for (const p of properties) p.cheapest = Boolean(p.from && byCurrency.get(p.from.currency) === p.from.cents);
  const nearest = Math.min(...properties.map((p) => p.distanceKm ?? Infinity));
  for (const p of properties) p.nearest = Number.isFinite(nearest) && p.distanceKm === nearest;

  const sharedFeatureKeys = shared(properties.map((p) => p.item.property.features ?? []));
  const sharedUnitFeatureKeys = shared(properties.flatMap((p) => p.units.map(({ unit }) => unit.features ?? [])));
  return { properties, sharedFeatureKeys, sharedUnitFeatureKeys };
}

export type SortKey = "total" | "distance";

/** Property indexes in the order of `key`; unpriced or unplaced ones last, ties in the quote's order. */
export function sortOrder(properties: Pick<ComparedProperty, "from" | "distanceKm">[], key: SortKey): number[] {
  const value = (p: (typeof properties)[number]) => (key === "total" ? (p.from ? p.from.cents : null) : p.distanceKm);
  const currencyOf = (p: (typeof properties)[number]) => (key === "total" ? (p.from?.currency ?? "") : "");
  return properties
    .map((p, index) => ({ index, value: value(p), currency: currencyOf(p) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) return a.value === null ? (b.value === null ? a.index - b.index : 1) : -1;
      // Different currencies: grouped by currency, never compared by amount.
      if (a.currency !== b.currency) return a.currency < b.currency ? -1 : 1;
      return a.value - b.value || a.index - b.index;
    })
    .map(({ index }) => index);
}

function shared(lists: Feature[][]): Set<string> {
  const sets = lists.map((features) => new Set(features.map(featureKey)));
  return new Set([...(sets[0] ?? [])].filter((key) => sets.every((set) => set.has(key))));
}
