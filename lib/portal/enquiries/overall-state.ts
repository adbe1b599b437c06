import type { EnquiryStateKey } from "@/lib/contract/common";

/** What the agency enquiry's summary reads of each of its provider enquiries. */
export type ProviderStanding = {
  state: string;
  withdrawnAt: Date | null;
  quoteCount: number;
  quotedAt: Date | null;
  cheapestTotalCents: number | null;
  cheapestCurrency: string | null;
  bookingReference: string | null;
  bookedAt: Date | null;
  bookedTotalCents: number | null;
  bookedCurrency: string | null;
  bookingVersion?: number | null;
};

// How far an enquiry has gone, furthest first: the agency enquiry stands where its
// furthest provider stands. A cancelled booking or a closed enquiry counts for less than
// any provider still working on it.
const FURTHEST_FIRST: readonly EnquiryStateKey[] = [
  "BOOKING_CHECK_IN_DETAILS_SENT",
  "BOOKING_CONFIRMED",
  "BOOKING_PENDING",
  "QUOTED",
  "SHORTLISTING",
  "NEW",
  "BOOKING_CANCELLED",
  "CLOSED",
];

function rank(state: string): number {
  const index = FURTHEST_FIRST.indexOf(state as EnquiryStateKey);
  return index === -1 ? FURTHEST_FIRST.length : index;
}

/**
 * The providers' enquiries taken together, for the list, the dashboard and the reports:
 * the furthest state among those not withdrawn (all of them when every one is), the
 * quotes they hold, when the newest came, the cheapest of their newest quotes' totals
 * when those are in one currency (totals in different currencies are not ranked against
 * each other here: null), and the booking when one provider booked, with the booked unit's total.
 */
export function overallState(providers: ProviderStanding[]) {
  const live = providers.filter((p) => p.withdrawnAt === null);
  const counted = live.length > 0 ? live : providers;
  const furthest = [...counted].sort((a, b) => rank(a.state) - rank(b.state))[0];
  const quoted = counted.filter((p) => p.cheapestTotalCents !== null && p.cheapestCurrency !== null);
  const currencies = new Set(quoted.map((p) => p.cheapestCurrency));
  const cheapest = currencies.size === 1 ? quoted.reduce((a, b) => (b.cheapestTotalCents! < a.cheapestTotalCents! ? b : a)) : null;
  const booked = counted.filter((p) => p.bookingReference !== null).sort((a, b) => (b.bookedAt?.getTime() ?? 0) - (a.bookedAt?.getTime() ?? 0))[0];
  const quotedAt = counted.map((p) => p.quotedAt).filter((at): at is Date => at !== null);
  return {
    state: furthest?.state ?? "NEW",
    quoteCount: counted.reduce((sum, p) => sum + p.quoteCount, 0),
    quotedAt: quotedAt.length > 0 ? new Date(Math.max(...quotedAt.map((at) => at.getTime()))) : null,
    cheapestTotalCents: cheapest?.cheapestTotalCents ?? null,
    cheapestCurrency: cheapest?.cheapestCurrency ?? null,
    bookingReference: booked?.bookingReference ?? null,
    bookedAt: booked?.bookedAt ?? null,
    bookedTotalCents: booked?.bookedTotalCents ?? null,
    bookedCurrency: booked?.bookedCurrency ?? null,
    bookingVersion: booked?.bookingVersion ?? null,
  };
}
