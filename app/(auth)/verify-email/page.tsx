import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ButtonLink } from "@/components/ui/button";
import { getSignUpLink } from "@/lib/portal/account/get-sign-up-link";
import { getPortalUrl } from "@/lib/portal/portal-url";
import { safeNextPath } from "@/lib/portal/safe-next-path";
import { getSession } from "@/lib/portal/session/get-session";
import { AuthCard } from "../_components/auth-card";
import { ChoosePasswordForm } from "./_components/choose-password-form";

export const metadata: Metadata = { title: "Confirm your address" };

// Where a confirmation link from an e-mail lands. Opened in the browser that signed up,
// better-auth has checked the token, confirmed the address and signed the person in, and
// sends the browser here (with ?error=… when the link was not valid): from here on to
// where they were going. Opened anywhere else, it comes here with its token, and the
// person chooses the account's password to confirm it (lib/portal/auth/sign-up-confirmation.ts).
export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<{ next?: string; error?: string; token?: string }> }) {
  const { next, error, token } = await searchParams;
  const link = !error && typeof token === "string" && token ? await getSignUpLink(token) : null;
  if (error || link?.state === "invalid") {
    const expired = error === "TOKEN_EXPIRED";
    return (
      <AuthCard
        title={expired ? "This link has expired" : "This link does not work"}
        description={
          expired
            ? "Confirmation links work for 24 hours. Sign in with your e-mail address and password: we will send you a new one."
            : "It may have been copied incompletely, or a newer sign-up with this address replaced it. Sign in with your e-mail address and password: we will send you a new one."
        }
      >
        <ButtonLink href="/sign-in" className="w-full">
          Sign in
        </ButtonLink>
      </AuthCard>
    );
  }
  const then = safeNextPath(typeof next === "string" ? next : undefined, getPortalUrl());
  if (link?.state === "open") {
    return (
      <AuthCard
        title="Choose your password"
        description={
          <>
            To finish creating the account of <strong className="font-semibold text-slate-900">{link.email}</strong>, choose the password you will sign
            in with. The link was opened in a different browser from the one that signed up, so we ask for it here: it may be the one you chose then.
          </>
        }
      >
        <ChoosePasswordForm token={token!} next={then} email={link.email} />
      </AuthCard>
    );
  }
  if (await getSession()) redirect(then ?? "/dashboard");
  return (
    <AuthCard title="Your address is confirmed" description="Sign in to continue.">
      <ButtonLink href="/sign-in" className="w-full">
        Sign in
      </ButtonLink>
    </AuthCard>
  );
}
