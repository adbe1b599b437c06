import type { ComparedQuoteSource } from "@/lib/portal/enquiries/compared-sources";
import type { ExchangeRateRow } from "@/lib/portal/exchange-rates/pick-rate";
import type { StayParty } from "@/lib/portal/quotes/charge-cost";
import { compareQuote } from "@/lib/portal/quotes/compare-quote";
import { checkPolicy, nightlyPrice, type PolicyMark } from "@/lib/portal/quotes/check-policy";
import type { EnquiryPolicy } from "@/lib/portal/clients/policy-for-enquiry";
import { cheapestWithinPolicy } from "@/lib/portal/quotes/cheapest-marks";
import { unitParty } from "@/lib/portal/quotes/rank-units";
import { rankTotals } from "@/lib/portal/quotes/rank-totals";
import { formatMoney } from "@/lib/shared/format";
import { ComparisonBoard, type BoardColumn } from "./comparison-board";
import { PropertyDetails } from "./property-details";
import { PropertyHead } from "./property-head";
import { renderedQuote } from "./rendered-quotes";
import { conversionWords, ProviderMark, RateNote } from "./provider-marks";
import { cancellationWords, totalWords } from "./summary-words";
import { kmLabel } from "./labels";
import { DistanceCell, propertyUnitCells, type RenderOption } from "./unit-summary";
import { StaticMarkup } from "@/components/markup/cached-markup";
import { PolicyMarkView, policyWords } from "./policy-mark";

export type { OptionRef, RenderOption } from "./unit-summary";

/** One provider's quote in the comparison (see comparedSources). */
export type ComparedSource = ComparedQuoteSource;

/** The admin's exchange rates and the day they are picked for; without them, totals in different currencies are not ranked. */
export type RatesForDay = { rates: readonly ExchangeRateRow[]; day: string };

/**
 * With one provider's quote: the connection it came through, so that its comparison is
 * computed once per version and each property's details are left out of the page and
 * fetched from this URL of the version, as plain HTML rendered once. Several providers'
 * quotes are compared as one list, their details in the page.
 */
export type DeferredDetails = { connectionId: string; url: (version: string) => string };

/** The client's cap for the enquiry's place: each option is marked within or over it. */
type Props = { sources: ComparedSource[]; party: StayParty; renderOption?: RenderOption; rates?: RatesForDay; deferDetails?: DeferredDetails; policy?: EnquiryPolicy | null };

/**
 * Every provider's quote side by side, one column per property, rendered on the server; the
 * board only orders, hides and pins them. `renderOption` adds something to every option (a
 * unit of a property) in its summary, on every screen size: a control to choose it, a mark
 * that it was booked.
 */
