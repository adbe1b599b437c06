import type { AdditionalCharge, PriceBreakdown } from "@/lib/contract/quote";
import type { ChargeTemplate, InventoryUnit } from "../inventory/types";

// Money is computed in integer cents and turned into 2-decimal numbers only at the end,
// so that excludingTax + taxAmount = includingTax exactly, and periods × nights = stay.

const toCents = (amount: number) => Math.round(amount * 100);
const fromCents = (cents: number) => cents / 100;

const OCCURRENCES: Record<ChargeTemplate["chargeFrequency"], (nights: number) => number> = {
  ONE_OFF: () => 1,
  NIGHTLY: (nights) => nights,
  WEEKLY: (nights) => Math.ceil(nights / 7),
  MONTHLY: (nights) => Math.ceil(nights / 30),
};

/** Net and gross cents of a charge over the stay; null when its rate is set on request. */
export function chargeCost(charge: ChargeTemplate, nightlyRate: number, nights: number, guests: number) {
  const rate = charge.chargeFormat.rate;
  if (rate === null) return null;
  const perOccurrence =
    charge.chargeFormat.chargeFormatType === "SPECIFIED_RATE" ? toCents(rate) : Math.round((toCents(nightlyRate) * rate) / 100);
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
  const periodExcl = toCents(unit.nightlyRate) + toCents(unit.bookingFee);
  const periodIncl = Math.round(periodExcl * (1 + unit.taxRate / 100));
  let excl = periodExcl * nights;
  let incl = periodIncl * nights;
  const additionalCharges = unit.details.additionalCharges.map((charge): AdditionalCharge => {
    const cost = chargeCost(charge, unit.nightlyRate, nights, guests);
    if (cost && !charge.refundable && !charge.optional) {
      excl += cost.net;
      incl += cost.gross;
    }
    return { ...charge, grossCost: cost ? fromCents(cost.gross) : null };
  });
  return {
    priceBreakdown: {
      currency: unit.currency,
      wholeStay: { excludingTax: fromCents(excl), includingTax: fromCents(incl), taxAmount: fromCents(incl - excl) },
      perPeriod: {
        period: unit.details.period,
        amountsExcludingAdditionalCharges: {
          excludingTaxWithBookingFee: fromCents(periodExcl),
          includingTaxWithBookingFee: fromCents(periodIncl),
        },
      },
    },
    additionalCharges,
  };
}
