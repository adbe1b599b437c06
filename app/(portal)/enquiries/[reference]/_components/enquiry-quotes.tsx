import { Badge } from "@/components/ui/badge";
import { nightsLabel } from "@/components/ui/stay";
import type { ProviderEnquiryView } from "@/lib/portal/enquiries/get-enquiry-view";
import { listEnquiryQuotes } from "@/lib/portal/enquiries/list-enquiry-quotes";
import { readCheapestMarks } from "@/lib/portal/enquiries/read-cheapest-marks";
import type { StayParty } from "@/lib/portal/quotes/charge-cost";
import { cheapestKey } from "@/lib/portal/quotes/cheapest-marks";
import { formatMoneyRounded as money } from "@/lib/shared/format";
import { LocalTime } from "@/components/time/time-zone";
import { EarlierDetailsMark } from "@/components/quotes/earlier-details-mark";
import type { StoredAmendment } from "@/lib/portal/amendments/list-amendments";
import { changedSinceQuote } from "@/lib/portal/amendments/quote-marks";
import { ReadNote } from "./read-note";

/**
 * `providers`: all of the enquiry's, as the page read them (the same array for each provider's quotes): "Cheapest" is ranked across them.
 * `amendments`: this provider's changes of the details, newest first: a quote made before the latest is marked.
 */
type Props = {
  organizationId: string;
  connectionId: string;
  providerName: string;
  serviceReference: string;
  party: StayParty;
  providers: readonly ProviderEnquiryView[];
  amendments: readonly StoredAmendment[] | undefined;
};

/** One provider's quotes of the enquiry, streamed in after the rest of the page; dated when not read from the provider now. */
export async function EnquiryQuotes({ organizationId, connectionId, providerName, serviceReference, party, providers, amendments }: Props) {
  const [result, cheapest] = await Promise.all([
    listEnquiryQuotes(organizationId, connectionId, serviceReference, party),
    readCheapestMarks(organizationId, providers, party),
  ]);
  if (result.status === "unavailable") return <p className="text-sm text-slate-600">{result.message}</p>;
  const read = result.snapshotAt ? <ReadNote name={providerName} read={{ from: "snapshot", at: result.snapshotAt }} /> : null;
  if (result.quotes.length === 0) {
    return (
      <div className="flex flex-col gap-1">
        <p className="text-sm text-slate-600">No quotes yet.</p>
        {read}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      {read}
      <ol className="flex flex-col gap-4" aria-label="Quotes, newest first">
        {result.quotes.map((quote) => (
          <li key={quote.id} id={`quote-${quote.id}`} className="rounded-md px-4 py-3 ring-1 ring-slate-200 ring-inset">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm font-medium text-slate-900">
                Quote of <LocalTime at={quote.createdAt} />
              </p>
              {quote.state === "ACTIVE" ? <Badge tone="success">Active</Badge> : <Badge>Replaced</Badge>}
            </div>
            <EarlierDetails quoteCreatedAt={quote.createdAt} amendments={amendments} />
            {quote.description ? <p className="mt-1 text-sm text-slate-600">{quote.description}</p> : null}
            <ul className="mt-2 divide-y divide-slate-100 text-sm">
              {quote.properties.map((property, i) => (
                <li key={i} className="grid grid-cols-1 gap-x-4 py-1.5 sm:grid-cols-[minmax(0,1fr)_auto]" data-testid="quote-property">
                  <span className="text-slate-900">
                    {property.name}
                    {property.booked ? (
                      <Badge tone="success" className="ml-2">
                        Booked
                      </Badge>
                    ) : null}
                    <CheapestMark words={cheapest.get(cheapestKey(quote.id, i))} />
                    {/* A line of its own: after the name, it wrapped to start a line with its separator. */}
                    {property.place ? <span className="block text-slate-500">{property.place}</span> : null}
                  </span>
                  {property.from ? (
                    <span
                      className="text-slate-700 tabular-nums sm:text-right"
                      data-testid="quote-card-price"
                      data-cents={property.from.cents}
                      data-unit={property.from.unitName}
                    >
                      from {property.from.estimated ? "about " : ""}
                      <span className="font-medium text-slate-900">{money(property.from.cents, property.from.currency)}</span> for the stay
                      {property.from.nights ? ` (${nightsLabel(property.from.nights)})` : ""}
                      {property.from.onRequest ? " + charges on request" : ""}
                      <span className="block text-xs text-slate-500">
                        {property.from.unitName} · {money(property.from.perNightCents, property.from.currency)} a night, tax included
                      </span>
                    </span>
                  ) : (
                    <span className="text-slate-500 sm:text-right">Price on request</span>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
        {result.more ? <li className="text-sm text-slate-500">Older quotes are not shown.</li> : null}
      </ol>
    </div>
  );
}

function EarlierDetails({ quoteCreatedAt, amendments }: { quoteCreatedAt: string; amendments: readonly StoredAmendment[] | undefined }) {
  const amendment = changedSinceQuote(quoteCreatedAt, amendments);
  return amendment ? <EarlierDetailsMark amendment={amendment} /> : null;
}

/** "Cheapest" (or "Cheapest in USD"), when the property is marked. */
function CheapestMark({ words }: { words: string | undefined }) {
  return words ? (
    <Badge tone="brand" className="ml-2">
      {words}
    </Badge>
  ) : null;
}
