import "server-only";
import { cache } from "react";
import type { Enquiry } from "@/lib/contract/enquiry";
import type { ReceivedQuote } from "@/lib/contract/quote";
import { getPrisma } from "@/lib/db/prisma";
import { isUniqueViolation } from "@/lib/db/sql";
import { healthOf } from "../connections/connection-health";

// Pages re-rendered for an event do so within a second of the receiver's read; a page
// opened later reads the provider as before, so a lost event never keeps a page stale.
const FRESH_MS = 30_000;

export type EnquirySnapshot = { enquiry: Enquiry; quotes: ReceivedQuote[]; more: boolean };
/** A snapshot as stored, with when its read of the provider began: a page that shows it says so. */
export type StoredSnapshot = EnquirySnapshot & { readAt: Date };

/**
 * Keeps what the receiver read after an event (the enquiry and its newest page of quotes,
 * the one page read-latest-quotes reads), for the open pages that re-render for that event,
 * on this instance or any other. A read that started earlier never replaces a later one.
 */
export async function storeEnquirySnapshot(organizationId: string, connectionId: string, snapshot: EnquirySnapshot & { readAt: Date }): Promise<void> {
  const db = getPrisma();
  const serviceReference = snapshot.enquiry.serviceReference;
  const data = {
    enquiry: JSON.stringify(snapshot.enquiry),
    quotes: JSON.stringify({ data: snapshot.quotes, more: snapshot.more }),
    readAt: snapshot.readAt,
  };
  const updated = await db.enquirySnapshot.updateMany({ where: { connectionId, serviceReference, readAt: { lt: snapshot.readAt } }, data });
  if (updated.count > 0) return;
  try {
    await db.enquirySnapshot.create({ data: { organizationId, connectionId, serviceReference, ...data } });
  } catch (error) {
    // There already, from a read that started later (or at the same time): it stays.
    if (!isUniqueViolation(error)) throw error;
  }
}

/**
 * The receiver's snapshot of the enquiry, when it is still the provider's present state:
 * live updates are on, it is seconds old, and neither an event of the enquiry nor a change
 * of the connection was stored after its read began (each change at the provider sends an
 * event), nor did the agency withdraw the enquiry or change its details since: the
 * withdrawal and the amendment take effect at the provider at once, while their events may
 * still be on their way, and a page must not show the state or details from before them. Nor is it trusted once a call to the provider has failed since its
 * read and none answered after (the connection's health): the page asks the provider then,
 * and says so when it does not answer. Otherwise null: read the provider.
 * Once per render.
 */
export const readFreshSnapshot = cache(async (organizationId: string, connectionId: string, serviceReference: string): Promise<StoredSnapshot | null> => {
  const db = getPrisma();
  // A snapshot seconds old or nothing: an older one (most views) is not read at all.
  const row = await db.enquirySnapshot.findFirst({
    where: { connectionId, serviceReference, organizationId, readAt: { gte: new Date(Date.now() - FRESH_MS) } },
    select: { enquiry: true, quotes: true, readAt: true },
  });
  if (!row) return null;
  const [connection, later, withdrawn, amended] = await Promise.all([
    db.serviceConnection.findFirst({
      where: { id: connectionId, organizationId, removedAt: null },
      select: { receiverWebhookId: true, updatedAt: true, lastSuccessAt: true, lastFailureAt: true, lastFailureNote: true },
    }),
    db.portalEvent.findFirst({ where: { organizationId, connectionId, serviceReference, receivedAt: { gte: row.readAt } }, select: { seq: true } }),
    db.providerEnquiry.findFirst({ where: { organizationId, connectionId, serviceReference, withdrawnAt: { gte: row.readAt } }, select: { id: true } }),
    db.portalAmendment.findFirst({ where: { organizationId, connectionId, serviceReference, recordedAt: { gte: row.readAt } }, select: { id: true } }),
  ]);
  // A connection changed since (a new key, perhaps of another account) may not read what the snapshot shows.
  if (connection?.receiverWebhookId == null || connection.updatedAt > row.readAt || later || withdrawn || amended) return null;
  const health = healthOf(connection);
  if (health.status === "failing" && health.lastFailureAt! >= row.readAt) return null;
  return parseSnapshot(row);
});

/**
 * The last snapshot of the enquiry, however old, for a page whose read of the provider got no
 * answer: what the provider said then, which the page dates. Null when the portal has learnt
 * more since: the connection changed after it (a new key, perhaps of another account, may
 * not read it), or the index holds another state than it shows (a later read, or a
 * withdrawal the provider confirmed, moved it on).
 */
export async function readLastSnapshot(organizationId: string, connectionId: string, serviceReference: string, indexedState: string): Promise<StoredSnapshot | null> {
  const db = getPrisma();
  const [row, connection] = await Promise.all([
    db.enquirySnapshot.findFirst({ where: { connectionId, serviceReference, organizationId }, select: { enquiry: true, quotes: true, readAt: true } }),
    db.serviceConnection.findFirst({ where: { id: connectionId, organizationId, removedAt: null }, select: { updatedAt: true } }),
  ]);
  if (!row || !connection || connection.updatedAt > row.readAt) return null;
  const snapshot = parseSnapshot(row);
  return (snapshot.enquiry.enquiryState?.state ?? "NEW") === indexedState ? snapshot : null;
}

function parseSnapshot(row: { enquiry: string; quotes: string; readAt: Date }): StoredSnapshot {
  const quotes = JSON.parse(row.quotes) as { data: ReceivedQuote[]; more: boolean };
  return { enquiry: JSON.parse(row.enquiry) as Enquiry, quotes: quotes.data, more: quotes.more, readAt: row.readAt };
}
