import { clientPrice, type Markup } from "../pricing/markup";

/** A currency's booked spend at the provider's price and at the client's, and the agency's margin between them. */
export type MarginRow = { currency: string; bookings: number; providerCents: number; clientCents: number; marginCents: number; notApplied: number };

export type MarginBooking = { bookedTotalCents: number; bookedCurrency: string; clientId: string | null; checkIn: string | null; checkOut: string | null };

/** Nights between two days ("2026-12-01", "2026-12-05": 4); null when either is missing or they are not in order. */
export function nightsOf(checkIn: string | null, checkOut: string | null): number | null {
  if (!checkIn || !checkOut) return null;
  const nights = Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
  return Number.isFinite(nights) && nights > 0 ? nights : null;
}

/**
 * The margin of the bookings, per currency (never added across currencies), each at its
 * client's markup (`markupOf`). A booking whose markup cannot apply (a fee in another
 * currency) counts at the provider's price and is counted in `notApplied`. Largest spend first.
 */
export function marginByCurrency(bookings: MarginBooking[], markupOf: (clientId: string | null) => Markup): MarginRow[] {
  const rows = new Map<string, MarginRow>();
  for (const b of bookings) {
    const priced = clientPrice(markupOf(b.clientId), { cents: b.bookedTotalCents, currency: b.bookedCurrency }, nightsOf(b.checkIn, b.checkOut));
    const row = rows.get(b.bookedCurrency) ?? { currency: b.bookedCurrency, bookings: 0, providerCents: 0, clientCents: 0, marginCents: 0, notApplied: 0 };
    row.bookings += 1;
    row.providerCents += priced.providerCents;
    row.clientCents += priced.clientCents;
    row.marginCents += priced.markupCents;
    if (priced.notApplied) row.notApplied += 1;
    rows.set(b.bookedCurrency, row);
  }
  return [...rows.values()].sort((a, b) => b.providerCents - a.providerCents || a.currency.localeCompare(b.currency));
}
