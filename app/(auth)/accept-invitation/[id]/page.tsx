import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { ROLE_LABELS } from "@/lib/portal/membership/roles";
import { getInvitation } from "@/lib/portal/invitations/get-invitation";
import { getSession } from "@/lib/portal/session/get-session";
import { AuthCard } from "../../_components/auth-card";
import { signOutAction } from "../../actions";
import { AcceptForm } from "./_components/accept-form";

export const metadata: Metadata = { title: "Invitation" };

export default async function AcceptInvitationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [invitation, session] = await Promise.all([getInvitation(id), getSession()]);

  if (!invitation || invitation.state === "answered") {
    return (
      <AuthCard title="This invitation is no longer valid" description="It was accepted, revoked or replaced by a newer one. Ask an admin of the organisation for a new link.">
        <ButtonLink href={session ? "/dashboard" : "/sign-in"} variant="secondary" className="w-full">
          {session ? "Go to your dashboard" : "Sign in"}
        </ButtonLink>
      </AuthCard>
    );
  }
  if (invitation.state === "expired") {
    return (
      <AuthCard title="This invitation has expired" description={`Ask an admin of ${invitation.organizationName} for a new link.`}>
        <ButtonLink href={session ? "/dashboard" : "/sign-in"} variant="secondary" className="w-full">
          {session ? "Go to your dashboard" : "Sign in"}
        </ButtonLink>
      </AuthCard>
    );
  }

  const role = ROLE_LABELS[invitation.role].toLowerCase();
  const summary = (
    <>
      {invitation.invitedBy} invited <strong className="font-semibold text-slate-900">{invitation.email}</strong> to join{" "}
      <strong className="font-semibold text-slate-900">{invitation.organizationName}</strong> as {role === "admin" ? "an admin" : "an agent"}.
    </>
  );

  if (!session) {
    return (
      <AuthCard title={`Join ${invitation.organizationName}`} description={summary}>
        <div className="flex flex-col gap-3">
          <ButtonLink href={`/sign-up?invitation=${invitation.id}`} className="w-full">
            Create an account
          </ButtonLink>
          <ButtonLink href={`/sign-in?invitation=${invitation.id}`} variant="secondary" className="w-full">
            I already have an account
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  if (session.user.email.toLowerCase() !== invitation.email.toLowerCase()) {
    return (
      <AuthCard
        title="This invitation is for someone else"
        description={
          <>
            It was sent to <strong className="font-semibold text-slate-900">{invitation.email}</strong>, and you are signed in as{" "}
            <strong className="font-semibold text-slate-900">{session.user.email}</strong>. Sign out, then open the link again.
          </>
        }
      >
        <form action={signOutAction}>
          <input type="hidden" name="next" value={`/accept-invitation/${invitation.id}`} />
          <SubmitButton variant="secondary" className="w-full">
            Sign out
          </SubmitButton>
        </form>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={`Join ${invitation.organizationName}`} description={summary}>
      <AcceptForm invitationId={invitation.id} organizationName={invitation.organizationName} />
    </AuthCard>
  );
}
