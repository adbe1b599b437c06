import { z } from "zod";
import { CURRENCY, currencyExponent, formatMinorUnits, toMinorUnits } from "@/lib/contract/money";
import { FOLLOW_DEFAULT, MARKUP_KINDS, OVER_HUNDRED_LABEL, ROUNDINGS, toHundredths, toMarkup, type MarkupKind, type Rounding } from "./markup";

// The agency's price and brand for a client (or the organisation's default), as the forms
// post them, checked on the server. Written once here: the domain functions parse with
// these schemas. No server-only code: client components may import it.

/** Past this a percentage is refused outright: 1000% is a typing slip, not a price. */
export const PERCENT_MAX = 1000;
export { FOLLOW_DEFAULT, OVER_HUNDRED_LABEL } from "./markup";

const checkbox = z
  .union([z.boolean(), z.enum(["on", "true", "false", ""])])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

const KNOWN_CURRENCIES = new Set(Intl.supportedValuesOf("currency"));

export type SavedPricing = {
  /** null: the client follows the agency's default markup. */
  markupKind: MarkupKind | null;
  markupValue: string | null;
  markupCurrency: string | null;
  markupRounding: Rounding;
  /** null: the client follows the agency's default. */
  whiteLabel: boolean | null;
};

/** A saved row (a client's, or the agency's default) as its form shows it; a kind it does not know is no markup. */
export function toSavedPricing(row: { markupKind: string | null; markupValue: string | null; markupCurrency: string | null; markupRounding: string; whiteLabel: boolean | null }): SavedPricing {
  if (row.markupKind === null) return { markupKind: null, markupValue: null, markupCurrency: null, markupRounding: "none", whiteLabel: row.whiteLabel };
  const markup = toMarkup(row);
  return {
    markupKind: markup.kind,
    markupValue: markup.kind === "none" ? null : markup.value,
    markupCurrency: markup.kind === "per-night" || markup.kind === "per-stay" ? markup.currency : null,
    markupRounding: markup.kind === "none" ? "none" : markup.rounding,
    whiteLabel: row.whiteLabel,
  };
}

/** The form's fields; `followsDefault` offers "as the agency's default" (a client's form) for the kind and white label. */
function pricingInput(followsDefault: boolean) {
  const kinds = followsDefault ? ([FOLLOW_DEFAULT, ...MARKUP_KINDS] as const) : MARKUP_KINDS;
  const fields = z.object({
    markupKind: z.enum(kinds, "Choose the kind of markup: none, a percentage, a fee per night or a fee per stay."),
    markupValue: z.string().trim().max(40, "The markup is at most 40 characters.").optional().default(""),
    markupCurrency: z
      .string()
      .trim()
      .optional()
      .default("")
      .transform((v) => v.toUpperCase()),
    markupRounding: z.enum(ROUNDINGS, "Choose how the client's price is rounded.").optional().default("none"),
    overHundred: checkbox,
    whiteLabel: followsDefault ? z.enum([FOLLOW_DEFAULT, "on", "off"], "Choose whether the share page is in the agency's name only.").optional().default(FOLLOW_DEFAULT) : checkbox,
  });
  const input = fields.transform((input, ctx): SavedPricing => {
    const whiteLabel = input.whiteLabel === true || input.whiteLabel === "on" ? true : input.whiteLabel === false || input.whiteLabel === "off" ? false : null;
    const kind = input.markupKind === FOLLOW_DEFAULT ? null : (input.markupKind as MarkupKind);
    const base = { markupKind: kind, markupValue: null, markupCurrency: null, markupRounding: input.markupRounding, whiteLabel };
    if (kind === null || kind === "none") return { ...base, markupRounding: "none" };
    const value = input.markupValue;
    const refuse = (path: "markupValue" | "markupCurrency", message: string) => {
      ctx.addIssue({ code: "custom", path: [path], message });
      return z.NEVER;
    };
    if (value === "") return refuse("markupValue", kind === "percent" ? "Enter the markup as a percentage, such as 12 or 12.5." : "Enter the fee, such as 25 or 25.50.");
    if (/^-/.test(value)) return refuse("markupValue", "A markup cannot be negative: enter 0 or more, or choose no markup.");
    if (kind === "percent") {
      const hundredths = toHundredths(value);
      if (hundredths === null) return refuse("markupValue", "Give the percentage as a number with at most 2 decimals, such as 12 or 12.5, without the % sign.");
      if (hundredths > BigInt(PERCENT_MAX * 100)) return refuse("markupValue", `A markup over ${PERCENT_MAX}% is not accepted: check the figure.`);
      if (hundredths > 10000n && !input.overHundred) return refuse("markupValue", `A markup over 100% more than doubles the price: tick “${OVER_HUNDRED_LABEL}” to save it.`);
      return { ...base, markupValue: normalPercent(hundredths) };
    }
    const currency = input.markupCurrency;
    if (currency === "") return refuse("markupCurrency", "A fee needs its currency, such as EUR: it is added only to quotes in that currency.");
    if (!CURRENCY.test(currency) || !KNOWN_CURRENCIES.has(currency)) return refuse("markupCurrency", `“${currency}” is not a currency: give its three-letter ISO 4217 code, such as EUR, GBP or USD.`);
    if (!/^\d+(\.\d+)?$/.test(value)) return refuse("markupValue", "Give the fee as an amount with a dot for decimals, such as 25 or 25.50.");
    const minor = toMinorUnits(value, currency);
    if (minor === null) {
      const digits = currencyExponent(currency);
      return refuse("markupValue", digits === 0 ? `Amounts in ${currency} have no decimals, and a fee is at most 12 digits.` : `Amounts in ${currency} have at most ${digits} decimals, and a fee is at most 12 digits before the dot.`);
    }
    // The quotes' amounts are hundredths: a fee finer than that (three-decimal currencies) cannot be added exactly.
    const text = formatMinorUnits(minor, currency);
    if (toHundredths(text) === null) return refuse("markupValue", `A fee in ${currency} is added in hundredths: give at most 2 decimals.`);
    return { ...base, markupValue: text, markupCurrency: currency };
  });
  return { fields, input };
}

/** "12", "12.5", "12.25": the percentage without trailing zeros. */
function normalPercent(hundredths: bigint): string {
  const whole = hundredths / 100n;
  const fraction = (hundredths % 100n).toString().padStart(2, "0").replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

const client = pricingInput(true);
const agency = pricingInput(false);
/** A client's markup and white label; either may follow the agency's default. */
export const ClientPricingInput = client.input;
/** The agency's default markup and white label. */
export const AgencyPricingInput = agency.input;
/** The forms' fields before the rules (what an action parses; the domain applies the rules). */
export const ClientPricingFields = client.fields;
export const AgencyPricingFields = agency.fields;
