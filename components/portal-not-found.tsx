import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/** What a signed-in member reads at an address nothing answers, inside the portal's frame. */
export function PortalNotFound() {
  return (
    <EmptyState
      heading="h1"
      title="There is no page at this address"
      action={
        <>
          <ButtonLink href="/dashboard">Go to the dashboard</ButtonLink>
          <ButtonLink href="/enquiries" variant="secondary">
            All enquiries
          </ButtonLink>
        </>
      }
    >
      The link may be mistyped, or the page may have moved. The dashboard and the list of enquiries are always here.
    </EmptyState>
  );
}
