import type { DbTx } from "@/lib/db/prisma";
import type { EnquiryRecord } from "../enquiries/to-wire-enquiry";
import { quoteEventData } from "../events/quote-event-data";
import { recordEvent } from "../events/record-event";
import { newId } from "../ids";
import type { QuoteDraft } from "./build-quote";
import { invalidateActiveQuotes } from "./invalidate-active-quotes";
import { savePropertySnapshots } from "./save-property-snapshots";

/**
 * Stores a drafted quote as the enquiry's one ACTIVE quote, inside the caller's
 * transaction: every older ACTIVE quote is invalidated first (QUOTE.INVALIDATED), then
 * the new one is written with QUOTE.CREATED. Shared by the sandbox (built drafts) and
 * the back office (composed ones).
 */
export async function storeQuote(tx: DbTx, enquiry: EnquiryRecord, draft: QuoteDraft, now: Date): Promise<{ id: string }> {
  await invalidateActiveQuotes(tx, enquiry, now);
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
