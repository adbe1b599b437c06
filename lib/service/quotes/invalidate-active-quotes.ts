import { quoteEventData } from "../events/quote-event-data";
import type { ModelChange } from "../events/write-change";

type Enquiry = { id: string; accountId: string; serviceReference: string; clientReference: string };

/** Invalidates every ACTIVE quote of the enquiry, oldest first, each with QUOTE.INVALIDATED. */
export async function invalidateActiveQuotes({ db, record }: ModelChange, enquiry: Enquiry, now: Date): Promise<string[]> {
  const active = await db.quote.findMany({
    where: { accountId: enquiry.accountId, enquiryId: enquiry.id, state: "ACTIVE" },
    select: { id: true, createdAt: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  if (active.length === 0) return [];
  await db.quote.updateMany({
    where: { accountId: enquiry.accountId, id: { in: active.map((q) => q.id) }, state: "ACTIVE" },
    data: { state: "INVALIDATED", invalidatedAt: now, updatedAt: now },
  });
  for (const quote of active) {
    await record({
      accountId: enquiry.accountId,
      type: "QUOTE.INVALIDATED",
      enquiryId: enquiry.id,
      data: quoteEventData({ ...quote, state: "INVALIDATED" }, enquiry),
    });
  }
  return active.map((q) => q.id);
}
