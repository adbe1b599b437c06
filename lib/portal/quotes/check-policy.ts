import { currencyExponent, toMinorUnits } from "@/lib/contract/money";
import { countryName } from "@/lib/geo/country-names";
import { convertTotal, type ExchangeRateRow } from "../exchange-rates/pick-rate";
import { formatMoney, formatMoneyRounded } from "@/lib/shared/format";
import type { EnquiryPolicy } from "../clients/policy-for-enquiry";

// Whether an option's price a night is within the client's cap for the enquiry's place
// (clients/policy-for-enquiry.ts finds the cap). The quote's amounts are integer cents (hundredths,
// as the contract's amounts are read); the cap is read from its text with toMinorUnits
// and put on the same scale, converted into the quote's currency with the organisation's
// exchange rates (pick-rate.ts), and the figures say which rate made them. Integer
// arithmetic throughout. Pure: the comparison, the approval of a choice and the tests.

type Money = { cents: number; currency: string };

export type PolicyMark =
  /** At or under the cap. */
  | { status: "within"; capWords: string; words: string }
  /** Over the cap by `overCents` a night, in the price's currency. */
  | { status: "over"; capWords: string; over: Money; words: string }
  /** No price, no nights, or no exchange rate between the cap's currency and the price's. */
  | { status: "unchecked"; words: string };

/** The price a night of a stay: its total over its nights, rounded up, so that it is within a cap exactly when the total is within the cap for every night. */
export function nightlyPrice(total: Money, nights: number): Money {
  return { cents: Math.ceil(total.cents / nights), currency: total.currency };
}

/** The cap's text ("180.50", "15000" in yen) in cents of its currency; null when it does not read as money. */
export function capCents(cap: EnquiryPolicy["cap"]): number | null {
  const minor = toMinorUnits(cap.nightlyCap, cap.currency);
  if (minor === null || minor <= 0n) return null;
  const exponent = currencyExponent(cap.currency);
  // Hundredths: yen are whole (× 100); a currency of three decimals rounds half up.
  const cents = exponent <= 2 ? minor * 10n ** BigInt(2 - exponent) : (minor * 2n + 10n ** BigInt(exponent - 2)) / (2n * 10n ** BigInt(exponent - 2));
  return Number(cents);
}

/** "London", "the United Kingdom" (a country by its English name). */
export function capPlaceWords(cap: Pick<EnquiryPolicy["cap"], "placeKind" | "place">): string {
  if (cap.placeKind === "city") return cap.place;
  const name = countryName(cap.place);
  return name ?? cap.place;
}

const money = (amount: Money) => (amount.cents % 100 === 0 ? formatMoneyRounded(amount.cents, amount.currency) : formatMoney(amount.cents, amount.currency));

const symbolFormats = new Map<string, Intl.NumberFormat | null>();

function symbolFormat(currency: string): Intl.NumberFormat | null {
  if (!symbolFormats.has(currency)) {
    try {
      symbolFormats.set(currency, new Intl.NumberFormat("en-GB", { style: "currency", currency, minimumFractionDigits: 0, maximumFractionDigits: 10 }));
    } catch {
      symbolFormats.set(currency, null); // not an ISO 4217 code: "1 XYZ"
    }
  }
  return symbolFormats.get(currency)!;
}

/** "€1 = £0.85": a rate as stored (1 base = rate currency), in the currencies' signs. */
export function rateSymbols(rate: Pick<ExchangeRateRow, "baseCurrency" | "currency" | "rate">): string {
  const base = symbolFormat(rate.baseCurrency)?.format(1) ?? `1 ${rate.baseCurrency}`;
  // A string is formatted as the exact decimal it is.
  const value = symbolFormat(rate.currency)?.format(rate.rate as `${number}`) ?? `${rate.rate} ${rate.currency}`;
  return `${base} = ${value}`;
}

/**
 * The mark of one option's price a night against the policy, for rates of `day`
 * (YYYY-MM-DD): "within" when at or under the cap (exactly at it is within), "over" by
 * how much a night, or "unchecked" with the reason.
 */
export function checkPolicy(policy: EnquiryPolicy, nightly: Money | null, rates: readonly ExchangeRateRow[], day: string): PolicyMark {
  const cap = capCents(policy.cap);
  if (cap === null) return { status: "unchecked", words: "Cannot be checked against the policy: its cap does not read as an amount." };
  if (nightly === null) return { status: "unchecked", words: "Cannot be checked against the policy: no price a night." };
  const own = { cents: cap, currency: policy.cap.currency };
  let inPrice: Money = own;
  let rateNote = "";
  if (own.currency !== nightly.currency) {
    const conversion = convertTotal(own, nightly.currency, rates, day);
    if (!conversion) return { status: "unchecked", words: `Cannot be checked against the policy: no rate from ${own.currency} to ${nightly.currency}.` };
    inPrice = { cents: conversion.cents, currency: nightly.currency };
    rateNote = ` (${money(inPrice)} at ${rateSymbols(conversion.rate)})`;
  }
  const capWords = `${money(own)} a night in ${capPlaceWords(policy.cap)}${rateNote}`;
  if (nightly.cents <= inPrice.cents) return { status: "within", capWords, words: "Within policy" };
  const over = { cents: nightly.cents - inPrice.cents, currency: nightly.currency };
  return { status: "over", capWords, over, words: `Over policy by ${formatMoney(over.cents, over.currency)} a night` };
}
