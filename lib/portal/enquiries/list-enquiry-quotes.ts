import "server-only";
import { cache } from "react";
import { ServiceClientError } from "@/lib/client";
import type { ReceivedQuote as Quote } from "@/lib/contract/quote";
import { PortalError } from "../errors";
import type { StayParty } from "../quotes/charge-cost";
import { compareQuote } from "../quotes/compare-quote";
import { readLatestQuotes } from "./read-latest-quotes";
import { clientErrorInWords } from "../client-errors";

export type QuoteSummary = {
  id: string;
  state: Quote["state"];
  createdAt: string;
  invalidatedAt: string | null;
  description: string | null;
  properties: {
    name: string;
    place: string | null;
    /** The provider booked this property of the quote. */
    booked: boolean;
    /** The cheapest unit (as the comparison names it): its total for the stay, its nightly rate with tax, and the nights priced. */
    from: {
      unitName: string; cents: number; perNightCents: number; nights: number | null; currency: string; estimated: boolean; onRequest: boolean } | null;
  }[];
};

export type EnquiryQuotes =
  /** `snapshotAt`: when the receiver read them after the provider's last event (not asked again); null when read in this render. */
  | { status: "ok"; quotes: QuoteSummary[]; more: boolean; snapshotAt: Date | null }
  | { status: "unavailable"; message: string };

/**
 * One provider's quotes of the enquiry, newest first, read with that connection's key (or
 * the receiver's snapshot of them, seconds old, dated).
 * Once per render: the quotes' card, the comparison link and the share links ask alike.
 */
export const listEnquiryQuotes = cache(async (organizationId: string, connectionId: string, serviceReference: string, party: StayParty): Promise<EnquiryQuotes> => {
  try {
    const page = await readLatestQuotes(organizationId, connectionId, serviceReference);
    return { status: "ok", quotes: page.data.map((quote) => summarise(quote, party)), more: page.more, snapshotAt: page.snapshotAt };
  } catch (error) {
    if (error instanceof PortalError) return { status: "unavailable", message: error.message };
    if (error instanceof ServiceClientError) {
      console.error(`[enquiries] quotes of ${serviceReference}: ${error.message}`);
      return { status: "unavailable", message: clientErrorInWords(error, "the quotes cannot be read") };
    }
    throw error;
  }
});

function summarise(quote: Quote, party: StayParty): QuoteSummary {
  return {
    id: quote.id,
    state: quote.state,
    createdAt: quote.createdAt,
    invalidatedAt: quote.invalidatedAt,
    description: quote.description,
    // The comparison's own arithmetic, so that "from" names the same unit on both pages (and
    // "Cheapest", ranked across the providers' quotes from these figures: read-cheapest-marks).
    properties: compareQuote(quote, party).properties.map(({ item: { id, property, booked }, units: [first] }) => {
      const total = first?.total;
      return {
        name: property.propertyName,
        booked: booked === true || quote.bookedQuoteItem?.quoteItemId === id,
        place: property.address ? `${property.address.townCity}, ${property.address.country}` : null,
        from:
          first && total
            ? {
                unitName: first.unit.unitName,
                cents: total.totalCents,
                perNightCents: first.facts.perNightCents ?? 0,
                nights: first.unit.availability?.nights ?? party.nights,
                currency: total.currency,
                estimated: total.estimated,
                onRequest: total.onRequest,
              }
            : null,
      };
    }),
  };
}
