import { formatMoney } from "@/lib/shared/format";

// The agency's markup and the client's price it makes of a provider's total. Money is held
// as integer hundredths of the currency (the quotes' "cents", as formatMoney reads them),
// and a markup's value as decimal text: no float ever touches an amount. No server-only
// code: the pages and the forms import it.

export const MARKUP_KINDS = ["none", "percent", "per-night", "per-stay"] as const;
export type MarkupKind = (typeof MARKUP_KINDS)[number];

export const ROUNDINGS = ["none", "nearest", "up"] as const;
export type Rounding = (typeof ROUNDINGS)[number];

export const MARKUP_KIND_LABELS: Record<MarkupKind, string> = { none: "No markup", percent: "A percentage", "per-night": "A fee per night", "per-stay": "A fee per stay" };
/** The forms' words and values, here (no schema) so that the forms' script stays small. */
export const OVER_HUNDRED_LABEL = "I mean a markup over 100%";
/** What a client's form posts besides the markup: follow the agency's default, or not. */
export const FOLLOW_DEFAULT = "default";

export const ROUNDING_LABELS: Record<Rounding, string> = { none: "No rounding", nearest: "To the nearest whole unit", up: "Up to the next whole unit" };

/** A markup as saved: a percentage ("12.5") or a fee in its currency's units ("25.00"). */
export type Markup =
  | { kind: "none" }
  | { kind: "percent"; value: string; rounding: Rounding }
  | { kind: "per-night" | "per-stay"; value: string; currency: string; rounding: Rounding };

export const NO_MARKUP: Markup = { kind: "none" };

/** What the client pays for an option, and how it is made of the provider's total. */
export type ClientPrice = {
  currency: string;
  providerCents: number;
  markupCents: number;
  clientCents: number;
  /** Why no markup applies although one is set ("no markup: the fee is in GBP, the quote in EUR"); null when it applies or none is set. */
  notApplied: string | null;
};

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** "12.5" → 1250 hundredths of a per cent; "25.00" → 2500 hundredths of a unit. Null when not plain decimal text with at most two decimals. */
export function toHundredths(text: string): bigint | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, whole, fraction = ""] = match;
  const trimmed = fraction.replace(/0+$/, "");
  if (trimmed.length > 2 || whole!.replace(/^0+/, "").length > 12) return null;
  return BigInt(whole!) * 100n + BigInt(trimmed.padEnd(2, "0") || "0");
}

/** a / b rounded half up, for a ≥ 0 and b > 0. */
const divideHalfUp = (a: bigint, b: bigint) => (a * 2n + b) / (b * 2n);

function rounded(cents: bigint, rounding: Rounding): bigint {
  if (rounding === "nearest") return divideHalfUp(cents, 100n) * 100n;
  if (rounding === "up") return ((cents + 99n) / 100n) * 100n;
  return cents;
}

/**
 * The client's price of an option whose provider total is `providerCents` in `currency`, for
 * `nights` nights (null when not known). A percentage is rounded half up to the cent; a fee
 * applies only in its own currency, and a fee per night only when the nights are known. The
 * rounding is of the client's price, so the markup is what it takes to get there.
 */
export function clientPrice(markup: Markup, total: { cents: number; currency: string }, nights: number | null): ClientPrice {
  const provider = BigInt(total.cents);
  const priced = (markupCents: bigint, notApplied: string | null = null): ClientPrice => ({
    currency: total.currency,
    providerCents: total.cents,
    markupCents: Number(markupCents),
    clientCents: Number(provider + markupCents),
    notApplied,
  });
  if (markup.kind === "none") return priced(0n);
  const value = toHundredths(markup.value);
  if (value === null) return priced(0n, "no markup: its value is not a number");
  let client: bigint;
  if (markup.kind === "percent") {
    client = provider + divideHalfUp(provider * value, 10000n);
  } else {
    if (markup.currency !== total.currency) return priced(0n, `no markup: the fee is in ${markup.currency}, the quote in ${total.currency}`);
    if (markup.kind === "per-night") {
      if (nights === null || nights <= 0) return priced(0n, "no markup: the number of nights is not known");
      client = provider + value * BigInt(nights);
    } else {
      client = provider + value;
    }
  }
  return priced(rounded(client, markup.rounding) - provider);
}

/** "12%", "€25.00 a night", "€40.00 a stay", "No markup". */
export function markupWords(markup: Markup): string {
  if (markup.kind === "none") return "No markup";
  const rounding = markup.rounding === "nearest" ? ", rounded to the whole unit" : markup.rounding === "up" ? ", rounded up to the whole unit" : "";
  if (markup.kind === "percent") return `${markup.value}%${rounding}`;
  const cents = toHundredths(markup.value);
  const fee = cents === null ? `${markup.value} ${markup.currency}` : formatMoney(Number(cents), markup.currency);
  return `${fee} ${markup.kind === "per-night" ? "a night" : "a stay"}${rounding}`;
}

/** A saved row's fields as a markup; anything unknown is no markup. */
export function toMarkup(row: { markupKind: string | null; markupValue: string | null; markupCurrency: string | null; markupRounding: string }): Markup {
  const rounding: Rounding = (ROUNDINGS as readonly string[]).includes(row.markupRounding) ? (row.markupRounding as Rounding) : "none";
  if (row.markupKind === "percent" && row.markupValue) return { kind: "percent", value: row.markupValue, rounding };
  if ((row.markupKind === "per-night" || row.markupKind === "per-stay") && row.markupValue && row.markupCurrency) {
    return { kind: row.markupKind, value: row.markupValue, currency: row.markupCurrency, rounding };
  }
  return NO_MARKUP;
}

/** A part of the provider's total (a nightly rate) at the client's price: in the same proportion, rounded half up to the cent. */
export function clientShare(cents: number, price: ClientPrice): number {
  if (price.providerCents <= 0 || price.markupCents === 0) return cents;
  const provider = BigInt(price.providerCents);
  return Number(divideHalfUp(BigInt(cents) * BigInt(price.clientCents), provider));
}
