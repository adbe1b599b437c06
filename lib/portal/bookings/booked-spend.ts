import "server-only";
import { isExtensionMissing, ServiceClientError, type ServiceClient } from "@/lib/client";
import { currencyExponent, toMinorUnits } from "@/lib/contract/money";
import type { StayParty } from "../quotes/charge-cost";
import { stayTotal } from "../quotes/stay-total";
import type { BookedUnit } from "./find-booked-unit";

export type BookedSpend = { totalCents: number; currency: string; version: number | null };

/**
 * What the booking costs, for the reports' booked spend: the current version's total when
 * the provider keeps versions (the booking changes extension; a cancelled booking's total is
 * its cancellation charge), else the booked unit's total for the stay as quoted. Cents are
 * hundredths of the currency's unit, as the index keeps every amount.
 */
export async function bookedSpend(client: ServiceClient, booked: BookedUnit | null, party: StayParty): Promise<BookedSpend | null> {
  if (!booked) return null;
  const quoted = booked.unit ? stayTotal(booked.unit, party) : null;
  const fallback = quoted ? { totalCents: quoted.totalCents, currency: quoted.currency, version: null } : null;
  try {
    const history = await client.listBookingChanges(booked.quote.bookedQuoteItem.bookingId);
    const current = history.versions.at(-1);
    // Version 1 is the booking as quoted: the portal's own reading of it stands.
    if (!current) return fallback;
    const total = current.version === 1 && fallback ? fallback : (hundredths(current.total) ?? fallback);
    return total && { ...total, version: current.version };
  } catch (error) {
    if (isExtensionMissing(error) || error instanceof ServiceClientError) return fallback;
    throw error;
  }
}

/** Exact decimal text as hundredths of its unit: "4340.00" GBP is 434000, "52000" JPY is 5200000. */
function hundredths(money: { amount: string; currency: string }): Omit<BookedSpend, "version"> | null {
  const minor = toMinorUnits(money.amount, money.currency);
  if (minor === null) return null;
  const shift = 2 - currencyExponent(money.currency);
  const cents = shift >= 0 ? minor * 10n ** BigInt(shift) : minor / 10n ** BigInt(-shift);
  return { totalCents: Number(cents), currency: money.currency };
}
