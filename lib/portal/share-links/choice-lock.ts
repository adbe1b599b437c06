import type { Enquiry } from "@/lib/contract/enquiry";
import type { ReceivedQuote } from "@/lib/contract/quote";

/**
 * Why the client can no longer choose on a link, or null while they can. The client may
 * change their choice until the agent acts on it, and the agent acts through the
 * provider: an option of the quote is booked, the enquiry is closed or moves on to a
 * booking, or a newer quote replaces the one the link shows.
 */
export type ChoiceLock = "replaced" | "booked" | "closed";

export function choiceLock(enquiry: Pick<Enquiry, "enquiryState">, quote: Pick<ReceivedQuote, "state" | "bookedQuoteItem" | "items">): ChoiceLock | null {
  if (quote.state !== "ACTIVE") return "replaced";
  if (quote.bookedQuoteItem || quote.items.some((item) => item.booked === true)) return "booked";
  if (enquiry.enquiryState?.state !== "QUOTED") return "closed";
  return null;
}

/** What the share page says when a choice is refused: plain words for the client. */
export const LOCK_MESSAGES: Record<ChoiceLock | "gone" | "withdrawn", string> = {
  gone: "This link no longer works: it was withdrawn or has expired, so your choice was not saved. Ask your agent for a new link.",
  withdrawn: "This option is no longer offered, so your choice was not saved. Choose another one, or contact your agent.",
  replaced: "These options have since been updated, so your choice was not saved. Ask your agent for a new link to the latest ones.",
  booked: "Your agent has already booked one of these options, so the choice can no longer be changed. Contact your agent to change anything.",
  closed: "Your agent has closed this request, so your choice was not saved. Contact your agent if you still need a place to stay.",
};

/** What the share page says instead of the form once the choice is fixed. */
export const LOCK_NOTICES: Record<ChoiceLock, string> = {
  replaced: "These options have since been updated: ask your agent for a new link to choose among the latest ones.",
  booked: "Your agent has booked one of these options, so the choice can no longer be changed. Contact your agent to change anything.",
  closed: "Your agent has closed this request, so the choice can no longer be changed. Contact your agent if you still need a place to stay.",
};
