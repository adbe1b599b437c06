import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import type { TimelineEntry } from "../live/messages";
import { TIMELINE_SELECT, toTimelineEntry } from "../live/to-timeline-entry";
import { listUnreadMessages } from "./count-unread-messages";
import { LATEST_QUOTES } from "./read-latest-quotes";

export type AttentionRow = {
  serviceReference: string;
  clientReference: string;
  state: string;
  quoteCount: number;
  /** The count is of the newest page of quotes alone: "that many or more" (read-latest-quotes). */
  moreQuotes: boolean;
  quotedAt: Date | null;
  /** The client's choice on a share link, when it is what is new. */
  choice: { label: string; at: Date } | null;
  /** The providers' messages the member has not read yet. */
  messages: number;
};

/**
 * What the agent's dashboard asks them to look at: the organisation's enquiries with a
 * quote, a client's choice or a provider's message newer than the agent's last visit of the
 * enquiry (unread),
 * and recent activity. What happened before the member joined the organisation is not
 * unread for them: a new colleague starts with nothing to catch up on.
 */
export async function listAttention(organizationId: string, userId: string): Promise<{ unread: AttentionRow[]; activity: TimelineEntry[] }> {
  const db = getPrisma();
  const select = { reference: true, clientReference: true, state: true, quoteCount: true, quotedAt: true, choiceLabel: true, choiceAt: true } as const;
  const [quoted, chosen, seen, recent, membership, messages] = await Promise.all([
    db.trackedEnquiry.findMany({ where: { organizationId, quotedAt: { not: null } }, orderBy: { quotedAt: "desc" }, take: 50, select }),
    db.trackedEnquiry.findMany({ where: { organizationId, choiceAt: { not: null } }, orderBy: { choiceAt: "desc" }, take: 50, select }),
    db.enquirySeen.findMany({ where: { organizationId, userId }, select: { serviceReference: true, seenAt: true } }),
    db.portalEvent.findMany({ where: { organizationId }, orderBy: { seq: "desc" }, take: 8, select: TIMELINE_SELECT }),
    db.member.findFirst({ where: { organizationId, userId }, select: { createdAt: true } }),
    listUnreadMessages(organizationId, userId),
  ]);
  const messaged = messages.size === 0 ? [] : await db.trackedEnquiry.findMany({ where: { organizationId, reference: { in: [...messages.keys()] } }, select });
  const seenAt = new Map(seen.map((s) => [s.serviceReference, s.seenAt]));
  const joinedAt = membership?.createdAt ?? new Date(0);
  const isNew = (at: Date | null, ref: string) => at !== null && at > (seenAt.get(ref) ?? joinedAt);
  const rows = new Map<string, { row: AttentionRow; newest: Date }>();
  for (const e of [...quoted, ...chosen, ...messaged]) {
    const newQuote = isNew(e.quotedAt, e.reference);
    const newChoice = isNew(e.choiceAt, e.reference) && e.choiceLabel !== null;
    const newMessages = messages.get(e.reference);
    if (rows.has(e.reference) || (!newQuote && !newChoice && !newMessages)) continue;
    const newest = new Date(Math.max(newQuote ? e.quotedAt!.getTime() : 0, newChoice ? e.choiceAt!.getTime() : 0, newMessages?.newest.getTime() ?? 0));
    const row = {
      serviceReference: e.reference,
      clientReference: e.clientReference,
      state: e.state,
      quoteCount: e.quoteCount,
      moreQuotes: e.quoteCount >= LATEST_QUOTES,
      quotedAt: e.quotedAt,
      choice: newChoice ? { label: e.choiceLabel!, at: e.choiceAt! } : null,
      messages: newMessages?.count ?? 0,
    };
    rows.set(e.reference, { row, newest });
  }
  const unread = [...rows.values()]
    .sort((a, b) => b.newest.getTime() - a.newest.getTime())
    .slice(0, 10)
    .map(({ row }) => row);
  return { unread, activity: recent.map(toTimelineEntry) };
}
