import type { Metadata } from "next";
import Link from "next/link";
import { ButtonLink } from "@/components/ui/button";
import { RESET_LINK_MINUTES } from "@/lib/portal/auth/account-mail";
import { AuthCard } from "../_components/auth-card";
import { ResetPasswordForm } from "./_components/reset-password-form";

export const metadata: Metadata = { title: "Choose a new password" };

// Reached from the link of a reset e-mail: better-auth checks the token and sends the
// browser here with it (or with ?error=INVALID_TOKEN when it has expired or was used).
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string; error?: string; undone?: string }> }) {
  const { token, error, undone } = await searchParams;
  const footer = (
    <Link href="/sign-in" className="font-semibold text-brand-700 hover:text-brand-900">
      Back to sign-in
    </Link>
  );
  if (error || typeof token !== "string" || !token) {
    return (
      <AuthCard title="This link no longer works" description="Links to reset a password work once, for a short time. Ask for a new one." footer={footer}>
        <ButtonLink href="/forgot-password" className="w-full">
          Ask for a new link
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Choose a new password"
      description={
        undone === "email"
          ? `Your account signs in with this address again, and it was signed out everywhere. Choose a new password now: this page works for ${RESET_LINK_MINUTES} minutes.`
          : "You then sign in with it. Wherever your account is still signed in, it is signed out."
      }
      footer={footer}
    >
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
