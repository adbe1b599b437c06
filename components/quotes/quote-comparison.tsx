import type { ReceivedQuote } from "@/lib/contract/quote";
import type { StayParty } from "@/lib/portal/quotes/charge-cost";
import { compareQuote } from "@/lib/portal/quotes/compare-quote";
import { formatMoney } from "@/lib/shared/format";
import { ComparisonBoard, type BoardColumn } from "./comparison-board";
import { kmLabel } from "./labels";
import { PropertyDetails } from "./property-details";
import { PropertyHead } from "./property-head";
import { renderedQuote } from "./rendered-quotes";
import { cancellationWords, totalWords } from "./summary-words";
import { unitSummaryCells, type RenderOption } from "./unit-summary";
import css from "./comparison.module.css";

export type { OptionRef, RenderOption } from "./unit-summary";

type Props = {
  quote: ReceivedQuote;
  party: StayParty;
  renderOption?: RenderOption;
  /**
   * The connection the quote came through: its comparison is then computed once per version,
   * and each property's details are left out of the page and fetched from this URL of the
   * version, as plain HTML rendered once.
   */
  deferDetails?: { connectionId: string; url: (version: string) => string };
};

/**
 * A quote's properties side by side, rendered on the server; the board only orders, hides
 * and pins them. `renderOption` adds something to every option (a unit of a property) in
 * its summary, on every screen size: a control to choose it, a mark that it was booked.
 */
export function QuoteComparison({ quote, party, renderOption, deferDetails }: Props) {
  const rendered = deferDetails ? renderedQuote({ connectionId: deferDetails.connectionId, quote, party }) : null;
  const comparison = rendered?.comparison ?? compareQuote(quote, party);
  const bookedId = quote.bookedQuoteItem?.quoteItemId;
  const columns = comparison.properties.map((compared, index): BoardColumn => {
    const { item } = compared;
    const propertyName = item.property.propertyName;
    const booked = item.id === bookedId || item.booked === true;
    return {
      id: item.id,
      name: propertyName,
      from: compared.from,
      distanceKm: compared.distanceKm,
      booked,
      head: <PropertyHead compared={compared} priority={index === 0} booked={booked} />,
      distance: (
        <div data-row="distance" className="px-3 pt-2 print:flex print:justify-between print:gap-2 print:px-1.5 print:pt-1">
          <p className={css.label}>Distance</p>
          <p className="text-sm text-slate-900">{compared.distanceKm === null ? "Not given" : `${kmLabel(compared.distanceKm)} from the enquiry's location`}</p>
        </div>
      ),
      units: compared.units.map((unit, slot) =>
        unitSummaryCells({
          compared: unit,
          slot,
          testId: `unit-${index}-${unit.index}-total`,
          option: { itemId: item.id, unitIndex: unit.index, unitName: unit.unit.unitName, propertyName },
          extra: renderOption,
        }),
      ),
      options: compared.units.map((unit) => ({
        key: `${item.id}:${unit.index}`,
        unitName: unit.unit.unitName,
        total: unit.total ? totalWords(unit.total) : "On request",
        perNight: unit.facts.perNightCents !== null && unit.total ? formatMoney(unit.facts.perNightCents, unit.total.currency) : "—",
        cancellation: cancellationWords(unit.facts.cancellation),
        distance: compared.distanceKm === null ? "—" : kmLabel(compared.distanceKm),
      })),
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
  return <ComparisonBoard columns={columns} extraRow={renderOption !== undefined} detailsUrl={detailsUrl} />;
}
