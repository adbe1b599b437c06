import type { Metadata } from "next";
import { Button, ButtonLink } from "@/components/ui/button";
import { KIND_INFO } from "@/lib/portal/notifications/notification-kinds";
import { readUnsubscribeToken } from "@/lib/portal/notifications/notification-links";
import { AuthCard } from "../_components/auth-card";

export const metadata: Metadata = { title: "Unsubscribe" };

// Where an unsubscribe link opened in a browser lands: one button, no sign-in (the link's
// signed token names the member and the kind of e-mail).
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<{ token?: string; done?: string }> }) {
  const { token = "", done } = await searchParams;
  const target = readUnsubscribeToken(token);
  if (!target) {
    return (
      <AuthCard title="This link does not work" description="It may have been copied incompletely. You can choose your e-mails in Settings → Notification e-mails.">
        <ButtonLink href="/settings/notifications" className="w-full">
          Open your notification settings
        </ButtonLink>
      </AuthCard>
    );
  }
  const what = target.kind === "all" ? "notification e-mails" : KIND_INFO[target.kind].what;
  if (done) {
    return (
      <AuthCard title="You are unsubscribed" description={`You will no longer receive ${what}. You can turn them on again in Settings → Notification e-mails.`}>
        <ButtonLink href="/settings/notifications" variant="secondary" className="w-full">
          Open your notification settings
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Unsubscribe" description={`Stop receiving ${what}?`}>
      <form method="post" action={`/api/notifications/unsubscribe?${new URLSearchParams({ token })}`}>
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <input type="hidden" name="from" value="page" />
        <Button type="submit" className="w-full">
          Unsubscribe
        </Button>
      </form>
    </AuthCard>
  );
}
