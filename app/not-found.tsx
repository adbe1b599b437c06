import type { Metadata } from "next";
import { AuthCard } from "@/app/(auth)/_components/auth-card";
import { PortalFrame } from "@/app/(portal)/_components/portal-frame";
import { PublicShell } from "@/components/public-shell";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { getMember } from "@/lib/portal/session/get-member";

export const metadata: Metadata = { title: "Page not found" };

// Any address nothing answers (404), in the frame its visitor knows: the portal's for a
// signed-in member, the public one otherwise; either way with a way back.
export default async function NotFound() {
  const lookup = await getMember();
  if (lookup.status === "member") {
    return (
      <PortalFrame context={lookup.context}>
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
      </PortalFrame>
    );
  }
  const signedIn = lookup.status === "no-organization";
  return (
    <PublicShell>
      <AuthCard title="There is no page at this address" description="The link may be mistyped, or the page may have moved.">
        <div className="flex flex-wrap gap-3">
          <ButtonLink href={signedIn ? "/organisations/new" : "/sign-in"}>{signedIn ? "Create your organisation" : "Sign in"}</ButtonLink>
          <ButtonLink href="/" variant="secondary">
            Staydesk home
          </ButtonLink>
        </div>
      </AuthCard>
    </PublicShell>
  );
}
