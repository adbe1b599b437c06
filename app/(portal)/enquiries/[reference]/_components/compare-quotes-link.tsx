import { ButtonLink } from "@/components/ui/button";
import { listEnquiryQuotes } from "@/lib/portal/enquiries/list-enquiry-quotes";
import type { StayParty } from "@/lib/portal/quotes/charge-cost";

type Props = { organizationId: string; serviceReference: string; party: StayParty };

/** From the enquiry to the side-by-side comparison of its quotes: offered once there is a quote to compare. */
export async function CompareQuotesLink({ organizationId, serviceReference, party }: Props) {
  const result = await listEnquiryQuotes(organizationId, serviceReference, party);
  if (result.status !== "ok" || result.quotes.length === 0) return null;
  return (
    <ButtonLink href={`/enquiries/${encodeURIComponent(serviceReference)}/compare`} variant="secondary" size="sm">
      Compare quotes
    </ButtonLink>
  );
}
