import type { Metadata } from "next";
import Link from "next/link";
import { mailMode } from "@/lib/mail/mail-mode";
import { RESET_LINK_MINUTES } from "@/lib/portal/auth/account-mail";
import { AuthCard } from "../_components/auth-card";
import { ForgotPasswordForm } from "./_components/forgot-password-form";

export const metadata: Metadata = { title: "Forgot password" };

export default function ForgotPasswordPage() {
  const mode = mailMode();
  const footer = (
    <Link href="/sign-in" className="font-semibold text-brand-700 hover:text-brand-900">
      Back to sign-in
    </Link>
  );
  if (mode === "off") {
    return (
      <AuthCard title="Reset your password" description="This Staydesk server sends no e-mail, so passwords cannot be reset by e-mail here. Ask whoever runs it for your organisation." footer={footer}>
        {null}
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset your password" description="Enter the address you sign in with. We will e-mail you a link to choose a new password." footer={footer}>
      <ForgotPasswordForm catcher={mode === "catcher"} validMinutes={RESET_LINK_MINUTES} />
    </AuthCard>
  );
}
