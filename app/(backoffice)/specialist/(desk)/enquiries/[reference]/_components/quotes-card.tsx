import { LocalTime } from "@/components/time/time-zone";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import type { Quote, QuoteItem } from "@/lib/contract/quote";
import type { DeskPreference } from "@/lib/service/backoffice/get-desk-enquiry";
import { formatAmount } from "@/lib/shared/format";
import { acceptItemAction } from "../actions";
import { AcceptItemButton, type Booked } from "./accept-item-button";

/** What accepting this item books: its property, and the unit when it has one, or the client prefers one. */
function bookedBy(item: QuoteItem, preferred: string | null): Booked {
  const units = item.property.units ?? [];
  const unit = units.length === 1 ? units[0] : units.find((u) => u.unitName === preferred);
  return {
    propertyName: item.property.propertyName,
    unit: unit ? { name: unit.unitName, price: unit.priceBreakdown ? formatAmount(unit.priceBreakdown.wholeStay.includingTax, unit.priceBreakdown.currency) : null } : null,
    units: units.map((u) => u.unitName),
  };
}

type Props = {
  reference: string;
  quotes: Quote[];
  preference: DeskPreference | null;
  /** Whether the specialist may record the client's acceptance of an item of the active quote. */
  canAccept: boolean;
  /** The quotes created before the enquiry's latest amendment: made for details since changed. */
  forEarlierDetails: readonly string[];
};

/**
 * The quotes sent, newest first: each item's property, units and prices, and "Client
 * accepted this" on the active one. A quote made before the agent's side amended the
 * enquiry says so: it stays valid, but was priced for the earlier details.
 */
export function QuotesCard({ reference, quotes, preference, canAccept, forEarlierDetails }: Props) {
  return (
    <Card title="Quotes" description={quotes.length === 0 ? "No quote sent yet." : "Newest first."}>
      {quotes.length === 0 ? null : (
        <ol className="flex flex-col gap-4">
          {quotes.map((quote) => (
            <li key={quote.id} className="rounded-md p-3 ring-1 ring-slate-200" data-testid="quote">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium text-slate-900">{quote.description}</span>
                <span className="flex flex-wrap items-center gap-2">
                  {forEarlierDetails.includes(quote.id) ? <Badge tone="warning">Made for the earlier details: quote again</Badge> : null}
                  <Badge tone={quote.state === "ACTIVE" ? "success" : "neutral"}>{quote.state}</Badge>
                </span>
              </div>
              <p className="text-xs text-slate-500">
                Sent <LocalTime at={quote.createdAt} />
                {quote.bookedQuoteItem ? ` · booked as ${quote.bookedQuoteItem.bookingId}` : ""}
              </p>
              <ul className="mt-2 flex flex-col gap-2">
                {quote.items.map((item) => {
                  const preferred = preference?.quoteId === quote.id && preference.quoteItemId === item.id ? preference.unitName : null;
                  return (
                    // The item's badges and its move sit in the item's own box, next to its
                    // name: on a phone they wrap under that name, never beside the next one.
                    <li key={item.id} className="rounded-md p-2 text-sm ring-1 ring-slate-100" data-testid="quote-item">
                      <div className="flex flex-wrap items-start justify-between gap-2">
                        <span className="min-w-0 font-medium break-words text-slate-900">
                          {item.property.propertyName}
                          {item.distanceFromEnquiryLocation ? (
                            <>
                              {" "}
                              <span className="font-normal text-slate-600">· {item.distanceFromEnquiryLocation.value} km</span>
                            </>
                          ) : null}
                        </span>
                        <span className="flex flex-wrap items-center gap-2">
                          {preferred ? <Badge tone="brand">Client prefers {preferred}</Badge> : null}
                          {item.booked ? <Badge tone="success">Booked</Badge> : null}
                          {quote.state === "ACTIVE" && !quote.bookedQuoteItem && canAccept ? (
                            <AcceptItemButton action={acceptItemAction} fields={{ reference, quoteId: quote.id, quoteItemId: item.id }} booked={bookedBy(item, preferred)} />
                          ) : null}
                        </span>
                      </div>
                      {(item.property.units ?? []).map((u) => (
                        <span key={u.unitName} className="block text-xs text-slate-600">
                          {u.unitName}
                          {u.priceBreakdown ? `: ${formatAmount(u.priceBreakdown.wholeStay.includingTax, u.priceBreakdown.currency)} for the stay` : ""}
                        </span>
                      ))}
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
