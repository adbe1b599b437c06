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
  properties: {
    name: string;
    place: string | null;
    /** The provider booked this property of the quote. */
    booked: boolean;
    /** The cheapest unit: its whole stay and its nightly rate, tax included, and the nights priced. */
    from: { amount: number; perNight: number; nights: number | null; currency: string } | null;
  }[];
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
    properties: quote.items.map(({ id, property, booked }) => {
      // The cheapest unit's whole stay, tax included: what "from" means on a shortlist.
      const priced = (property.units ?? []).flatMap((unit) => (unit.priceBreakdown ? [{ price: unit.priceBreakdown, nights: unit.availability?.nights ?? null }] : []));
      const cheapest = priced.reduce<(typeof priced)[number] | null>(
        (best, unit) => (best === null || unit.price.wholeStay.includingTax < best.price.wholeStay.includingTax ? unit : best),
        null,
      );
      return {
        name: property.propertyName,
        booked: booked === true || quote.bookedQuoteItem?.quoteItemId === id,
        place: property.address ? `${property.address.townCity}, ${property.address.country}` : null,
        from: cheapest
          ? {
              amount: cheapest.price.wholeStay.includingTax,
              perNight: cheapest.price.perPeriod.amountsExcludingAdditionalCharges.includingTaxWithBookingFee,
              nights: cheapest.nights,
              currency: cheapest.price.currency,
            }
          : null,
      };
    }),
  };
}
