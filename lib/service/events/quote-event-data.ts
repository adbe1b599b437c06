import { formatTimestamp } from "@/lib/contract/common";

/** `data` of the quote events (contract, Events and delivery). */
export function quoteEventData(
  quote: { id: string; state: string; createdAt: Date },
  enquiry: { serviceReference: string; clientReference: string },
) {
  return {
    quoteId: quote.id,
    serviceEnquiryReference: enquiry.serviceReference,
    clientEnquiryReference: enquiry.clientReference,
    state: quote.state,
    createdAt: formatTimestamp(quote.createdAt),
  };
}
