import Link from "next/link";
import { EnquiryStateBadge } from "@/components/ui/enquiry-state-badge";
import { Card } from "@/components/ui/card";
import type { AttentionRow } from "@/lib/portal/enquiries/list-attention";
import type { TimelineEntry } from "@/lib/portal/live/messages";
import { Truncated } from "@/components/ui/truncated";
import { LocalTime } from "@/components/time/time-zone";
import styles from "./attention-card.module.css";

/** The dashboard's "Needs attention": quotes the member has not seen yet, and recent activity. */
export function AttentionCard({ unread, activity }: { unread: AttentionRow[]; activity: TimelineEntry[] }) {
  return (
    <div className="mb-6 grid gap-6 lg:grid-cols-2">
      <Card title="Needs attention" description="Enquiries quoted, chosen on by the client or written about by a provider since you last opened them.">
        {unread.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing new: every quote has been read.</p>
        ) : (
          <ul className="-my-2 divide-y divide-slate-100" aria-label="Unread quotes">
            {unread.map((e) => (
              <li key={e.serviceReference} className={styles.unread} data-testid="unread-enquiry">
                <span className={styles.lead}>
                  <span aria-hidden="true" className={styles.dot} />
                  <span className="sr-only">Unread: </span>
                  <Link href={`/enquiries/${encodeURIComponent(e.serviceReference)}`} className={styles.reference}>
                    {e.serviceReference}
                  </Link>
                  <Truncated text={e.clientReference} className={styles.clientReference} />
                </span>
                <span className={styles.meta}>
                  {e.choice ? (
                    <span className={styles.choice} data-testid="attention-choice">
                      Client chose {e.choice.label} · <LocalTime at={e.choice.at} />
                    </span>
                  ) : e.quotedAt ? (
                    <span>
                      {e.moreQuotes ? `${e.quoteCount} or more quotes` : `${e.quoteCount} ${e.quoteCount === 1 ? "quote" : "quotes"}`} · <LocalTime at={e.quotedAt} />
                    </span>
                  ) : null}
                  {e.messages > 0 ? <span data-testid="attention-messages">{e.messages === 1 ? "1 new message" : `${e.messages} new messages`}</span> : null}
                  <EnquiryStateBadge state={e.state} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="Recent activity">
        {activity.length === 0 ? (
          <p className="text-sm text-slate-600">No events yet.</p>
        ) : (
          <ul className="-my-2 divide-y divide-slate-100" aria-label="Recent activity">
            {activity.map((entry) => (
              <li key={entry.seq} className={styles.activity}>
                <span>
                  <Link href={`/enquiries/${encodeURIComponent(entry.serviceReference)}`} className={styles.activityReference}>
                    {entry.serviceReference}
                  </Link>{" "}
                  {entry.text}
                </span>
                <LocalTime at={entry.occurredAt} className={styles.time} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
