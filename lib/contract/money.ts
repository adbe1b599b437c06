// Amounts of money as the booking changes (an extension) send them: decimal text in the
// currency's own minor units ("1240.00" in pounds, "1240" in yen), worked on as integers of
// minor units (bigint) and never as floating-point sums, so that a total is exactly the sum
// of its parts. The quote's priceBreakdown keeps the specification's numbers; they are read
// here by their decimal text too (0.1 is "0.1", never 0.1000000000000000055…).

/** An ISO 4217 code: three capital letters. */
export const CURRENCY = /^[A-Z]{3}$/;

const exponents = new Map<string, number>();

/** Digits after the decimal point in `currency` (GBP 2, JPY 0, JOD 3), as Intl knows them; 2 for a code it does not. */
export function currencyExponent(currency: string): number {
  let exponent = exponents.get(currency);
  if (exponent === undefined) {
    try {
      exponent = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      exponent = 2;
    }
    exponents.set(currency, exponent);
  }
  return exponent;
}

// Plain decimal text: an optional minus, digits, an optional fraction. No exponent, no plus.
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
/** Amounts beyond this many whole units are refused: no stay costs a thousand billion. */
const MAX_WHOLE_DIGITS = 12;

function decimalText(value: number | string): string | null {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return null;
    // The shortest text that reads back as this number: what the sender wrote.
    const text = String(value);
    return /e/i.test(text) ? null : text;
  }
  return value;
}

/**
 * The amount in minor units of `currency`, exactly, or null when it is not plain decimal text
 * (or a number) with at most the currency's digits after the point, or has more than 12 whole
 * digits. "12.5" in GBP is 1250n; "12.345" in GBP and "0.5" in JPY are null.
 */
export function toMinorUnits(value: number | string, currency: string): bigint | null {
  const text = decimalText(value);
  const match = text === null ? null : DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ""] = match;
  const exponent = currencyExponent(currency);
  const trimmed = fraction.replace(/0+$/, "");
  if (trimmed.length > exponent || whole!.replace(/^0+/, "").length > MAX_WHOLE_DIGITS) return null;
  const minor = BigInt(whole!) * 10n ** BigInt(exponent) + BigInt(trimmed.padEnd(exponent, "0") || "0");
  return sign === "-" ? -minor : minor;
}

/**
 * The amount in minor units of `currency`, rounded half away from zero where it has more
 * digits than the currency takes (a quote priced before the currency's own minor units
 * were kept: half a yen). Decimal arithmetic on the text, never a float product.
 */
export function roundToMinorUnits(value: number, currency: string): bigint {
  const exact = toMinorUnits(value, currency);
  if (exact !== null) return exact;
  const match = DECIMAL.exec(decimalText(value) ?? "");
  if (!match) throw new RangeError(`${value} is not an amount of money.`);
  const [, sign, whole, fraction = ""] = match;
  const exponent = currencyExponent(currency);
  const kept = BigInt(whole!) * 10n ** BigInt(exponent) + BigInt(fraction.slice(0, exponent).padEnd(exponent, "0") || "0");
  const minor = Number(fraction.charAt(exponent)) >= 5 ? kept + 1n : kept;
  return sign === "-" ? -minor : minor;
}

/** Minor units as decimal text with exactly the currency's digits: 124000n in GBP is "1240.00", in JPY "124000". */
export function formatMinorUnits(minor: bigint, currency: string): string {
  const exponent = currencyExponent(currency);
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(exponent + 1, "0");
  const text = exponent === 0 ? digits : `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
  return negative ? `-${text}` : text;
}

/** Minor units as the specification's number (2 decimals for pounds): the nearest double to the exact decimal. */
export function minorUnitsAsNumber(minor: bigint, currency: string): number {
  return Number(formatMinorUnits(minor, currency));
}

/** A difference with its sign always written: "+1240.00", "-85.50", "0.00". */
export function formatSignedMinorUnits(minor: bigint, currency: string): string {
  return minor > 0n ? `+${formatMinorUnits(minor, currency)}` : formatMinorUnits(minor, currency);
}
