import type { AcceptBookingChangeInput, BookingChange, BookingVersion } from "@/lib/contract/booking-change";
import { currencyExponent, formatMinorUnits, formatSignedMinorUnits, minorUnitsAsNumber, toMinorUnits } from "@/lib/contract/money";
import type { FieldErrors } from "@/lib/contract/problem";
import { nightsBetween } from "@/lib/contract/stay";

// The specialist answers a change with one figure, the stay's price per period; the
// acceptance the service takes is the whole priceBreakdown. Built here in integers of the
// currency's minor units (never floating-point sums) so that it adds up exactly as the
// service checks it: the whole stay is the nights at that price plus the charges the
// booking already carries, and the tax keeps the current version's share of it. Pure, so
// that the form's preview and the server's answer are the same sums.

/** The answer's fields as the form gives them: decimal text, blank when left out. */
export type DeskAcceptAnswer = { perPeriod?: string; cancellationCharge?: string };

const CHANGES_NIGHTS = new Set(["EXTEND", "SHORTEN"]);
const TAKES_CHARGE = new Set(["SHORTEN", "CANCEL"]);

/** Whether accepting `kind` needs the stay's price (EXTEND, SHORTEN), may take one (GUESTS, LEAD_GUEST) or takes none (CANCEL). */
export function priceNeed(kind: BookingChange["kind"]): "needed" | "optional" | "none" {
  return CHANGES_NIGHTS.has(kind) ? "needed" : kind === "CANCEL" ? "none" : "optional";
}

/** Whether accepting `kind` may carry a cancellation charge. */
export const takesCancellationCharge = (kind: BookingChange["kind"]) => TAKES_CHARGE.has(kind);

/** The nights of the stay once `change` is accepted on `current`. */
export function nightsAfter(current: BookingVersion, change: Pick<BookingChange, "kind" | "checkOut">): number {
  const checkOut = CHANGES_NIGHTS.has(change.kind) && change.checkOut ? change.checkOut : current.checkOut;
  return nightsBetween(current.checkIn, checkOut);
}

/** Typed amounts: spaces and thousands separators allowed ("1,240.50"), nothing else. */
function readAmount(text: string | undefined, currency: string): bigint | null | undefined {
  const plain = (text ?? "").replace(/[\s,]/g, "");
  if (plain === "") return undefined;
  const units = toMinorUnits(plain, currency);
  return units === null || units < 0n ? null : units;
}

function amountWords(what: string, currency: string): string {
  return `Write ${what} as an amount of 0 or more in ${currency}, such as ${formatMinorUnits(155n * 10n ** BigInt(currencyExponent(currency)), currency)}.`;
}

/** `value` × `part` / `whole`, rounded half up; 0 when `whole` is 0. */
function shareOf(value: bigint, part: bigint, whole: bigint): bigint {
  return whole === 0n ? 0n : (value * part * 2n + whole) / (whole * 2n);
}

const minor = (value: number, currency: string) => toMinorUnits(value, currency) ?? 0n;

/** The current price's charges, in minor units. */
function chargesOf(current: BookingVersion): bigint {
  return current.charges.reduce((sum, charge) => sum + (toMinorUnits(charge.amount, current.total.currency) ?? 0n), 0n);
}

/**
 * The acceptance the service takes, built from the form, or the form's problems in words.
 * EXTEND and SHORTEN need the price per period; GUESTS and LEAD_GUEST take one or keep the
 * price; SHORTEN and CANCEL may give a cancellation charge.
 */
export function buildAcceptance(current: BookingVersion, change: BookingChange, form: DeskAcceptAnswer): { input: AcceptBookingChangeInput } | { errors: FieldErrors } {
  const currency = current.total.currency;
  const errors: FieldErrors = {};
  const need = priceNeed(change.kind);
  const perPeriod = need === "none" ? undefined : readAmount(form.perPeriod, currency);
  if (perPeriod === null) errors.perPeriod = [amountWords("the price per period", currency)];
  else if (perPeriod === undefined && need === "needed") errors.perPeriod = ["The nights change: give the stay's price per period."];
  const charge = takesCancellationCharge(change.kind) ? readAmount(form.cancellationCharge, currency) : undefined;
  if (charge === null) errors.cancellationCharge = [amountWords("the cancellation charge", currency)];
  if (Object.keys(errors).length > 0) return { errors };

  const input: AcceptBookingChangeInput = {};
  if (typeof charge === "bigint") input.cancellationCharge = formatMinorUnits(charge, currency);
  if (typeof perPeriod === "bigint") {
    const before = current.priceBreakdown;
    if (!before) return { errors: { form: ["The booking has no price to change: it is cancelled."] } };
    const includingTax = perPeriod * BigInt(nightsAfter(current, change)) + chargesOf(current);
    const tax = shareOf(includingTax, minor(before.wholeStay.taxAmount, currency), minor(before.wholeStay.includingTax, currency));
    const periodAmounts = before.perPeriod.amountsExcludingAdditionalCharges;
    const periodExcludingTax = shareOf(perPeriod, minor(periodAmounts.excludingTaxWithBookingFee, currency), minor(periodAmounts.includingTaxWithBookingFee, currency));
    const money = (units: bigint) => minorUnitsAsNumber(units, currency);
    input.priceBreakdown = {
      currency,
      wholeStay: { excludingTax: money(includingTax - tax), includingTax: money(includingTax), taxAmount: money(tax) },
      perPeriod: { period: before.perPeriod.period, amountsExcludingAdditionalCharges: { excludingTaxWithBookingFee: money(periodExcludingTax), includingTaxWithBookingFee: money(perPeriod) } },
    };
    input.charges = current.charges;
  }
  return { input };
}

/**
 * The total the service will compute for the answer, as decimal text: the nights at the
 * price per period plus the charges (or the current stay's price when none is given), plus
 * the cancellation charge (a new one, or the one the booking already owes). Null while a
 * typed amount is not one.
 */
export function previewTotal(current: BookingVersion, change: BookingChange, form: DeskAcceptAnswer): { total: string; difference: string } | null {
  const currency = current.total.currency;
  const perPeriod = priceNeed(change.kind) === "none" ? undefined : readAmount(form.perPeriod, currency);
  const charge = takesCancellationCharge(change.kind) ? readAmount(form.cancellationCharge, currency) : undefined;
  if (perPeriod === null || charge === null) return null;
  const before = current.priceBreakdown;
  const kept = current.cancellationCharge ? (toMinorUnits(current.cancellationCharge.amount, currency) ?? 0n) : 0n;
  const stay =
    change.kind === "CANCEL" || !before
      ? 0n
      : perPeriod === undefined
        ? priceNeed(change.kind) === "needed"
          ? null
          : minor(before.wholeStay.includingTax, currency)
        : perPeriod * BigInt(nightsAfter(current, change)) + chargesOf(current);
  if (stay === null) return null;
  const total = stay + (charge ?? kept);
  return { total: formatMinorUnits(total, currency), difference: formatSignedMinorUnits(total - (toMinorUnits(current.total.amount, currency) ?? 0n), currency) };
}
