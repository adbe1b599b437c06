import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/page-header";
import { LocalTime } from "@/components/time/time-zone";
import { EmptyState } from "@/components/ui/empty-state";
import { EnquiryStateBadge } from "@/components/ui/enquiry-state-badge";
import { queueVersion } from "@/lib/service/backoffice/desk-version";
import { AWAITING_REPLY_LIMIT, listAwaitingReply } from "@/lib/service/backoffice/list-awaiting-reply";
import { requireSpecialist } from "@/lib/service/backoffice/web/session";
import { durationLabel } from "@/lib/shared/reply-wait";
import { FollowChanges } from "../_components/follow-changes";

export const metadata: Metadata = { title: "Waiting for a reply · Back office" };

// GET /specialist/waiting-for-reply – the queue's view of enquiries whose latest message is the agent's, longest wait first
export default async function WaitingForReplyPage() {
  await requireSpecialist();
  // Read before the rows: a message arriving in between makes the page re-read.
  const version = await queueVersion();
  const rows = await listAwaitingReply();
  return (
    <>
      <FollowChanges version={version} />
      <PageHeader
        title="Waiting for a reply"
        description={`Enquiries whose latest message is the agent's, the longest wait first${rows.length === AWAITING_REPLY_LIMIT ? ` (the ${AWAITING_REPLY_LIMIT} longest)` : ""}.`}
      />
      {rows.length === 0 ? (
        <EmptyState title="Nobody is waiting" heading="h2">
          Every agent&apos;s message has an answer.
        </EmptyState>
      ) : (
        <ol className="flex flex-col gap-3" data-testid="waiting-for-reply">
          {rows.map((r) => (
            <li key={r.serviceReference} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 rounded-lg bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
              <div className="min-w-0">
                <Link href={`/specialist/enquiries/${r.serviceReference}#conversation`} className="font-mono font-semibold text-brand-700 hover:underline">
                  {r.serviceReference}
                </Link>
                <span className="ml-2 text-xs text-slate-500 wrap-anywhere">{r.clientReference}</span>
                <p className="text-sm text-slate-700 wrap-anywhere">{r.accountName}</p>
              </div>
              <div className="flex flex-wrap items-center gap-3 text-sm">
                <EnquiryStateBadge state={r.state} />
                <span className="whitespace-nowrap text-slate-900">
                  <strong className="font-semibold">waiting {durationLabel(r.waitingMs)}</strong>
                  <span className="block text-xs text-slate-500">
                    since <LocalTime at={r.waitingSince} />
                  </span>
                </span>
              </div>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
