import { z } from "zod";
import { CURRENCY, toMinorUnits, formatMinorUnits, currencyExponent } from "@/lib/contract/money";
import { EmailField } from "@/lib/shared/email-address";
import { APPROVAL_RULES, needsApprovers } from "./approval-rules";
import { BILLING_CODE_MAX } from "./billing-codes";
import { placeKey, textKey } from "./client-keys";

// A client and what it holds, as a form or a caller gives them, checked on the server.
// Written once here: the domain functions parse with these schemas (parse-client-input.ts),
// and the pages' forms will too. No server-only code: client components may import it.

const text = (max: number, required: string, tooLong: string) => z.string(required).trim().min(1, required).max(max, tooLong);

/** "" or absent → null. */
const optional = (inner: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((value) => value || null)
    .pipe(z.union([z.null(), inner]));

/** A checkbox as a form posts it ("on" or absent), or a boolean. */
const checkbox = z
  .union([z.boolean(), z.enum(["on", "true", "false", ""])])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

const KNOWN_CURRENCIES = new Set(Intl.supportedValuesOf("currency"));
const regions = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
// Codes Intl names that are not countries.
const NOT_COUNTRIES = new Set(["EU", "EZ", "UN", "ZZ", "QO", "XA", "XB"]);

export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.has(code) && regions.of(code) !== undefined;
}

export const ClientDetailsInput = z.object({
  name: text(120, "Enter the client's name.", "The client's name is at most 120 characters."),
  poNumberRequired: checkbox,
  approvalRule: z.enum(APPROVAL_RULES, "Choose which choices the client's approvers approve: every choice, only out-of-policy choices, or none."),
});

export const TravellerInput = z.object({
  givenName: text(100, "Enter the traveller's given name.", "A given name is at most 100 characters."),
  familyName: text(100, "Enter the traveller's family name.", "A family name is at most 100 characters."),
  email: optional(EmailField),
  phone: optional(
    z
      .string()
      .max(40, "A phone number is at most 40 characters.")
      .regex(/^\+?[0-9][0-9 ()./-]{2,}$/, "Enter the phone number in digits, with an optional + and the country code first."),
  ),
});

export const CostCentreInput = z.object({
  code: text(BILLING_CODE_MAX.costCentreCode, "Enter the cost centre's code.", `A cost centre's code is at most ${BILLING_CODE_MAX.costCentreCode} characters.`),
  label: text(120, "Enter what the cost centre is, such as Sales or Project Apollo.", "A cost centre's label is at most 120 characters."),
});

export const ApproverInput = z.object({
  name: text(120, "Enter the approver's name.", "An approver's name is at most 120 characters."),
  email: EmailField,
});

const PLACE_KINDS = ["city", "country"] as const;

export const PolicyCapInput = z
  .object({
    placeKind: z.enum(PLACE_KINDS, "Choose whether the cap is for a city or a country."),
    place: z.string("Enter the city or the country the cap is for.").trim(),
    currency: z
      .string("Enter the cap's currency.")
      .trim()
      .transform((v) => v.toUpperCase()),
    nightlyCap: z.string("Enter the most a night may cost.").trim(),
  })
  .transform((cap, ctx) => {
    const place = cap.placeKind === "country" ? cap.place.toUpperCase() : cap.place;
    if (cap.placeKind === "city" && (place.length === 0 || place.length > 100)) {
      ctx.addIssue({ code: "custom", path: ["place"], message: place.length === 0 ? "Enter the city the cap is for." : "A city is at most 100 characters." });
    }
    if (cap.placeKind === "country" && !isCountryCode(place)) {
      ctx.addIssue({ code: "custom", path: ["place"], message: `“${cap.place}” is not a country: give its two-letter ISO 3166 code, such as FR, GB or US.` });
    }
    const currencyKnown = CURRENCY.test(cap.currency) && KNOWN_CURRENCIES.has(cap.currency);
    if (!currencyKnown) {
      ctx.addIssue({ code: "custom", path: ["currency"], message: `“${cap.currency}” is not a currency: give its three-letter ISO 4217 code, such as EUR, GBP or USD.` });
    }
    let nightlyCap = cap.nightlyCap;
    if (!/^-?\d+(\.\d+)?$/.test(cap.nightlyCap)) {
      ctx.addIssue({ code: "custom", path: ["nightlyCap"], message: "Give the nightly cap as an amount with a dot for decimals, such as 180 or 180.50." });
    } else if (currencyKnown) {
      const minor = toMinorUnits(cap.nightlyCap, cap.currency);
      if (minor === null) {
        const digits = currencyExponent(cap.currency);
        ctx.addIssue({
          code: "custom",
          path: ["nightlyCap"],
          message: digits === 0 ? `Amounts in ${cap.currency} have no decimals, and the nightly cap is at most 12 digits.` : `Amounts in ${cap.currency} have at most ${digits} decimals, and the nightly cap is at most 12 digits before the dot.`,
        });
      } else if (minor <= 0n) {
        ctx.addIssue({ code: "custom", path: ["nightlyCap"], message: "The nightly cap must be more than zero." });
      } else {
        nightlyCap = formatMinorUnits(minor, cap.currency);
      }
    }
    return { placeKind: cap.placeKind, place, currency: cap.currency, nightlyCap };
  });

const APPROVERS_NEEDED = "Add at least one approver: this client's approval rule asks for approval.";

/** A new client with what it holds from the start. */
export const ClientInput = ClientDetailsInput.extend({
  travellers: z.array(TravellerInput).max(500, "Add at most 500 travellers at once.").default([]),
  costCentres: z.array(CostCentreInput).max(500, "Add at most 500 cost centres at once.").default([]),
  approvers: z.array(ApproverInput).max(50, "A client has at most 50 approvers.").default([]),
  policyCaps: z.array(PolicyCapInput).max(500, "Add at most 500 caps at once.").default([]),
}).superRefine((client, ctx) => {
  if (needsApprovers(client.approvalRule) && client.approvers.length === 0) ctx.addIssue({ code: "custom", path: ["approvers"], message: APPROVERS_NEEDED });
  const codes = new Set<string>();
  client.costCentres.forEach((centre, i) => {
    const key = textKey(centre.code);
    if (codes.has(key)) ctx.addIssue({ code: "custom", path: ["costCentres", i, "code"], message: `The cost centre code “${centre.code}” is given twice.` });
    codes.add(key);
  });
  const places = new Set<string>();
  client.policyCaps.forEach((cap, i) => {
    const key = placeKey(cap.placeKind, cap.place);
    if (places.has(key)) ctx.addIssue({ code: "custom", path: ["policyCaps", i, "place"], message: `${cap.place} has two caps: give one cap per place.` });
    places.add(key);
  });
});

export { APPROVERS_NEEDED };
export type ClientDetailsInput = z.output<typeof ClientDetailsInput>;
export type ClientInput = z.output<typeof ClientInput>;
export type TravellerInput = z.output<typeof TravellerInput>;
export type CostCentreInput = z.output<typeof CostCentreInput>;
export type ApproverInput = z.output<typeof ApproverInput>;
export type PolicyCapInput = z.output<typeof PolicyCapInput>;
