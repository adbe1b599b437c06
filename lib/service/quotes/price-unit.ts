import { currencyExponent } from "@/lib/contract/money";
import type { AdditionalCharge, PriceBreakdown } from "@/lib/contract/quote";
import type { ChargeTemplate, InventoryUnit } from "../inventory/types";

// Money is computed in integers of the currency's minor units (cents of a pound, whole yen)
// and turned into decimal numbers only at the end, so that excludingTax + taxAmount =
// includingTax exactly, periods × nights = stay, and no amount has a fraction the currency
// lacks (a booking's versions count in these units: lib/contract/money.ts).

type Scale = number;
const scaleOf = (currency: string): Scale => 10 ** currencyExponent(currency);
const toMinor = (amount: number, scale: Scale) => Math.round(amount * scale);
const fromMinor = (minor: number, scale: Scale) => minor / scale;

const OCCURRENCES: Record<ChargeTemplate["chargeFrequency"], (nights: number) => number> = {
  ONE_OFF: () => 1,
  NIGHTLY: (nights) => nights,
  WEEKLY: (nights) => Math.ceil(nights / 7),
  MONTHLY: (nights) => Math.ceil(nights / 30),
};

/** Net and gross minor units (cents for most currencies) of a charge over the stay; null when its rate is set on request. */
export function chargeCost(charge: ChargeTemplate, nightlyRate: number, nights: number, guests: number, scale: Scale) {
  const rate = charge.chargeFormat.rate;
  if (rate === null) return null;
  const perOccurrence =
    charge.chargeFormat.chargeFormatType === "SPECIFIED_RATE" ? toMinor(rate, scale) : Math.round((toMinor(nightlyRate, scale) * rate) / 100);
  const total = perOccurrence * OCCURRENCES[charge.chargeFrequency](nights) * (charge.chargedPerGuest ? guests : 1);
  const vatRate = charge.vat.rate ?? 0;
  switch (charge.vat.vatApplicability) {
    case "NOT_APPLICABLE":
      return { net: total, gross: total };
    case "NOT_INCLUDED":
      return { net: total, gross: Math.round(total * (1 + vatRate / 100)) };
    case "INCLUDED":
      return { net: Math.round(total / (1 + vatRate / 100)), gross: total };
  }
}

export type PricedUnit = { priceBreakdown: PriceBreakdown; additionalCharges: AdditionalCharge[] };

/**
 * A unit priced for `nights` periods and `guests` guests. The whole stay is every period
 * (booking fee and tax included) plus each additional charge with a known cost that is
 * neither refundable nor optional: a deposit comes back, an optional charge (a pet fee)
 * applies only if the guests choose it, and a charge on request has no price yet.
 */
export function priceUnit(unit: InventoryUnit, nights: number, guests: number): PricedUnit {
  const scale = scaleOf(unit.currency);
  const periodExcl = toMinor(unit.nightlyRate, scale) + toMinor(unit.bookingFee, scale);
  const periodIncl = Math.round(periodExcl * (1 + unit.taxRate / 100));
  let excl = periodExcl * nights;
  let incl = periodIncl * nights;
  const additionalCharges = unit.details.additionalCharges.map((charge): AdditionalCharge => {
    const cost = chargeCost(charge, unit.nightlyRate, nights, guests, scale);
    if (cost && !charge.refundable && !charge.optional) {
      excl += cost.net;
      incl += cost.gross;
    }
    return { ...charge, grossCost: cost ? fromMinor(cost.gross, scale) : null };
  });
  return {
    priceBreakdown: {
      currency: unit.currency,
      wholeStay: { excludingTax: fromMinor(excl, scale), includingTax: fromMinor(incl, scale), taxAmount: fromMinor(incl - excl, scale) },
      perPeriod: {
        period: unit.details.period,
        amountsExcludingAdditionalCharges: {
          excludingTaxWithBookingFee: fromMinor(periodExcl, scale),
          includingTaxWithBookingFee: fromMinor(periodIncl, scale),
        },
      },
    },
    additionalCharges,
  };
}
