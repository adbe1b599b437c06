import { formatMinorUnits, roundToMinorUnits, formatSignedMinorUnits } from "@/lib/contract/money";

// What an extension or a shortening would cost at the booked price per night, before the
// provider answers: an estimate only (the provider states the real price when it accepts,
// and a shortening may carry a cancellation charge). Decimal arithmetic on minor units,
// never a floating-point sum. Imported by the dialog: no server-only code here.

export type BookedPrice = {
  currency: string;
  /** The booked unit's perPeriod includingTaxWithBookingFee, as the quote sent it. */
  perNight: number;
  checkIn: string;
  checkOut: string;
};

export type Estimate = { nights: number; newNights: number; difference: string; signed: string; perNight: string; currency: string };

const DAY = 86_400_000;

function nightsBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
}

/**
 * The difference a new check-out makes at the booked price per night: the nights added
 * (or given up) times that price, as decimal text in the currency's minor units. Null when
 * the new check-out is not a date after check-in.
 */
export function estimateDifference(price: BookedPrice, newCheckOut: string): Estimate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(newCheckOut) || Number.isNaN(Date.parse(`${newCheckOut}T00:00:00Z`))) return null;
  const nights = nightsBetween(price.checkIn, price.checkOut);
  const newNights = nightsBetween(price.checkIn, newCheckOut);
  if (newNights < 1) return null;
  const perNight = roundToMinorUnits(price.perNight, price.currency);
  const difference = perNight * BigInt(newNights - nights);
  return {
    nights,
    newNights,
    difference: formatMinorUnits(difference, price.currency),
    signed: formatSignedMinorUnits(difference, price.currency),
    perNight: formatMinorUnits(perNight, price.currency),
    currency: price.currency,
  };
}
