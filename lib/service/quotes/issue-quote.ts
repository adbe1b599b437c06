import type { DbTx } from "@/lib/db/prisma";
import type { EnquiryRecord } from "../enquiries/to-wire-enquiry";
import { quoteEventData } from "../events/quote-event-data";
import { recordEvent } from "../events/record-event";
import { newId } from "../ids";
import { buildQuote } from "./build-quote";
import { invalidateActiveQuotes } from "./invalidate-active-quotes";
import { publicOrigin } from "./public-origin";
import { savePropertySnapshots } from "./save-property-snapshots";

/**
 * Sends a new quote for the enquiry, inside the caller's transaction: every ACTIVE quote
 * of it is invalidated first (QUOTE.INVALIDATED), then the new one is stored with
 * QUOTE.CREATED. The caller records the enquiry's own event after this.
 */
export async function issueQuote(tx: DbTx, enquiry: EnquiryRecord, now = new Date()): Promise<{ id: string }> {
  await invalidateActiveQuotes(tx, enquiry, now);
  const draft = await buildQuote(tx, enquiry, now, publicOrigin());
  const items = await savePropertySnapshots(tx, enquiry.accountId, draft.items);
  const quote = await tx.quote.create({
    data: {
      id: newId(),
      accountId: enquiry.accountId,
      enquiryId: enquiry.id,
      state: "ACTIVE",
      description: draft.description,
      items,
      createdAt: now,
      updatedAt: now,
    },
    select: { id: true, state: true, createdAt: true },
  });
  await recordEvent(tx, {
    accountId: enquiry.accountId,
    type: "QUOTE.CREATED",
    enquiryId: enquiry.id,
    data: quoteEventData(quote, enquiry),
  });
  return { id: quote.id };
}
