import "server-only";
import type { ServiceClient } from "@/lib/client";
import type { ReceivedQuote } from "@/lib/contract/quote";

export type EnquiryQuotes = { active: ReceivedQuote | null; earlier: ReceivedQuote[]; more: boolean };

const LIMIT = 20;

/**
 * An enquiry's quotes, newest first: the ACTIVE one (the service keeps at most one) and the
 * earlier, invalidated ones. Errors are the client's (ServiceClientError): callers say
 * what they mean for their page.
 */
export async function readEnquiryQuotes(client: ServiceClient, serviceReference: string): Promise<EnquiryQuotes> {
  const page = await client.listQuotes({ serviceEnquiryReference: serviceReference, pageSize: LIMIT, sort: "createdAt", order: "desc" });
  const active = page.data.find((quote) => quote.state === "ACTIVE") ?? null;
  return { active, earlier: page.data.filter((quote) => quote !== active), more: page.pagination.next !== null };
}
