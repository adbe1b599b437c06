import type { ReceivedQuote } from "@/lib/contract/quote";
import type { StayParty } from "@/lib/portal/quotes/charge-cost";
import { compareQuote } from "@/lib/portal/quotes/compare-quote";
import { formatMoney } from "@/lib/shared/format";
import { Badge } from "@/components/ui/badge";
import { distanceLabel } from "./labels";
import { LocalTime } from "@/components/time/time-zone";


/**
 * Quotes a newer one replaced, collapsed, each with when it was sent and replaced, and
 * its properties with their lowest total: enough to see what changed, without rendering
 * every replaced comparison in full on each visit.
 */
export function EarlierQuotes({ quotes, party, more, provider }: { quotes: ReceivedQuote[]; party: StayParty; more: boolean; provider?: { id: string; name: string } | null }) {
  if (quotes.length === 0) return null;
  const headingId = provider ? `earlier-quotes-${provider.id}` : "earlier-quotes";
  return (
    <section aria-labelledby={headingId} className="mt-10 print:hidden">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Earlier quotes{provider ? ` from ${provider.name}` : ""}
      </h2>
      <div className="mt-3 flex flex-col gap-3">
        {quotes.map((quote) => {
          const bookedId = quote.bookedQuoteItem?.quoteItemId;
          return (
            <details key={quote.id} className="rounded-lg bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200" data-testid="earlier-quote">
              <summary className="cursor-pointer text-sm">
                <span className="font-medium text-slate-900">
                  Quote of <LocalTime at={quote.createdAt} />
                </span>
                <span className="text-slate-600">
                  {quote.invalidatedAt ? (
                    <>
                      {" "}
                      · replaced <LocalTime at={quote.invalidatedAt} />
                    </>
                  ) : (
                    " · replaced"
                  )}
                </span>
              </summary>
              {quote.description ? <p className="mt-2 text-sm text-slate-600">{quote.description}</p> : null}
              <ul className="mt-2 divide-y divide-slate-100 text-sm">
                {compareQuote(quote, party).properties.map((p) => (
                  <li key={p.item.id} className="grid grid-cols-1 gap-x-4 py-1.5 sm:grid-cols-[minmax(0,1fr)_auto]">
                    <span className="text-slate-900">
                      {p.item.property.propertyName}
                      {p.distanceKm !== null ? <span className="text-slate-500"> · {distanceLabel(p.distanceKm)}</span> : null}
                      {p.item.id === bookedId || p.item.booked ? (
                        <Badge tone="success" className="ml-2">
                          Booked
                        </Badge>
                      ) : null}
                    </span>
                    <span className="text-slate-700 tabular-nums sm:text-right">
                      {p.from ? `from ${formatMoney(p.from.cents, p.from.currency)} for the stay` : "Price on request"}
                    </span>
                  </li>
                ))}
              </ul>
            </details>
          );
        })}
        {more ? <p className="text-sm text-slate-500">Older quotes are not shown.</p> : null}
      </div>
    </section>
  );
}
