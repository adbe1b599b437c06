import { LockIcon } from "@/components/icons";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/** An agent on an admin page (403). */
export default function Forbidden() {
  return (
    <EmptyState
      icon={<LockIcon className="size-8" />}
      title="Only admins can open this page"
      heading="h1"
      action={
        <ButtonLink href="/dashboard" variant="secondary">
          Go to the dashboard
        </ButtonLink>
      }
    >
      The connection to the service and the members of an organisation are managed by its admins. Ask one of them if
      something needs changing.
    </EmptyState>
  );
}
