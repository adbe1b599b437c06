import "server-only";
import type { Enquiry } from "@/lib/contract/enquiry";
import { ServiceClientError } from "@/lib/client";
import { getEnquiryView } from "../enquiries/get-enquiry-view";
import { getServiceClient } from "../connections/get-service-client";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { readEnquiryQuotes, type EnquiryQuotes } from "./read-enquiry-quotes";
import { clientErrorInWords } from "../client-errors";

export type QuoteComparisonView =
  | ({ status: "found"; enquiry: Enquiry; connectionId: string } & EnquiryQuotes)
  | { status: "not-found" }
  | { status: "unavailable"; message: string };

/** The enquiry and its quotes, read with the member's organisation key (another organisation's enquiry is not found). */
export async function getQuoteComparison(context: MemberContext, reference: string): Promise<QuoteComparisonView> {
  const view = await getEnquiryView(context, reference);
  if (view.status === "other-account") {
    // Sent with a key this organisation no longer uses: the provider refuses the current key for it.
    return { status: "unavailable", message: "This enquiry was sent with another account's API key, so its quotes cannot be read with the organisation's current key." };
  }
  if (view.status !== "found") return view;
  try {
    const { connectionId, serviceReference } = view.lead;
    const quotes = await readEnquiryQuotes(await getServiceClient(context.organization.id, connectionId), serviceReference);
    return { status: "found", enquiry: view.enquiry, connectionId, ...quotes };
  } catch (error) {
    if (error instanceof PortalError) return { status: "unavailable", message: error.message };
    if (error instanceof ServiceClientError) {
      console.error(`[quotes] comparison of ${reference}: ${error.message}`);
      return { status: "unavailable", message: clientErrorInWords(error, "the quotes cannot be compared") };
    }
    throw error;
  }
}
