import type { Property } from "@/lib/contract/quote";
import { getPrisma } from "@/lib/db/prisma";
import { notFound } from "../errors";
import { loadPropertySnapshots } from "../quotes/load-property-snapshots";
import type { StoredQuoteItem } from "../quotes/save-property-snapshots";

/**
 * Everything the back office shows of one enquiry: the enquiry and its account, its
 * quotes (newest first, with their properties as sent), its bookings, the option the
 * client prefers (as the agent's system reported it) and the log of specialists' actions
 * (newest first).
 */
export async function getDeskEnquiry(serviceReference: string) {
  const db = getPrisma();
  const enquiry = await db.enquiry.findUnique({ where: { serviceReference }, include: { account: { select: { name: true, displayName: true } } } });
  if (!enquiry) throw notFound(`Enquiry ${serviceReference}`);
  const [quotes, bookings, actions, preference] = await Promise.all([
    db.quote.findMany({ where: { enquiryId: enquiry.id }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 10 }),
    db.booking.findMany({ where: { enquiryId: enquiry.id }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
    db.specialistAction.findMany({
      where: { enquiryId: enquiry.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      include: { specialist: { select: { name: true } } },
    }),
    db.clientPreference.findUnique({ where: { enquiryId: enquiry.id } }),
  ]);
  const snapshotIds = quotes.flatMap((q) => (q.items as StoredQuoteItem[]).map((i) => i.propertySnapshotId));
  const snapshots: Map<string, Property> = await loadPropertySnapshots(enquiry.accountId, snapshotIds);
  return {
    enquiry,
    quotes: quotes.map((q) => ({
      ...q,
      items: (q.items as StoredQuoteItem[]).map((item) => ({ ...item, property: snapshots.get(item.propertySnapshotId) ?? null })),
      booking: bookings.find((b) => b.quoteId === q.id) ?? null,
    })),
    booking: bookings[0] ?? null,
    preference: preference ? { ...preference, propertyName: propertyNameOf(quotes, snapshots, preference) } : null,
    actions: actions.map((a) => ({ id: a.id, action: a.action, summary: a.summary, by: a.specialist.name, at: a.createdAt })),
  };
}
export type DeskEnquiry = Awaited<ReturnType<typeof getDeskEnquiry>>;

function propertyNameOf(quotes: { id: string; items: unknown }[], snapshots: Map<string, Property>, preference: { quoteId: string; quoteItemId: string }): string | null {
  const quote = quotes.find((q) => q.id === preference.quoteId);
  const item = (quote?.items as StoredQuoteItem[] | undefined)?.find((i) => i.id === preference.quoteItemId);
  return item ? (snapshots.get(item.propertySnapshotId)?.propertyName ?? null) : null;
}
