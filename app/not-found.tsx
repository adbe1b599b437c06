import type { Metadata } from "next";
import { AuthCard } from "@/app/(auth)/_components/auth-card";
import { PortalFrame } from "@/app/(portal)/_components/portal-frame";
import { PortalNotFound } from "@/components/portal-not-found";
import { PublicShell } from "@/components/public-shell";
import { ButtonLink } from "@/components/ui/button";
import { getMember } from "@/lib/portal/session/get-member";

export const metadata: Metadata = { title: "Page not found" };

// Any address nothing answers (404), in the frame its visitor knows: the portal's for a
// signed-in member, the public one otherwise; either way with a way back.
export default async function NotFound() {
  const lookup = await getMember();
  if (lookup.status === "member") {
    return (
      <PortalFrame context={lookup.context}>
        <PortalNotFound />
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
