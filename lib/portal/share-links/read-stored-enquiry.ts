import "server-only";
import type { Enquiry } from "@/lib/contract/enquiry";
import type { ReceivedQuote } from "@/lib/contract/quote";
import { getPrisma } from "@/lib/db/prisma";
import { PORTAL_EVENT_TYPES } from "./choice-event";

/**
 * How long a share link trusts the portal's snapshot of an enquiry (EnquirySnapshot, kept
 * by the receiver and by share links' own reads). With live updates on, the provider sends
 * an event for every change (a quote replaced, an option booked, the enquiry closed), so a
 * snapshot no event has followed is its present state; the age cap bounds how long a lost
 * event could keep a link stale. Without live updates nothing says what changed: a page
 * may show a read this recent, and a choice asks the provider.
 */
export const SHARE_SNAPSHOT_MS = { current: 5 * 60_000, recent: 30_000 } as const;

export type StoredEnquiry = {
  enquiry: Enquiry;
  quotes: ReceivedQuote[];
  /** No change at the provider since the read, as far as its events tell: a choice may rely on it. */
  current: boolean;
};

/** The snapshot of one provider's enquiry a share link may show, or null: read the provider. */
export async function readStoredEnquiry(organizationId: string, connectionId: string, serviceReference: string, now = Date.now()): Promise<StoredEnquiry | null> {
  const db = getPrisma();
  const row = await db.enquirySnapshot.findFirst({
    where: { organizationId, connectionId, serviceReference, readAt: { gte: new Date(now - SHARE_SNAPSHOT_MS.current) } },
    select: { enquiry: true, quotes: true, readAt: true },
  });
  if (!row) return null;
  const [connection, later] = await Promise.all([
    db.serviceConnection.findFirst({ where: { id: connectionId, organizationId, removedAt: null }, select: { receiverWebhookId: true, updatedAt: true } }),
    // The portal's own events (choices, approvals) change nothing at the provider: they leave the snapshot current.
    db.portalEvent.findFirst({
      where: { organizationId, connectionId, serviceReference, receivedAt: { gte: row.readAt }, eventType: { notIn: PORTAL_EVENT_TYPES } },
      select: { seq: true },
    }),
  ]);
  // A connection changed since (a new key, perhaps of another account) may not read what the snapshot shows.
  if (!connection || connection.updatedAt > row.readAt || later) return null;
  const current = connection.receiverWebhookId !== null;
  if (!current && row.readAt.getTime() < now - SHARE_SNAPSHOT_MS.recent) return null;
  return { enquiry: JSON.parse(row.enquiry) as Enquiry, quotes: (JSON.parse(row.quotes) as { data: ReceivedQuote[] }).data, current };
}
