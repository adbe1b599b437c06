import "server-only";
import { cache } from "react";
import { listExchangeRates } from "../exchange-rates/list-exchange-rates";
import type { StayParty } from "../quotes/charge-cost";
import { cheapestMarks } from "../quotes/cheapest-marks";
import { rateDay } from "./compared-sources";
import type { ProviderEnquiryView } from "./get-enquiry-view";
import { listEnquiryQuotes } from "./list-enquiry-quotes";

/**
 * The "Cheapest" marks of the enquiry page's quotes, across every provider still in the
 * running (a withdrawn one is not compared), ranked as the comparison ranks them: with
 * the organisation's exchange rates of the day. Each provider's quotes wait for the others'
 * to be read (the same cached lists), so that no provider's cheapest is marked on its own.
 * Once per render: every provider's quotes ask with the page's one `providers` and `party`.
 */
export const readCheapestMarks = cache(async (organizationId: string, providers: readonly ProviderEnquiryView[], party: StayParty): Promise<Map<string, string>> => {
  const running = providers.filter((p) => p.status === "found" && p.withdrawnAt === null);
  const [lists, rates] = await Promise.all([
    Promise.all(running.map((p) => listEnquiryQuotes(organizationId, p.connection.id, p.serviceReference, party))),
    listExchangeRates(organizationId),
  ]);
  const quotes = lists.flatMap((list) => (list.status === "ok" ? list.quotes : []));
  return cheapestMarks(quotes, rates, rateDay());
});
