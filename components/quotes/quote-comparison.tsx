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
import { clientPrice, clientShare, type ClientPrice, type Markup } from "@/lib/portal/pricing/markup";
import { ComparisonBoard, type BoardColumn } from "./comparison-board";
import { PropertyDetails } from "./property-details";
import { PropertyHead } from "./property-head";
import { renderedQuote } from "./rendered-quotes";
import { conversionWords, ProviderMark, RateNote } from "./provider-marks";
import { cancellationWords, clientTotalWords, totalWords } from "./summary-words";
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

/**
 * The agency's markup on the provider's totals: "client" shows the client's price only, and
 * none of the provider's figures (a share page); "agent" shows the provider's total, the
 * markup and the client's price side by side. Without it: the provider's totals.
 */
export type PriceView = { markup: Markup; show: "client" | "agent" };

/** The client's cap for the enquiry's place: each option is marked within or over it (at the client's price when priced). */
type Props = { sources: ComparedSource[]; party: StayParty; renderOption?: RenderOption; rates?: RatesForDay; deferDetails?: DeferredDetails; policy?: EnquiryPolicy | null; price?: PriceView };

/**
 * Every provider's quote side by side, one column per property, rendered on the server; the
 * board only orders, hides and pins them. `renderOption` adds something to every option (a
 * unit of a property) in its summary, on every screen size: a control to choose it, a mark
 * that it was booked.
 */
export function QuoteComparison({ sources, party, renderOption, rates, deferDetails, policy, price }: Props) {
  const single = sources.length === 1 ? sources[0]! : null;
  const rendered = deferDetails && single ? renderedQuote({ connectionId: deferDetails.connectionId, quote: single.quote, party }) : null;
  // Compared as one list, so that "Nearest" and "only differences" span every provider.
  const owners = sources.flatMap((source, s) => source.quote.items.map(() => s));
  const comparison = rendered?.comparison ?? compareQuote({ items: sources.flatMap((source) => source.quote.items) }, party);
  const priceOf = price ? pricer(price.markup, party) : null;
  const clientView = price?.show === "client" ? priceOf : null;
  const marks = policy ? policyMarks(comparison.properties, owners, policy, party, rates, priceOf) : null;
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
  const cells = rendered && !extra && !price ? rendered.summaries() : null;
  // The client sees its prices ranked, and no figure of the provider's, even in the markup.
  const ranking = rankTotals(
    comparison.properties.map((p) => (clientView ? clientFrom(p, clientView) : p.from)),
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
      // The client's view names a column by its place: the provider's ids stay out of its markup.
      id: clientView ? `option-${index}` : sources.length > 1 ? `${s}-${item.id}` : item.id,
      name: propertyName,
      provider: provider?.name ?? null,
      from: ranked.sortKey,
      distanceKm: compared.distanceKm,
      booked,
      head: (
        <PropertyHead compared={compared} priority={index === 0} booked={booked} cheapestWithinPolicy={compared.units.some((unit) => marks?.get(optionKey(s, item.id, unit.index))?.cheapest === true)}>
          {provider ? <ProviderMark name={provider.name} /> : null}
          {ranked.conversion && !clientView ? <RateNote conversion={ranked.conversion} /> : null}
        </PropertyHead>
      ),
      distance: cells ? <StaticMarkup html={cells[item.id]!.distance} /> : <DistanceCell distanceKm={compared.distanceKm} />,
      units: cells
        ? cells[item.id]!.units.map((html) => [<StaticMarkup key="cells" html={html} />])
        : propertyUnitCells({ compared, index, source: s, extra, price: price && priceOf ? { show: price.show, of: priceOf, markup: price.markup } : undefined }),
      options: compared.units.map((unit, slot) => {
        const marked = marks?.get(optionKey(s, item.id, unit.index));
        const priced = priceOf?.(unit) ?? null;
        const perNight = unit.facts.perNightCents !== null && priced && clientView ? clientShare(unit.facts.perNightCents, priced) : unit.facts.perNightCents;
        return {
          key: clientView ? `${index}:${unit.index}` : `${item.id}:${unit.index}`,
          unitName: unit.unit.unitName,
          total: !unit.total ? "On request" : priced && clientView ? clientTotalWords(unit.total, priced) : priced ? `${totalWords(unit.total)} (client ${clientTotalWords(unit.total, priced)})` : totalWords(unit.total),
          converted: slot === 0 && ranked.conversion && !clientView ? conversionWords(ranked.conversion) : null,
          perNight: perNight !== null && unit.total ? formatMoney(perNight, unit.total.currency) : "—",
          cancellation: cancellationWords(unit.facts.cancellation),
          distance: compared.distanceKm === null ? "—" : kmLabel(compared.distanceKm),
          policy: marked ? policyWords(marked.mark, marked.cheapest) : null,
        };
      }),
      details: rendered ? null : (
        <PropertyDetails
          compared={compared}
          party={party}
          clientView={clientView !== null}
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

type Compared = ReturnType<typeof compareQuote>["properties"][number];
type PriceOf = (unit: Compared["units"][number]) => ClientPrice | null;

/** Each option's price to the client: the markup on its total for its own nights. */
function pricer(markup: Markup, party: StayParty): PriceOf {
  return (unit) => (unit.total ? clientPrice(markup, { cents: unit.total.totalCents, currency: unit.total.currency }, unitParty(unit.unit, party).nights ?? null) : null);
}

/** A property's cheapest option at the client's price, in the currency its "from" is in. */
function clientFrom(property: Compared, priceOf: PriceOf): { cents: number; currency: string } | null {
  if (!property.from) return null;
  const cents = property.units.flatMap((unit) => {
    const priced = priceOf(unit);
    return priced && priced.currency === property.from!.currency ? [priced.clientCents] : [];
  });
  return cents.length > 0 ? { cents: Math.min(...cents), currency: property.from.currency } : property.from;
}

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
  priceOf: PriceOf | null,
): Map<string, { mark: PolicyMark; cheapest: boolean }> {
  const day = rates?.day ?? "";
  const options = properties.flatMap((property, p) =>
    property.units.map((unit) => {
      const nights = unitParty(unit.unit, party).nights;
      const priced = priceOf?.(unit) ?? null;
      const total = unit.total ? { cents: priced ? priced.clientCents : unit.total.totalCents, currency: unit.total.currency } : null;
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
