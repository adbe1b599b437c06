import "server-only";
import type { Enquiry } from "@/lib/contract/enquiry";
import { ServiceClientError, ServiceProblemError } from "@/lib/client";
import { getEnquiryView, type ProviderEnquiryView } from "./get-enquiry-view";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { activeAndEarlier, readPresentQuotes, type ActiveAndEarlier } from "./read-latest-quotes";
import { clientErrorInWords } from "../client-errors";
import { listExchangeRates } from "../exchange-rates/list-exchange-rates";
import type { ExchangeRateRow } from "../exchange-rates/pick-rate";

/** A provider of the enquiry, as the comparison marks its columns. */
export type QuoteProvider = { connectionId: string; name: string; serviceReference: string };

/** One provider's quotes, or why they cannot be read now (the others are still shown). */
export type ProviderQuotes =
  | ({ status: "found"; provider: QuoteProvider; enquiry: Enquiry } & ActiveAndEarlier)
  | { status: "unavailable"; provider: QuoteProvider; message: string }
  /** Marked withdrawn here after another provider booked: not compared any more. */
  | { status: "withdrawn"; provider: QuoteProvider };

export type QuoteComparisonView =
  | {
      status: "found";
      /** The agency enquiry's reference. */
      reference: string;
      /** The lead provider's enquiry: the stay the page describes. */
      enquiry: Enquiry;
      providers: ProviderQuotes[];
      rates: ExchangeRateRow[];
    }
  | { status: "not-found" }
  | { status: "unavailable"; message: string };

/**
 * The agency enquiry and every provider's quotes, read in parallel, each with its own
 * connection's key (another organisation's enquiry is not found). A provider that cannot
 * be read is named with its reason; the others are still compared.
 */
export async function getQuoteComparison(context: MemberContext, reference: string): Promise<QuoteComparisonView> {
  const view = await getEnquiryView(context, reference);
  if (view.status === "other-account") {
    // Sent with a key this organisation no longer uses: the provider refuses the current key for it.
    return { status: "unavailable", message: "This enquiry was sent with another account's API key, so its quotes cannot be read with the organisation's current key." };
  }
  if (view.status !== "found") return view;
  const [providers, rates] = await Promise.all([
    Promise.all(view.providers.map((provider) => readProviderQuotes(context.organization.id, provider))),
    listExchangeRates(context.organization.id),
  ]);
  return { status: "found", reference: view.reference, enquiry: view.enquiry, providers, rates };
}

async function readProviderQuotes(organizationId: string, view: ProviderEnquiryView): Promise<ProviderQuotes> {
  const provider = { connectionId: view.connection.id, name: view.connection.name, serviceReference: view.serviceReference };
  if (view.withdrawnAt) return { status: "withdrawn", provider };
  if (view.status === "other-account") {
    return { status: "unavailable", provider, message: "It was sent with another account's API key, so its quotes cannot be read with the connection's present key." };
  }
  if (view.status === "unavailable") return { status: "unavailable", provider, message: view.message };
  try {
    const quotes = activeAndEarlier(await readPresentQuotes(organizationId, provider.connectionId, provider.serviceReference));
    return { status: "found", provider, enquiry: view.enquiry, ...quotes };
  } catch (error) {
    if (error instanceof PortalError) return { status: "unavailable", provider, message: error.message };
    if (error instanceof ServiceProblemError && error.status === 404) return { status: "unavailable", provider, message: "The provider no longer knows this enquiry." };
    if (error instanceof ServiceClientError) {
      console.error(`[quotes] comparison of ${provider.serviceReference}: ${error.message}`);
      return { status: "unavailable", provider, message: clientErrorInWords(error, "its quotes cannot be compared") };
    }
    throw error;
  }
}
