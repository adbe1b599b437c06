import "server-only";
import { ServiceClientError } from "@/lib/client";
import type { ReceivedQuote as Quote } from "@/lib/contract/quote";
import { getServiceClient } from "../connections/get-service-client";
import { PortalError } from "../errors";

export type QuoteSummary = {
  id: string;
  state: Quote["state"];
  createdAt: string;
  invalidatedAt: string | null;
  description: string | null;
  properties: { name: string; place: string | null; from: { amount: number; currency: string } | null }[];
};

export type EnquiryQuotes = { status: "ok"; quotes: QuoteSummary[]; more: boolean } | { status: "unavailable"; message: string };

const LIMIT = 20;

/** The enquiry's quotes, newest first, read fresh from the service with the organisation's key. */
export async function listEnquiryQuotes(organizationId: string, serviceReference: string): Promise<EnquiryQuotes> {
  try {
    const client = await getServiceClient(organizationId);
    const page = await client.listQuotes({ serviceEnquiryReference: serviceReference, pageSize: LIMIT, sort: "createdAt", order: "desc" });
    return { status: "ok", quotes: page.data.map(summarise), more: page.pagination.next !== null };
  } catch (error) {
    if (error instanceof PortalError) return { status: "unavailable", message: error.message };
    if (error instanceof ServiceClientError) {
      console.error(`[enquiries] quotes of ${serviceReference}: ${error.message}`);
      return { status: "unavailable", message: "The quotes cannot be read from the service right now." };
    }
    throw error;
  }
}

function summarise(quote: Quote): QuoteSummary {
  return {
    id: quote.id,
    state: quote.state,
    createdAt: quote.createdAt,
    invalidatedAt: quote.invalidatedAt,
    description: quote.description,
    properties: quote.items.map(({ property }) => {
      // The cheapest unit's whole stay, tax included: what "from" means on a shortlist.
      const prices = (property.units ?? []).flatMap((unit) => (unit.priceBreakdown ? [unit.priceBreakdown] : []));
      const cheapest = prices.reduce<(typeof prices)[number] | null>(
        (best, price) => (best === null || price.wholeStay.includingTax < best.wholeStay.includingTax ? price : best),
        null,
      );
      return {
        name: property.propertyName,
        place: property.address ? `${property.address.townCity}, ${property.address.country}` : null,
        from: cheapest ? { amount: cheapest.wholeStay.includingTax, currency: cheapest.currency } : null,
      };
    }),
  };
}
