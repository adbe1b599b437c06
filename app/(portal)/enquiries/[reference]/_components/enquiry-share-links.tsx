import { listEnquiryQuotes } from "@/lib/portal/enquiries/list-enquiry-quotes";
import type { StayParty } from "@/lib/portal/quotes/charge-cost";
import { listShareLinks } from "@/lib/portal/share-links/list-share-links";
import { ShareLinks } from "./share-links";

/** `reference`: the agency enquiry's; `connectionId` and `serviceReference`: the provider's enquiry read. */
type Props = { organizationId: string; reference: string; connectionId: string; serviceReference: string; party: StayParty };

/** Sharing, on the enquiry's page: offered once it has an active quote; links made before stay listed, to be revoked. */
export async function EnquiryShareLinks({ organizationId, reference, connectionId, serviceReference, party }: Props) {
  const [quotes, links] = await Promise.all([listEnquiryQuotes(organizationId, connectionId, serviceReference, party), listShareLinks(organizationId, reference)]);
  const active = quotes.status === "ok" ? (quotes.quotes.find((quote) => quote.state === "ACTIVE") ?? null) : null;
  if (!active && links.length === 0) return null;
  return <ShareLinks serviceReference={reference} links={links} activeQuoteId={active?.id ?? null} />;
}
