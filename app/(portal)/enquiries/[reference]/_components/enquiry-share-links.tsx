import type { ProviderEnquiryView } from "@/lib/portal/enquiries/get-enquiry-view";
import { readQuoteOffers } from "@/lib/portal/enquiries/quote-offers";
import type { StayParty } from "@/lib/portal/quotes/charge-cost";
import { listShareLinks } from "@/lib/portal/share-links/list-share-links";
import { ShareLinks } from "./share-links";

/** `reference`: the agency enquiry's; `providers`: its providers' enquiries, as the page read them. */
type Props = { organizationId: string; reference: string; providers: ProviderEnquiryView[]; party: StayParty };

/** Sharing, on the enquiry's page: offered once any provider has an active quote; links made before stay listed, to be revoked. */
export async function EnquiryShareLinks({ organizationId, reference, providers, party }: Props) {
  const [offers, links] = await Promise.all([readQuoteOffers(organizationId, providers, party), listShareLinks(organizationId, reference)]);
  const active = offers.activeQuotes.length > 0 ? offers.activeQuotes.join(",") : null;
  if (!active && links.length === 0) return null;
  return <ShareLinks serviceReference={reference} links={links} activeQuoteId={active} />;
}
