import type { ReceivedUnit } from "@/lib/contract/quote";
import { toCents, type StayParty } from "./charge-cost";
import type { StayTotal } from "./stay-total";

// The few facts the summary rows show for one unit, worked out once for the comparison's
// columns, the phone's summary table and the print. Pure.

export type Cancellation =
  /** The last day a cancellation is free (YYYY-MM-DD), or the notice when there is no date to count from. */
  | { kind: "free-until"; date: string | null; notice: string }
  | { kind: "non-refundable" }
  /** Terms that are neither: read them in the details. */
  | { kind: "see-terms" }
  | { kind: "none" };

export type Deposit = { kind: "none" } | { kind: "amount"; cents: number } | { kind: "on-request" };

export type UnitFacts = {
  perNightCents: number | null;
  period: "NIGHTLY" | "DAILY";
  cancellation: Cancellation;
  deposit: Deposit;
  bedrooms: number;
  sleeps: number;
};

const DAY_MS = 86_400_000;
// "Free cancellation until 14 days before check-in", "… until 48 hours before …": providers
// send policies as sentences, so the deadline is read from the words the contract carries.
const FREE_UNTIL = /free cancellation (?:until|up to) (\d+) (day|hour)s? before (?:check-in|arrival)/i;
const NON_REFUNDABLE = /non-refundable|not refundable/i;

function minusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** The strictest free-cancellation deadline among the policies, else non-refundable, else "see the terms". */
export function cancellationOf(policies: readonly string[], checkIn: string | null): Cancellation {
  if (policies.length === 0) return { kind: "none" };
  let best: { days: number; notice: string } | null = null;
  for (const policy of policies) {
    const match = FREE_UNTIL.exec(policy);
    if (!match) continue;
    const count = Number(match[1]);
    const days = match[2]!.toLowerCase() === "hour" ? Math.ceil(count / 24) : count;
    if (!best || days > best.days) best = { days, notice: `${count} ${match[2]!.toLowerCase()}${count === 1 ? "" : "s"} before check-in` };
  }
  if (best) return { kind: "free-until", date: checkIn && /^\d{4}-\d{2}-\d{2}$/.test(checkIn) ? minusDays(checkIn, best.days) : null, notice: best.notice };
  return policies.some((p) => NON_REFUNDABLE.test(p)) ? { kind: "non-refundable" } : { kind: "see-terms" };
}

/** Refundable charges (deposits): paid and returned, so never in the total, but a client wants to know. */
export function depositOf(total: StayTotal | null): Deposit {
  const refundable = total?.lines.filter((line) => line.role === "refundable") ?? [];
  if (refundable.length === 0) return { kind: "none" };
  if (refundable.some((line) => line.cost.kind === "on-request")) return { kind: "on-request" };
  return { kind: "amount", cents: refundable.reduce((sum, line) => sum + (line.cost.kind === "on-request" ? 0 : line.cost.cents), 0) };
}

export function unitFacts(unit: ReceivedUnit, total: StayTotal | null, party: StayParty): UnitFacts {
  const price = unit.priceBreakdown;
  return {
    perNightCents: price ? toCents(price.perPeriod.amountsExcludingAdditionalCharges.includingTaxWithBookingFee) : null,
    period: price?.perPeriod.period ?? "NIGHTLY",
    cancellation: cancellationOf(unit.cancellationPolicies ?? [], unit.availability?.from ?? party.checkIn ?? null),
    deposit: depositOf(total),
    bedrooms: unit.numberOfBedrooms,
    sleeps: unit.maxOccupancy,
  };
}
