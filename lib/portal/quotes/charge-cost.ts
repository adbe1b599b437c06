import type { ReceivedAdditionalCharge, ReceivedUnit } from "@/lib/contract/quote";

// What one additional charge costs for this stay, in integer cents. Pure (no I/O), so the
// comparison page, the share page and the tests all use the same arithmetic.

export type StayParty = {
  /** Nights of the stay; null when neither the unit nor the enquiry says. */
  nights: number | null;
  /** Adults + children: who a per-guest charge counts (infants are not charged). */
  guests: number;
  /** The enquiry's check-in (YYYY-MM-DD), for deadlines counted back from it; a unit's own dates win. */
  checkIn?: string | null;
};

export type ChargeCost =
  /** The provider's own figure (grossCost). */
  | { kind: "quoted"; cents: number }
  /** The provider left grossCost out: computed here from the charge's terms. */
  | { kind: "estimate"; cents: number }
  /** grossCost is null, or there is nothing to estimate from. */
  | { kind: "on-request" };

export const toCents = (amount: number): number => Math.round(amount * 100);

/** How many times a charge of this frequency falls in `nights` (a started week or 30-night month counts). */
export function occurrences(frequency: NonNullable<ReceivedAdditionalCharge["chargeFrequency"]>, nights: number): number {
  switch (frequency) {
    case "ONE_OFF":
      return 1;
    case "NIGHTLY":
      return nights;
    case "WEEKLY":
      return Math.ceil(nights / 7);
    case "MONTHLY":
      return Math.ceil(nights / 30);
  }
}

/**
 * The estimate of a charge whose grossCost the provider did not send: the rate (an amount,
 * or a percentage of the nightly rate without tax) × occurrences × guests when charged
 * per guest, plus VAT when it is NOT_INCLUDED. Null when a needed term is missing.
 */
export function estimateChargeCents(charge: ReceivedAdditionalCharge, nightlyExcludingTax: number | null, party: StayParty): number | null {
  const rate = charge.chargeFormat?.rate;
  const type = charge.chargeFormat?.chargeFormatType;
  const frequency = charge.chargeFrequency;
  if (rate === null || rate === undefined || !type || !frequency) return null;
  if (party.nights === null && frequency !== "ONE_OFF") return null;
  let perOccurrence: number;
  if (type === "SPECIFIED_RATE") perOccurrence = toCents(rate);
  else if (nightlyExcludingTax === null) return null;
  else perOccurrence = Math.round((toCents(nightlyExcludingTax) * rate) / 100);
  const total = perOccurrence * occurrences(frequency, party.nights ?? 1) * (charge.chargedPerGuest ? party.guests : 1);
  if (charge.vat?.vatApplicability === "NOT_INCLUDED") return Math.round(total * (1 + (charge.vat.rate ?? 0) / 100));
  return total;
}

/** A charge's cost for this stay: the quoted grossCost, an estimate when it is missing, or on request when it is null. */
export function chargeCost(charge: ReceivedAdditionalCharge, unit: Pick<ReceivedUnit, "priceBreakdown">, party: StayParty): ChargeCost {
  if (typeof charge.grossCost === "number") return { kind: "quoted", cents: toCents(charge.grossCost) };
  if (charge.grossCost === null) return { kind: "on-request" };
  const nightly = unit.priceBreakdown?.perPeriod.amountsExcludingAdditionalCharges.excludingTaxWithBookingFee ?? null;
  const cents = estimateChargeCents(charge, nightly, party);
  return cents === null ? { kind: "on-request" } : { kind: "estimate", cents };
}
