import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ButtonLink } from "@/components/ui/button";
import { getPortalUrl } from "@/lib/portal/portal-url";
import { safeNextPath } from "@/lib/portal/safe-next-path";
import { getSession } from "@/lib/portal/session/get-session";
import { AuthCard } from "../_components/auth-card";

export const metadata: Metadata = { title: "Confirm your address" };

// Where a confirmation link from an e-mail lands: better-auth has checked the token,
// confirmed the address and signed the person in, and sends the browser here (with
// ?error=… when the link was not valid). From here on to where they were going.
export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<{ next?: string; error?: string }> }) {
  const { next, error } = await searchParams;
  if (error) {
    const expired = error === "TOKEN_EXPIRED";
    return (
      <AuthCard
        title={expired ? "This link has expired" : "This link does not work"}
        description={
          expired
            ? "Confirmation links work for 24 hours. Sign in with your e-mail address and password: we will send you a new one."
            : "It may have been copied incompletely. Sign in with your e-mail address and password: we will send you a new one."
        }
      >
        <ButtonLink href="/sign-in" className="w-full">
          Sign in
        </ButtonLink>
      </AuthCard>
    );
  }
  const session = await getSession();
  if (session) redirect(safeNextPath(typeof next === "string" ? next : undefined, getPortalUrl()) ?? "/dashboard");
  return (
    <AuthCard title="Your address is confirmed" description="Sign in to continue.">
      <ButtonLink href="/sign-in" className="w-full">
        Sign in
      </ButtonLink>
    </AuthCard>
  );
}
