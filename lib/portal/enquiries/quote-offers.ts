import "server-only";
import type { StayParty } from "../quotes/charge-cost";
import type { ProviderEnquiryView } from "./get-enquiry-view";
import { listEnquiryQuotes } from "./list-enquiry-quotes";

/**
 * What the enquiry page offers from its providers' quotes: the comparison once any provider
 * still in the running has a quote, a new share link once any of them has an active one.
 * `activeQuotes`: their active quotes' ids (empty: nothing to share), which key the
 * share form so that it starts afresh when one changes.
 */
export type QuoteOffers = { compare: boolean; activeQuotes: string[] };

/**
 * Reads every provider's quotes, not only the first one's: an enquiry that only its second
 * and third providers quoted has quotes to compare and share all the same. A provider the
 * enquiry was withdrawn from is neither compared nor shared; one that cannot be read now
 * offers nothing. The quotes' card reads the same lists in the same render (cached).
 */
export async function readQuoteOffers(organizationId: string, providers: readonly ProviderEnquiryView[], party: StayParty): Promise<QuoteOffers> {
  const running = providers.filter((p) => p.status === "found" && p.withdrawnAt === null);
  const lists = await Promise.all(running.map((p) => listEnquiryQuotes(organizationId, p.connection.id, p.serviceReference, party)));
  const quotes = lists.flatMap((list) => (list.status === "ok" ? [list.quotes] : []));
  return {
    compare: quotes.some((list) => list.length > 0),
    activeQuotes: quotes.flatMap((list) => list.filter((quote) => quote.state === "ACTIVE").map((quote) => quote.id)),
  };
}
