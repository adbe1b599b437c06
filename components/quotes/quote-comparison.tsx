import type { ReactNode } from "react";
import type { ReceivedQuote } from "@/lib/contract/quote";
import type { StayParty } from "@/lib/portal/quotes/charge-cost";
import { compareQuote } from "@/lib/portal/quotes/compare-quote";
import { ComparisonBoard } from "./comparison-board";
import { PropertyColumn } from "./property-column";

/** A quote's properties side by side, rendered on the server; the board only orders and hides them. */
export function QuoteComparison({
  quote,
  party,
  unitAction,
}: {
  quote: ReceivedQuote;
  party: StayParty;
  /** Something to offer on each unit (the share page's "Choose this option"). */
  unitAction?: (quoteItemId: string, unitName: string) => ReactNode;
}) {
  const comparison = compareQuote(quote, party);
  const bookedId = quote.bookedQuoteItem?.quoteItemId;
  return (
    <ComparisonBoard
      columns={comparison.properties.map((compared, index) => ({
        id: compared.item.id,
        name: compared.item.property.propertyName,
        from: compared.from,
        distanceKm: compared.distanceKm,
        content: (
          <PropertyColumn
            compared={compared}
            index={index}
            party={party}
            sharedFeatures={comparison.sharedFeatureKeys}
            sharedUnitFeatures={comparison.sharedUnitFeatureKeys}
            booked={compared.item.id === bookedId || compared.item.booked === true}
            unitAction={unitAction ? (unitName) => unitAction(compared.item.id, unitName) : undefined}
          />
        ),
      }))}
    />
  );
}
