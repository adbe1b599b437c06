import type { ReceivedQuote } from "@/lib/contract/quote";
import type { StayParty } from "@/lib/portal/quotes/charge-cost";
import { QuoteComparison } from "./quote-comparison";

const WHEN = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** Quotes a newer one replaced, collapsed, each with when it was sent and replaced. */
export function EarlierQuotes({ quotes, party, more }: { quotes: ReceivedQuote[]; party: StayParty; more: boolean }) {
  if (quotes.length === 0) return null;
  return (
    <section aria-labelledby="earlier-quotes" className="mt-10 print:hidden">
      <h2 id="earlier-quotes" className="text-base font-semibold text-slate-900">
        Earlier quotes
      </h2>
      <div className="mt-3 flex flex-col gap-3">
        {quotes.map((quote) => (
          <details key={quote.id} className="rounded-lg bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
            <summary className="cursor-pointer text-sm">
              <span className="font-medium text-slate-900">
                Quote of <time dateTime={quote.createdAt}>{WHEN.format(new Date(quote.createdAt))} UTC</time>
              </span>
              <span className="text-slate-600">
                {quote.invalidatedAt ? (
                  <>
                    {" "}
                    · replaced <time dateTime={quote.invalidatedAt}>{WHEN.format(new Date(quote.invalidatedAt))} UTC</time>
                  </>
                ) : (
                  " · replaced"
                )}
                {` · ${quote.items.length === 1 ? "1 property" : `${quote.items.length} properties`}`}
              </span>
            </summary>
            <div className="mt-3">
              <QuoteComparison quote={quote} party={party} />
            </div>
          </details>
        ))}
        {more ? <p className="text-sm text-slate-500">Older quotes are not shown.</p> : null}
      </div>
    </section>
  );
}
