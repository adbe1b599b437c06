import type { Metadata } from "next";
import Link from "next/link";
import { z } from "zod";
import { PageHeader } from "@/components/page-header";
import { LocalTime } from "@/components/time/time-zone";
import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { listNotifications } from "@/lib/portal/notifications/list-notifications";
import { requireMember } from "@/lib/portal/session/require-member";
import { cn } from "@/lib/shared/cn";
import { MarkAllReadButton } from "./_components/mark-all-read-button";

export const metadata: Metadata = { title: "Notifications" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const Query = z.object({ after: z.string().max(200).optional().catch(undefined) });

const LINK = "font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-brand-600";

// The member's own notifications in this organisation, newest first, 30 a page: what the
// e-mails say, in the same words. Reading the list marks nothing read.
export default async function NotificationsPage({ searchParams }: { searchParams: SearchParams }) {
  const context = await requireMember();
  const { after } = Query.parse(await searchParams);
  const page = await listNotifications(context, after);
  const about = context.member.role === "admin" ? "the enquiries you sent or follow, and the organisation's connections" : "the enquiries you sent or follow";

  return (
    <>
      <PageHeader
        title="Notifications"
        description={
          <>
            {`What happened to ${about}, as your e-mails say it. `}
            <Link href="/settings/notifications" className={LINK}>
              Choose which e-mails you get
            </Link>
            .
          </>
        }
        actions={page.unread > 0 && page.newestAt ? <MarkAllReadButton shownUntil={page.newestAt.toISOString()} /> : null}
      />
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700" data-testid="unread-summary">
          {page.unread === 0 ? "Nothing unread." : `${page.unread} unread.`}
        </p>
        {page.rows.length === 0 ? (
          <EmptyState title={after ? "No older notifications" : "No notifications yet"} heading="h2">
            {after ? (
              <Link href="/notifications" className={LINK}>
                Back to the newest
              </Link>
            ) : (
              "When a quote arrives, a client chooses, a booking changes or an enquiry is closed, for an enquiry you sent or follow, it shows here."
            )}
          </EmptyState>
        ) : (
          <ol className="flex flex-col divide-y divide-slate-100 rounded-lg bg-white shadow-sm ring-1 ring-slate-200" aria-label="Notifications, newest first">
            {page.rows.map((row) => (
              <li key={row.id} className={row.read ? "px-4 py-3" : "bg-brand-50/50 px-4 py-3"} data-read={row.read ? "true" : "false"} data-kind={row.kind ?? undefined}>
                <div className="flex min-w-0 flex-col gap-0.5 text-sm">
                  <p className="wrap-anywhere">
                    {row.read ? null : (
                      <Badge tone="brand" className="mr-2">
                        Unread
                      </Badge>
                    )}
                    {/* A plain link: the page behind it marks the notification read, so it is never prefetched. */}
                    <a href={`/notifications/${encodeURIComponent(row.id)}`} className={cn(LINK, row.read ? null : "font-semibold")}>
                      {row.heading}
                    </a>
                  </p>
                  {row.text ? <p className="text-slate-600 wrap-anywhere">{row.text}</p> : null}
                  <p className="text-xs text-slate-500">
                    <LocalTime at={row.createdAt} />
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
        {after || page.after ? (
          <nav aria-label="Pages of your notifications" className="flex justify-end gap-2">
            {after ? (
              <ButtonLink href="/notifications" variant="secondary" size="sm">
                ← Newest
              </ButtonLink>
            ) : null}
            {page.after ? (
              <ButtonLink href={`/notifications?${new URLSearchParams({ after: page.after })}`} variant="secondary" size="sm">
                Older →
              </ButtonLink>
            ) : null}
          </nav>
        ) : null}
      </div>
    </>
  );
}
