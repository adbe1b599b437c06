import { ButtonLink } from "@/components/ui/button";
import type { ProviderEnquiryView } from "@/lib/portal/enquiries/get-enquiry-view";
import { readQuoteOffers } from "@/lib/portal/enquiries/quote-offers";
import type { StayParty } from "@/lib/portal/quotes/charge-cost";

/** `reference`: the agency enquiry's; `providers`: its providers' enquiries, as the page read them. */
type Props = { organizationId: string; reference: string; providers: ProviderEnquiryView[]; party: StayParty };

/** From the enquiry to the side-by-side comparison of its quotes: offered once any provider has a quote to compare. */
export async function CompareQuotesLink({ organizationId, reference, providers, party }: Props) {
  const offers = await readQuoteOffers(organizationId, providers, party);
  if (!offers.compare) return null;
  return (
    <ButtonLink href={`/enquiries/${encodeURIComponent(reference)}/compare`} variant="secondary" size="sm">
      Compare quotes
    </ButtonLink>
  );
}
