import "server-only";
import type { ReceivedQuote, ReceivedQuoteItem, ReceivedUnit } from "@/lib/contract/quote";
import { getPrisma } from "@/lib/db/prisma";

export type BookedUnit = {
  quote: ReceivedQuote & { bookedQuoteItem: NonNullable<ReceivedQuote["bookedQuoteItem"]> };
  /** The booked property; undefined when the quote no longer lists it. */
  item: ReceivedQuoteItem | undefined;
  /** The booked unit: the property's only one, or the one the client chose on a share link; null when neither says. */
  unit: ReceivedUnit | null;
};

/** The quote booked last, of those given. */
export function newestBooked(quotes: ReceivedQuote[]): BookedUnit["quote"] | undefined {
  return quotes
    .filter((q): q is BookedUnit["quote"] => q.bookedQuoteItem !== undefined && q.bookedQuoteItem !== null)
    .sort((a, b) => (a.bookedQuoteItem.createdAt < b.bookedQuoteItem.createdAt ? 1 : -1))[0];
}

/**
 * What was booked, of the quotes given: the quote booked last, its property, and its unit.
 * The v1 API books a property, not a unit: of several units, the booked one is the one
 * the client chose on a share link. The one reading of it, for the booking card and for the
 * spend the index keeps.
 */
export async function findBookedUnit(organizationId: string, quotes: ReceivedQuote[]): Promise<BookedUnit | null> {
  const quote = newestBooked(quotes);
  if (!quote) return null;
  const item = quote.items.find((i) => i.id === quote.bookedQuoteItem.quoteItemId);
  const units = item?.property.units ?? [];
  if (units.length <= 1) return { quote, item, unit: units[0] ?? null };
  // What the provider last heard the client prefers of that property: a choice passed on at
  // once, or one its approver approved since (a choice waiting for approval, or declined,
  // never reached the provider).
  const option = { organizationId, quoteId: quote.id, quoteItemId: quote.bookedQuoteItem.quoteItemId };
  const [choice, approved] = await Promise.all([
    getPrisma().shareChoice.findFirst({ where: { ...option, forwarded: { notIn: ["APPROVAL", "DECLINED"] } }, orderBy: { chosenAt: "desc" }, select: { unitName: true, chosenAt: true } }),
    getPrisma().choiceApproval.findFirst({ where: { ...option, status: "APPROVED" }, orderBy: { decidedAt: "desc" }, select: { unitName: true, decidedAt: true } }),
  ]);
  const latest = approved && (!choice || (approved.decidedAt ?? 0) > choice.chosenAt) ? approved : choice;
  return { quote, item, unit: units.find((u) => u.unitName === latest?.unitName) ?? null };
}
