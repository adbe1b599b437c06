import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { mailMode } from "@/lib/mail/mail-mode";
import { getInvitation } from "@/lib/portal/invitations/get-invitation";
import { invitationPath } from "@/lib/portal/safe-next-path";
import { getSession } from "@/lib/portal/session/get-session";
import { AuthCard } from "../_components/auth-card";
import { SignUpForm } from "./_components/sign-up-form";

export const metadata: Metadata = { title: "Create an account" };

export default async function SignUpPage({ searchParams }: { searchParams: Promise<{ invitation?: string }> }) {
  const { invitation: invitationId } = await searchParams;
  const next = invitationPath(invitationId);
  if (await getSession()) redirect(next ?? "/dashboard");
  const invitation = next && invitationId ? await getInvitation(invitationId) : null;
  const pending = invitation?.state === "pending" ? invitation : null;
  return (
    <AuthCard
      title="Create your Staydesk account"
      description={
        pending ? (
          <>
            {pending.invitedBy} invited you to join <strong className="font-semibold text-slate-900">{pending.organizationName}</strong>.
          </>
        ) : (
          "Then create your organisation and connect it to the service."
        )
      }
      footer={
        <>
          Already have an account?{" "}
          <Link href={next ? `/sign-in?invitation=${invitationId}` : "/sign-in"} className="font-semibold text-brand-700 hover:text-brand-900">
            Sign in
          </Link>
        </>
      }
    >
      <SignUpForm invitation={pending ? pending.id : undefined} email={pending?.email} catcher={mailMode() === "catcher"} />
    </AuthCard>
  );
}
