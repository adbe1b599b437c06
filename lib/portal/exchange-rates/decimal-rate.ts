// A rate as the admin typed it ("0.92", "1.1734") is exact decimal text. Money is integer
// cents; converting with binary floats would turn 1,000.00 × 1.1 into 1,100.0000000000002
// and round some totals a cent the wrong way. So the rate becomes an exact fraction
// (digits over a power of ten) and the arithmetic is on integers.

export const RATE_PATTERN = /^\d{1,9}(\.\d{1,10})?$/;

type Fraction = { numerator: bigint; denominator: bigint };

export function parseRate(rate: string): Fraction | null {
  if (!RATE_PATTERN.test(rate)) return null;
  const [whole, fraction = ""] = rate.split(".") as [string, string?];
  const numerator = BigInt(`${whole}${fraction}`);
  if (numerator === 0n) return null;
  return { numerator, denominator: 10n ** BigInt(fraction.length) };
}

/** a × n / d rounded half up, for a ≥ 0 (totals are never negative). */
function mulDiv(cents: bigint, n: bigint, d: bigint): bigint {
  return (cents * n * 2n + d) / (d * 2n);
}

/** Cents of one currency into another at `rate` (1 of the source = rate of the target), or the inverse direction. */
export function convertCents(cents: number, rate: string, direction: "multiply" | "divide"): number {
  const parsed = parseRate(rate);
  if (!parsed || !Number.isSafeInteger(cents) || cents < 0) throw new RangeError("Not a rate or an amount of cents.");
  const { numerator, denominator } = parsed;
  const result = direction === "multiply" ? mulDiv(BigInt(cents), numerator, denominator) : mulDiv(BigInt(cents), denominator, numerator);
  return Number(result);
}

/** "0.92", "1.1734": trailing zeros trimmed for reading ("0.9200" → "0.92"). */
export function rateWords(rate: string): string {
  return rate.includes(".") ? rate.replace(/0+$/, "").replace(/\.$/, "") : rate;
}
