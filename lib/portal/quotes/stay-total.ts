import type { ReceivedAdditionalCharge, ReceivedUnit } from "@/lib/contract/quote";
import { chargeCost, toCents, type ChargeCost, type StayParty } from "./charge-cost";

// The "total for this stay" of a quoted unit, and how it is made up.
//
// The contract's wholeStay already holds every non-refundable charge whose grossCost is
// known (lib/contract/quote.ts, and the built-in service prices it so). The total is that
// figure plus what it cannot hold: the estimates of charges sent without a grossCost.
// Adding the known charges again would count them twice. A refundable charge (a deposit)
// is paid and returned, so it is listed but never added; a charge on request is named, and
// the total says "+ charges on request". A charge the provider marks optional (a pet fee:
// only if the guests choose it) is listed, but neither added nor "on request".

export type ChargeLine = {
  summary: string;
  cost: ChargeCost;
  refundable: boolean;
  /** How the line enters the total. */
  role: "in-whole-stay" | "added" | "refundable" | "on-request" | "optional";
};

export type StayTotal = {
  currency: string;
  /** The provider's whole stay with tax. */
  wholeStayCents: number;
  /** Whole stay + added estimates. */
  totalCents: number;
  lines: ChargeLine[];
  /** True when some part of the total is an estimate. */
  estimated: boolean;
  /** True when a charge that would be paid has no price yet. */
  onRequest: boolean;
};

export function lineRole(charge: ReceivedAdditionalCharge, cost: ChargeCost): ChargeLine["role"] {
  if (charge.refundable) return "refundable";
  if (charge.optional) return "optional";
  if (cost.kind === "on-request") return "on-request";
  return cost.kind === "quoted" ? "in-whole-stay" : "added";
}

/** The unit's total for the stay; null when the provider sent no price for it. */
export function stayTotal(unit: Pick<ReceivedUnit, "priceBreakdown" | "additionalCharges">, party: StayParty): StayTotal | null {
  const price = unit.priceBreakdown;
  if (!price) return null;
  const wholeStayCents = toCents(price.wholeStay.includingTax);
  let totalCents = wholeStayCents;
  let estimated = false;
  let onRequest = false;
  const lines = (unit.additionalCharges ?? []).map((charge): ChargeLine => {
    const cost = chargeCost(charge, unit, party);
    const role = lineRole(charge, cost);
    if (role === "added" && cost.kind === "estimate") {
      totalCents += cost.cents;
      estimated = true;
    }
    if (role === "on-request") onRequest = true;
    return { summary: charge.summary, cost, refundable: charge.refundable ?? false, role };
  });
  return { currency: price.currency, wholeStayCents, totalCents, lines, estimated, onRequest };
}
