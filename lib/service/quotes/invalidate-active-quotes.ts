import type { DbTx } from "@/lib/db/prisma";
import { quoteEventData } from "../events/quote-event-data";
import { recordEvent } from "../events/record-event";

type Enquiry = { id: string; accountId: string; serviceReference: string; clientReference: string };

/** Invalidates every ACTIVE quote of the enquiry, oldest first, each with QUOTE.INVALIDATED. */
export async function invalidateActiveQuotes(tx: DbTx, enquiry: Enquiry, now: Date): Promise<string[]> {
  const active = await tx.quote.findMany({
    where: { accountId: enquiry.accountId, enquiryId: enquiry.id, state: "ACTIVE" },
    select: { id: true, createdAt: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  if (active.length === 0) return [];
  await tx.quote.updateMany({
    where: { accountId: enquiry.accountId, id: { in: active.map((q) => q.id) }, state: "ACTIVE" },
    data: { state: "INVALIDATED", invalidatedAt: now, updatedAt: now },
  });
  for (const quote of active) {
    await recordEvent(tx, {
      accountId: enquiry.accountId,
      type: "QUOTE.INVALIDATED",
      enquiryId: enquiry.id,
      data: quoteEventData({ ...quote, state: "INVALIDATED" }, enquiry),
    });
  }
  return active.map((q) => q.id);
}
