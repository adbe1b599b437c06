import type { ReceivedAdditionalCharge } from "@/lib/contract/quote";
import { formatNumber } from "@/lib/shared/format";

// The service's enum values in words an agent (and their client) reads.

export const AVAILABILITY = {
  IMPLICIT: { label: "Included", symbol: "✓", tone: "yes" },
  SUPPLIED: { label: "Supplied", symbol: "✓", tone: "yes" },
  ON_REQUEST: { label: "On request", symbol: "?", tone: "maybe" },
  CONSIDERED: { label: "Considered on request", symbol: "~", tone: "maybe" },
  NOT_AVAILABLE: { label: "Not available", symbol: "✕", tone: "no" },
} as const satisfies Record<string, { label: string; symbol: string; tone: "yes" | "maybe" | "no" }>;

const FREQUENCY = { ONE_OFF: "once", NIGHTLY: "per night", WEEKLY: "per started week", MONTHLY: "per started 30 nights" } as const;
const VAT = { NOT_APPLICABLE: "no VAT", NOT_INCLUDED: "plus VAT", INCLUDED: "VAT included" } as const;

/** "12.50 per night, per guest, plus VAT 20 %" / "10 % of the nightly rate, once" */
export function chargeTerms(charge: ReceivedAdditionalCharge, money: (amount: number) => string): string {
  const parts: string[] = [];
  const rate = charge.chargeFormat?.rate;
  if (rate === null || rate === undefined) parts.push("rate on request");
  else if (charge.chargeFormat?.chargeFormatType === "PERCENTAGE_OF_NIGHTLY_RATE") parts.push(`${rate} % of the nightly rate`);
  else parts.push(money(rate));
  if (charge.chargeFrequency) parts.push(FREQUENCY[charge.chargeFrequency]);
  if (charge.chargedPerGuest) parts.push("per guest");
  if (charge.vat?.vatApplicability) {
    const vat = VAT[charge.vat.vatApplicability];
    parts.push(charge.vat.rate !== null && charge.vat.rate !== undefined && charge.vat.vatApplicability !== "NOT_APPLICABLE" ? `${vat} (${charge.vat.rate} %)` : vat);
  }
  return parts.join(", ");
}

export const distanceLabel = (km: number) => `${formatNumber(km, { maximumFractionDigits: 1 })} km away`;
export const kmLabel = (km: number) => `${formatNumber(km, { maximumFractionDigits: 1 })} km`;
