import type { Metadata } from "next";
import Link from "next/link";
import { ButtonLink } from "@/components/ui/button";
import { getEmailChangeUndo } from "@/lib/portal/account/get-email-change-undo";
import { AuthCard } from "../_components/auth-card";
import { UndoForm } from "./_components/undo-form";

export const metadata: Metadata = { title: "Undo the change of address" };

// Reached from the e-mail sent to an account's old address when its address changed
// (lib/portal/auth/email-change-guard.ts): says what undoing does, and does it on request.
export default async function UndoEmailChangePage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  const change = typeof token === "string" ? await getEmailChangeUndo(token) : null;
  const footer = (
    <Link href="/sign-in" className="font-semibold text-brand-700 hover:text-brand-900">
      Back to sign-in
    </Link>
  );
  if (!change) {
    return (
      <AuthCard title="This link no longer works" description="It works once, for a week after the change. If someone else changed your address, choose a new password for it." footer={footer}>
        <ButtonLink href="/forgot-password" className="w-full">
          Choose a new password
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Undo the change of address"
      description={
        <>
          The Staydesk account of <strong className="font-semibold text-slate-900">{change.oldEmail}</strong> was moved to{" "}
          <strong className="font-semibold text-slate-900">{change.newEmail}</strong>. Undoing puts {change.oldEmail} back, signs the account out
          wherever it is signed in, and then asks you to choose a new password: whoever made the change knew the current one.
        </>
      }
      footer={footer}
    >
      <UndoForm token={token!} />
    </AuthCard>
  );
}
