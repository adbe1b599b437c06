import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/page-header";
import { Card } from "@/components/ui/card";
import { mailMode } from "@/lib/mail/mail-mode";
import { getNotificationSettings } from "@/lib/portal/notifications/save-notification-settings";
import { requireMember } from "@/lib/portal/session/require-member";
import { NotificationsForm } from "./_components/notifications-form";

export const metadata: Metadata = { title: "Notification e-mails" };

// Every member's own page (the other settings are admins'): the settings layout lets
// members through to this one.
export default async function NotificationsPage() {
  const context = await requireMember();
  const settings = await getNotificationSettings(context);
  const off = mailMode() === "off";
  return (
    <>
      <PageHeader
        title="Notification e-mails"
        description={
          <>
            {`E-mails from ${context.organization.name} to ${context.user.email} about the enquiries you sent or follow. Follow any other enquiry from its page. Each one is also in `}
            <Link href="/notifications" className="font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-brand-600">
              your notifications
            </Link>
            , with the e-mails you turn off here left out.
          </>
        }
      />
      <Card title="Your e-mails">
        {off ? <p className="mb-4 text-sm text-slate-700">This server sends no e-mail, so these settings have no effect until an operator sets up a mail server.</p> : null}
        <NotificationsForm initial={settings} />
      </Card>
    </>
  );
}
