import type { EnquiryRecord } from "../enquiries/to-wire-enquiry";
import { quoteEventData } from "../events/quote-event-data";
import type { ModelChange } from "../events/write-change";
import { newId } from "../ids";
import type { QuoteDraft } from "./build-quote";
import { invalidateActiveQuotes } from "./invalidate-active-quotes";
import { savePropertySnapshots } from "./save-property-snapshots";

/**
 * Stores a drafted quote as the enquiry's one ACTIVE quote, inside the caller's change:
 * every older ACTIVE quote is invalidated first (QUOTE.INVALIDATED), then the new one is
 * written with QUOTE.CREATED. The lifecycle's QUOTE move, for the sandbox (built drafts)
 * and the back office (composed ones) alike.
 */
export async function storeQuote(change: ModelChange, enquiry: EnquiryRecord, draft: QuoteDraft, now: Date): Promise<{ id: string }> {
  await invalidateActiveQuotes(change, enquiry, now);
  const items = await savePropertySnapshots(change.db, enquiry.accountId, draft.items);
  const quote = await change.db.quote.create({
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
  await change.record({
    accountId: enquiry.accountId,
    type: "QUOTE.CREATED",
    enquiryId: enquiry.id,
    data: quoteEventData(quote, enquiry),
  });
  return { id: quote.id };
}
