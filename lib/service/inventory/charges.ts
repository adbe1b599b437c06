import { localAmount, type CountryPricing } from "./country-pricing";
import type { Random } from "./random";
import type { ChargeTemplate } from "./types";

// Additional charges of a property. Between them they use every chargeFormatType,
// every VAT treatment and every frequency; each property takes the two most common and
// a few others, so the catalogue as a whole covers every variant (tests check this).

type Ctx = { pricing: CountryPricing; random: Random };

const vat = (applicability: ChargeTemplate["vat"]["vatApplicability"], pricing: CountryPricing): ChargeTemplate["vat"] =>
  applicability === "NOT_APPLICABLE"
    ? { vatApplicability: "NOT_APPLICABLE", rate: null }
    : { vatApplicability: applicability, rate: pricing.taxRate > 0 ? pricing.taxRate : 20 };

const specified = (rate: number | null): ChargeTemplate["chargeFormat"] => ({ chargeFormatType: "SPECIFIED_RATE", rate });
const percentage = (rate: number): ChargeTemplate["chargeFormat"] => ({ chargeFormatType: "PERCENTAGE_OF_NIGHTLY_RATE", rate });

const finalCleaning = ({ pricing, random }: Ctx): ChargeTemplate => ({
  summary: "Final cleaning at check-out",
  chargeFormat: specified(localAmount(random.pick([40, 50, 60, 75]), pricing)),
  vat: vat("INCLUDED", pricing),
  chargeFrequency: "ONE_OFF",
  chargedPerGuest: false,
  commisionable: false,
  refundable: false,
});

const cityTax = ({ pricing, random }: Ctx): ChargeTemplate => ({
  summary: "City tax, per guest and night, paid to the local authority",
  chargeFormat: specified(localAmount(random.pick([2, 3, 4, 5]), pricing)),
  vat: vat("NOT_APPLICABLE", pricing),
  chargeFrequency: "NIGHTLY",
  chargedPerGuest: true,
  commisionable: false,
  refundable: false,
});

const OTHERS: readonly ((ctx: Ctx) => ChargeTemplate)[] = [
  ({ pricing, random }) => ({
    summary: "Weekly linen change and deep clean",
    chargeFormat: specified(localAmount(random.pick([35, 45, 60]), pricing)),
    vat: vat("NOT_INCLUDED", pricing),
    chargeFrequency: "WEEKLY",
    chargedPerGuest: false,
    commisionable: true,
    refundable: false,
  }),
  ({ pricing }) => ({
    summary: "Utilities and energy, per month of stay",
    chargeFormat: percentage(50),
    vat: vat("INCLUDED", pricing),
    chargeFrequency: "MONTHLY",
    chargedPerGuest: false,
    commisionable: false,
    refundable: false,
  }),
  ({ pricing, random }) => ({
    summary: "Service charge",
    chargeFormat: percentage(random.pick([5, 8, 10])),
    vat: vat("NOT_INCLUDED", pricing),
    chargeFrequency: "NIGHTLY",
    chargedPerGuest: false,
    commisionable: true,
    refundable: false,
  }),
  ({ pricing, random }) => ({
    summary: "Security deposit, refunded within 7 days of check-out",
    chargeFormat: specified(localAmount(random.pick([200, 300, 500]), pricing)),
    vat: vat("NOT_APPLICABLE", pricing),
    chargeFrequency: "ONE_OFF",
    chargedPerGuest: false,
    commisionable: false,
    refundable: true,
  }),
  // An enquiry announces no pets (it has no field for them), so a pet fee cannot be part of
  // any party's total: it is optional, priced on request if the guests bring one.
  ({ pricing }) => ({
    summary: "Pet cleaning, if a pet stays, priced on request",
    chargeFormat: specified(null),
    vat: vat("NOT_INCLUDED", pricing),
    chargeFrequency: "ONE_OFF",
    chargedPerGuest: false,
    commisionable: false,
    refundable: false,
    optional: true,
  }),
  ({ pricing, random }) => ({
    summary: "Breakfast hamper on arrival, per guest",
    chargeFormat: specified(localAmount(random.pick([8, 12, 15]), pricing)),
    vat: vat("INCLUDED", pricing),
    chargeFrequency: "ONE_OFF",
    chargedPerGuest: true,
    commisionable: true,
    refundable: false,
  }),
];

export function propertyCharges(ctx: Ctx): ChargeTemplate[] {
  return [finalCleaning(ctx), cityTax(ctx), ...ctx.random.sample(OTHERS, ctx.random.int(1, 3)).map((make) => make(ctx))];
}
