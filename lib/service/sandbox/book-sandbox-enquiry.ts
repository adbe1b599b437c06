import type { BookingChangeHistory } from "@/lib/contract/booking-change";
import { getPrisma } from "@/lib/db/prisma";
import { getBookingChangeHistory } from "../booking-changes/get-booking-change-history";
import { getEnquiryOrThrow } from "../enquiries/get-enquiry-or-throw";
import { moveEnquiry } from "../lifecycle/move-enquiry";
import type { StoredQuoteItem } from "../quotes/save-property-snapshots";
import { sandboxSpecialist } from "./sandbox-specialist";

/**
 * The sandbox books a QUOTED enquiry as the provider's specialist does when the client
 * accepts: the first item of its ACTIVE quote (the nearest property), by the lifecycle's
 * ACCEPT_QUOTE_ITEM, with BOOKING.PENDING; so that integrators can try a booking's changes.
 * Any other state is 400 SANDBOX_SPECIFIC_ACTION_ERROR and books nothing. The booking's
 * history (version 1, no changes yet) is the answer.
 */
export async function bookSandboxEnquiry(accountId: string, id: string): Promise<BookingChangeHistory> {
  const enquiry = await getEnquiryOrThrow(accountId, id);
  const quote = await getPrisma().quote.findFirst({
    where: { accountId, enquiryId: enquiry.id, state: "ACTIVE" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, items: true },
  });
  const first = (quote?.items as StoredQuoteItem[] | undefined)?.[0];
  // Without an ACTIVE quote the lifecycle refuses the move first, in its words.
  const chosen = quote && first ? { quoteId: quote.id, quoteItemId: first.id } : { quoteId: "", quoteItemId: "" };
  const outcome = await moveEnquiry(
    { serviceReference: enquiry.serviceReference, accountId },
    { kind: "SANDBOX", name: sandboxSpecialist(enquiry.serviceReference) },
    { move: "ACCEPT_QUOTE_ITEM", ...chosen },
  );
  return getBookingChangeHistory({ reference: outcome.booking!.reference, accountId });
}
