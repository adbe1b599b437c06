import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { Card } from "@/components/ui/card";
import { mailMode } from "@/lib/mail/mail-mode";
import { requireMember } from "@/lib/portal/session/require-member";
import { getTimeZone } from "@/lib/portal/time-zone/get-time-zone";
import { DEFAULT_TIME_ZONE } from "@/lib/shared/format";
import { ChangeEmailForm } from "./_components/change-email-form";
import { TimeZoneForm } from "./_components/time-zone-form";

export const metadata: Metadata = { title: "Your account" };

// Any member's own account. A confirmation link opened at the new address comes back
// here with ?changed=email (or ?error=… when it did not work).
export default async function AccountPage({ searchParams }: { searchParams: Promise<{ changed?: string; error?: string }> }) {
  const { user } = await requireMember();
  const { changed, error } = await searchParams;
  const mode = mailMode();
  const zone = (await getTimeZone()) ?? DEFAULT_TIME_ZONE;
  const zones = [...new Set([DEFAULT_TIME_ZONE, ...Intl.supportedValuesOf("timeZone"), zone])];
  return (
    <>
      <PageHeader title="Your account" description="How you sign in to Staydesk." />
      <div className="flex flex-col gap-6">
        {changed === "email" && !error ? (
          <p role="status" className="rounded-md bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-200 ring-inset">
            Your e-mail address is now <strong className="font-semibold">{user.email}</strong>. Sign in with it from now on.
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200 ring-inset">
            The confirmation link did not work: it may have expired or been used already. Your address has not changed; ask for a new link below.
          </p>
        ) : null}
        <Card title="E-mail address" description={<>You sign in as <strong className="font-semibold text-slate-900">{user.email}</strong>.</>}>
          {mode === "off" ? (
            <p className="text-sm text-slate-600">This Staydesk server sends no e-mail, so an address cannot be confirmed and changed here.</p>
          ) : (
            <ChangeEmailForm catcher={mode === "catcher"} />
          )}
        </Card>
        <Card title="Time zone" description="Every time in Staydesk is shown in this zone. It starts as your browser's.">
          <TimeZoneForm zone={zone} zones={zones} />
        </Card>
      </div>
    </>
  );
}