export function QuoteComparison({ sources, party, renderOption, rates, deferDetails, policy }: Props) {
  const single = sources.length === 1 ? sources[0]! : null;
  const rendered = deferDetails && single ? renderedQuote({ connectionId: deferDetails.connectionId, quote: single.quote, party }) : null;
  // Compared as one list, so that "Nearest" and "only differences" span every provider.
  const owners = sources.flatMap((source, s) => source.quote.items.map(() => s));
  const comparison = rendered?.comparison ?? compareQuote({ items: sources.flatMap((source) => source.quote.items) }, party);
  const marks = policy ? policyMarks(comparison.properties, owners, policy, party, rates) : null;
  const extra: RenderOption | undefined =
    marks || renderOption
      ? (option) => {
          const marked = marks?.get(optionKey(option.source, option.itemId, option.unitIndex));
          return (
            <>
              {marked ? <PolicyMarkView mark={marked.mark} cheapest={marked.cheapest} /> : null}
              {renderOption?.(option)}
            </>
          );
        }
      : undefined;
  // One version's summary cells are the same on every view, unless the page adds to each option.
  const cells = rendered && !extra ? rendered.summaries() : null;
  const ranking = rankTotals(
    comparison.properties.map((p) => p.from),
    rates?.rates ?? [],
    rates?.day ?? "",
  );
  const columns = comparison.properties.map((merged, index): BoardColumn => {
    const s = owners[index]!;
    const { quote, provider } = sources[s]!;
    const ranked = ranking.totals[index]!;
    const compared = { ...merged, cheapest: ranked.cheapest };
    const { item } = compared;
    const propertyName = item.property.propertyName;
    const booked = item.id === quote.bookedQuoteItem?.quoteItemId || item.booked === true;
    return {
      id: sources.length > 1 ? `${s}-${item.id}` : item.id,
      name: propertyName,
      provider: provider?.name ?? null,
      from: ranked.sortKey,
      distanceKm: compared.distanceKm,
      booked,
      head: (
        <PropertyHead compared={compared} priority={index === 0} booked={booked} cheapestWithinPolicy={compared.units.some((unit) => marks?.get(optionKey(s, item.id, unit.index))?.cheapest === true)}>
          {provider ? <ProviderMark name={provider.name} /> : null}
          {ranked.conversion ? <RateNote conversion={ranked.conversion} /> : null}
        </PropertyHead>
      ),
      distance: cells ? <StaticMarkup html={cells[item.id]!.distance} /> : <DistanceCell distanceKm={compared.distanceKm} />,
      units: cells
        ? cells[item.id]!.units.map((html) => [<StaticMarkup key="cells" html={html} />])
        : propertyUnitCells({ compared, index, source: s, extra }),
      options: compared.units.map((unit, slot) => {
        const marked = marks?.get(optionKey(s, item.id, unit.index));
        return {
          key: `${item.id}:${unit.index}`,
          unitName: unit.unit.unitName,
          total: unit.total ? totalWords(unit.total) : "On request",
          converted: slot === 0 && ranked.conversion ? conversionWords(ranked.conversion) : null,
          perNight: unit.facts.perNightCents !== null && unit.total ? formatMoney(unit.facts.perNightCents, unit.total.currency) : "—",
          cancellation: cancellationWords(unit.facts.cancellation),
          distance: compared.distanceKm === null ? "—" : kmLabel(compared.distanceKm),
          policy: marked ? policyWords(marked.mark, marked.cheapest) : null,
        };
      }),
      details: rendered ? null : (
        <PropertyDetails
          compared={compared}
          party={party}
          sharedFeatures={comparison.sharedFeatureKeys}
          sharedUnitFeatures={comparison.sharedUnitFeatureKeys}
        />
      ),
    };
  });
  const detailsUrl = deferDetails && rendered ? deferDetails.url(rendered.version) : undefined;
  return (
    <>
      {ranking.apart.length > 0 ? <CurrenciesApart rankedIn={ranking.rankedIn} apart={ranking.apart} withRates={(rates?.rates.length ?? 0) > 0} /> : null}
      <ComparisonBoard columns={columns} extraRow={extra !== undefined} detailsUrl={detailsUrl} />
    </>
  );
}

/** Why some totals are not ranked with the others: said once, above the board. */
function CurrenciesApart({ rankedIn, apart, withRates }: { rankedIn: string | null; apart: string[]; withRates: boolean }) {
  const list = apart.join(" and ");
  return (
    <p className="mb-3 max-w-3xl text-sm text-slate-700" data-testid="currencies-apart">
      Totals in {list} are shown as quoted and not ranked against those in {rankedIn}: {withRates ? "no exchange rate between them applies to today" : "no exchange rate is set"}. Each currency&rsquo;s
      cheapest is marked.
    </p>
  );
}

const optionKey = (source: number, itemId: string, unitIndex: number) => `${source}:${itemId}:${unitIndex}`;

/**
 * Each option's mark against the policy (its total over its nights), keyed by optionKey,
 * and which are the cheapest within it (cheapest-marks.ts, ranked as "Cheapest" is).
 */
function policyMarks(
  properties: ReturnType<typeof compareQuote>["properties"],
  owners: number[],
  policy: EnquiryPolicy,
  party: StayParty,
  rates: RatesForDay | undefined,
): Map<string, { mark: PolicyMark; cheapest: boolean }> {
  const day = rates?.day ?? "";
  const options = properties.flatMap((property, p) =>
    property.units.map((unit) => {
      const nights = unitParty(unit.unit, party).nights;
      const total = unit.total ? { cents: unit.total.totalCents, currency: unit.total.currency } : null;
      const mark = checkPolicy(policy, total && nights ? nightlyPrice(total, nights) : null, rates?.rates ?? [], day);
      return { key: optionKey(owners[p]!, property.item.id, unit.index), total, mark };
    }),
  );
  const cheapest = cheapestWithinPolicy(
    options.map((o) => o.total),
    options.map((o) => o.mark.status === "within"),
    rates?.rates ?? [],
    day,
  );
  return new Map(options.map((o, i) => [o.key, { mark: o.mark, cheapest: cheapest[i]! }]));
}
