import { ButtonLink } from "@/components/ui/button";

/** From the enquiry to the side-by-side comparison of its quotes. */
export function CompareQuotesLink({ serviceReference }: { serviceReference: string }) {
  return (
    <ButtonLink href={`/enquiries/${encodeURIComponent(serviceReference)}/compare`} variant="secondary" size="sm">
      Compare quotes
    </ButtonLink>
  );
}
