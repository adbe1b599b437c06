import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { mailMode } from "@/lib/mail/mail-mode";
import { getInvitation } from "@/lib/portal/invitations/get-invitation";
import { getPortalUrl } from "@/lib/portal/portal-url";
import { SESSION_ENDED } from "@/lib/portal/navigation/requested-path";
import { invitationPath, safeNextPath } from "@/lib/portal/safe-next-path";
import { getSession } from "@/lib/portal/session/get-session";
import { AuthCard } from "../_components/auth-card";
import { SignInForm } from "./_components/sign-in-form";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ invitation?: string; next?: string; reason?: string; reset?: string }> }) {
  const { invitation: invitationId, next: requested, reason, reset } = await searchParams;
  const invitationNext = invitationPath(invitationId);
  // The page a signed-out visitor asked for (see requireMember); anything off-site is dropped.
  const next = safeNextPath(typeof requested === "string" ? requested : undefined, getPortalUrl());
  if (await getSession()) redirect(invitationNext ?? next ?? "/dashboard");
  const invitation = invitationNext && invitationId ? await getInvitation(invitationId) : null;
  const signUpHref = invitationNext ? `/sign-up?invitation=${invitationId}` : "/sign-up";
  return (
    <AuthCard
      title="Sign in to Staydesk"
      description={invitation ? <>Sign in to join {invitation.organizationName}.</> : "Enquiries and quotes for serviced apartments."}
      footer={
        <>
          New to Staydesk?{" "}
          <Link href={signUpHref} className="font-semibold text-brand-700 hover:text-brand-900">
            Create an account
          </Link>
        </>
      }
    >
      {reason === SESSION_ENDED ? (
        <p role="status" className="mb-5 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset">
          Your session has ended: sign in to continue.{next ? " You will be taken back to where you were." : ""}
        </p>
      ) : null}
      {reset === "done" ? (
        <p role="status" className="mb-5 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200 ring-inset">
          Your password was changed. Sign in with the new one.
        </p>
      ) : null}
      <SignInForm invitation={invitationNext ? invitationId : undefined} email={invitation?.email} next={next} canReset={mailMode() !== "off"} />
    </AuthCard>
  );
}
