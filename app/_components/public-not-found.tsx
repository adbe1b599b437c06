import { AuthCard } from "@/app/(auth)/_components/auth-card";
import { PublicShell } from "@/components/public-shell";
import { ButtonLink } from "@/components/ui/button";

/** A 404 outside the portal's frame, with a way back: to sign in, or to create an organisation. */
export function PublicNotFound({ signedIn }: { signedIn: boolean }) {
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
