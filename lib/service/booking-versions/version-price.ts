import type { VersionCharge } from "@/lib/contract/booking-change";
import { formatMinorUnits, formatSignedMinorUnits, toMinorUnits } from "@/lib/contract/money";
import type { PriceBreakdown } from "@/lib/contract/quote";
import type { FieldErrors } from "@/lib/contract/problem";

// A booking version's money, worked in integers of the currency's minor units (bigint),
// never floating-point sums: the total is exactly the nights times the price per period
// (tax and booking fee included), plus the additional charges, plus the charge of a
// shortened or cancelled stay. The one function that says what a version costs.

/** A version's price as it is kept: amounts exact, charges and the cancellation charge as decimal text. */
export type VersionPrice = {
  currency: string;
  nights: number;
  /** The stay's price in the quote's shape; null once the stay is cancelled. */
  priceBreakdown: PriceBreakdown | null;
  charges: VersionCharge[];
  cancellationCharge: string | null;
};

function minor(value: number | string, currency: string): bigint {
  const units = toMinorUnits(value, currency);
  // Kept prices were checked (checkPrice) or built in minor units (firstVersionPrice).
  if (units === null) throw new RangeError(`${value} is not an amount in ${currency}.`);
  return units;
}

/** What the periods and charges of a stay's price come to: nights × per period + the charges. */
export function stayMinorUnits(price: Pick<VersionPrice, "currency" | "nights" | "priceBreakdown" | "charges">): bigint {
  if (!price.priceBreakdown) return 0n;
  const perPeriod = minor(price.priceBreakdown.perPeriod.amountsExcludingAdditionalCharges.includingTaxWithBookingFee, price.currency);
  return perPeriod * BigInt(price.nights) + price.charges.reduce((sum, charge) => sum + minor(charge.amount, price.currency), 0n);
}

/** The version's total in minor units: the stay's periods and charges, and the cancellation charge. */
export function versionTotalMinorUnits(price: VersionPrice): bigint {
  return stayMinorUnits(price) + (price.cancellationCharge === null ? 0n : minor(price.cancellationCharge, price.currency));
}

/** The total as the wire sends it: exact decimal text in the currency. */
export function versionTotal(price: VersionPrice): { currency: string; amount: string } {
  return { currency: price.currency, amount: formatMinorUnits(versionTotalMinorUnits(price), price.currency) };
}

/** This version's total less the previous one's, exactly, its sign written ("+1240.00"). */
export function versionDifference(price: VersionPrice, previous: VersionPrice): string {
  return formatSignedMinorUnits(versionTotalMinorUnits(price) - versionTotalMinorUnits(previous), price.currency);
}

const PRICE_AMOUNTS = [
  ["priceBreakdown.wholeStay.excludingTax", (p: PriceBreakdown) => p.wholeStay.excludingTax],
  ["priceBreakdown.wholeStay.includingTax", (p: PriceBreakdown) => p.wholeStay.includingTax],
  ["priceBreakdown.wholeStay.taxAmount", (p: PriceBreakdown) => p.wholeStay.taxAmount],
  ["priceBreakdown.perPeriod.amountsExcludingAdditionalCharges.excludingTaxWithBookingFee", (p: PriceBreakdown) => p.perPeriod.amountsExcludingAdditionalCharges.excludingTaxWithBookingFee],
  ["priceBreakdown.perPeriod.amountsExcludingAdditionalCharges.includingTaxWithBookingFee", (p: PriceBreakdown) => p.perPeriod.amountsExcludingAdditionalCharges.includingTaxWithBookingFee],
] as const;

function amountWords(currency: string): string {
  const digits = formatMinorUnits(0n, currency).split(".")[1]?.length ?? 0;
  return digits === 0 ? `Must be an amount of 0 or more in whole ${currency}, without decimals.` : `Must be an amount of 0 or more in ${currency}, with at most ${digits} decimals.`;
}

export type PriceInput = { priceBreakdown: PriceBreakdown | null; charges: readonly VersionCharge[]; cancellationCharge: string | null };

/**
 * A price the provider answers with, checked for the booking's `currency` and the stay's
 * `nights`: every amount 0 or more and exact in the currency's minor units; the whole stay
 * excluding tax plus the tax is the whole stay including it; and that is exactly the nights
 * times the price per period plus the charges. The price with its amounts written in the
 * currency's digits ("59" becomes "59.00"), or the problems by field, in words.
 */
export function checkPrice(input: PriceInput, currency: string, nights: number): { price: VersionPrice } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const words = amountWords(currency);
  const read = (field: string, value: number | string): bigint | null => {
    const units = toMinorUnits(value, currency);
    if (units === null || units < 0n) {
      (errors[field] ??= []).push(words);
      return null;
    }
    return units;
  };
  const breakdown = input.priceBreakdown;
  if (breakdown && breakdown.currency !== currency) {
    errors["priceBreakdown.currency"] = [`Must be the booking's currency, ${currency}: a change does not change the currency.`];
  }
  const amounts = breakdown ? PRICE_AMOUNTS.map(([field, of]) => read(field, of(breakdown))) : [];
  const charges = input.charges.map((charge, i) => read(`charges.${i}.amount`, charge.amount));
  const cancellation = input.cancellationCharge === null ? 0n : read("cancellationCharge", input.cancellationCharge);
  if (Object.keys(errors).length > 0) return { errors };

  if (breakdown) {
    const [excl, incl, tax, , perPeriod] = amounts as bigint[];
    if (excl! + tax! !== incl!) {
      errors["priceBreakdown.wholeStay.taxAmount"] = [
        `The whole stay excluding tax (${formatMinorUnits(excl!, currency)}) plus the tax (${formatMinorUnits(tax!, currency)}) must be the whole stay including tax (${formatMinorUnits(incl!, currency)}).`,
      ];
    }
    const stay = perPeriod! * BigInt(nights) + (charges as bigint[]).reduce((sum, c) => sum + c, 0n);
    if (stay !== incl!) {
      const chargeWords = input.charges.length === 0 ? "" : ` plus the charges (${formatMinorUnits((charges as bigint[]).reduce((s, c) => s + c, 0n), currency)})`;
      errors["priceBreakdown.wholeStay.includingTax"] = [
        `Must be the ${nights} ${nights === 1 ? "night" : "nights"} at ${formatMinorUnits(perPeriod!, currency)}${chargeWords}: ${formatMinorUnits(stay, currency)}, not ${formatMinorUnits(incl!, currency)}.`,
      ];
    }
  } else if (input.charges.length > 0) {
    errors.charges = ["Charges come with the priceBreakdown they are part of."];
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    price: {
      currency,
      nights,
      priceBreakdown: breakdown,
      charges: input.charges.map((charge, i) => ({ summary: charge.summary, amount: formatMinorUnits(charges[i]!, currency) })),
      cancellationCharge: input.cancellationCharge === null ? null : formatMinorUnits(cancellation!, currency),
    },
  };
}
