import { ButtonLink } from "@/components/ui/button";
import { listEnquiryQuotes } from "@/lib/portal/enquiries/list-enquiry-quotes";
import type { StayParty } from "@/lib/portal/quotes/charge-cost";

/** `reference`: the agency enquiry's; `connectionId` and `serviceReference`: the provider's enquiry read. */
type Props = { organizationId: string; reference: string; connectionId: string; serviceReference: string; party: StayParty };

/** From the enquiry to the side-by-side comparison of its quotes: offered once there is a quote to compare. */
export async function CompareQuotesLink({ organizationId, reference, connectionId, serviceReference, party }: Props) {
  const result = await listEnquiryQuotes(organizationId, connectionId, serviceReference, party);
  if (result.status !== "ok" || result.quotes.length === 0) return null;
  return (
    <ButtonLink href={`/enquiries/${encodeURIComponent(reference)}/compare`} variant="secondary" size="sm">
      Compare quotes
    </ButtonLink>
  );
}
