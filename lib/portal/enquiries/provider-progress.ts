import { overallState } from "./overall-state";

// How far an agency enquiry's providers have gone, in words: the enquiry page's status
// and the list's rows. Pure, so that every case is easy to see and to test.

/** One provider's enquiry, as the words need it. */
export type ProviderProgress = { name: string; state: string; withdrawn: boolean };

const BOOKED = new Set(["BOOKING_CONFIRMED", "BOOKING_CHECK_IN_DETAILS_SENT"]);

/** A provider's state that means it took a booking (pending, confirmed or with check-in details). */
export function isBookingState(state: string): boolean {
  return state === "BOOKING_PENDING" || BOOKED.has(state);
}

const providers = (n: number) => (n === 1 ? "1 provider" : `${n} providers`);

/**
 * The providers taken together, in words: a booking first ("Booked with Harbour
 * Apartments", "Booking pending with …"), then the quotes ("2 of 3 providers quoted";
 * one provider: "Quoted by …"), then who is still working ("Waiting for 3 providers"),
 * or that every one closed. Withdrawn providers do not count, unless all are.
 */
export function progressInWords(all: ProviderProgress[]): string {
  if (all.length === 0) return "Not sent to any provider";
  const live = all.filter((p) => !p.withdrawn);
  if (live.length === 0) return all.length === 1 ? `Withdrawn from ${all[0]!.name}` : "Withdrawn from every provider";
  const booked = live.find((p) => BOOKED.has(p.state));
  if (booked) return `Booked with ${booked.name}`;
  const pending = live.find((p) => p.state === "BOOKING_PENDING");
  if (pending) return `Booking pending with ${pending.name}`;
  const quoted = live.filter((p) => p.state === "QUOTED");
  const open = live.filter((p) => p.state === "NEW" || p.state === "SHORTLISTING");
  if (live.length === 1) {
    const [only] = live as [ProviderProgress];
    if (quoted.length === 1) return `Quoted by ${only.name}`;
    if (open.length === 1) return `Waiting for ${only.name}`;
    return only.state === "CLOSED" ? `Closed by ${only.name}` : `Booking cancelled with ${only.name}`;
  }
  if (quoted.length > 0) return `${quoted.length} of ${providers(live.length)} quoted`;
  if (open.length > 0) return open.length === live.length ? `Waiting for ${providers(open.length)}` : `Waiting for ${open.length} of ${providers(live.length)}`;
  return "Closed by every provider";
}

/**
 * The short form of the list's rows, for an enquiry sent to several providers ("2 of 3
 * quoted", "Booked with …", "Waiting for 3"); null for one provider, whose state the
 * row's badge already says.
 */
export function progressShort(all: ProviderProgress[]): string | null {
  if (all.length < 2) return null;
  return progressInWords(all)
    .replace(/ providers quoted$/, " quoted")
    .replace(/^Waiting for (\d+) providers$/, "Waiting for $1")
    .replace(/^Waiting for (\d+) of (\d+) providers$/, "Waiting for $1 of $2");
}

/** The furthest state among the providers not withdrawn, as the agency enquiry's summary has it (overall-state.ts). */
export function furthestState(providers: { state: string; withdrawnAt: Date | null }[]): string {
  const none = { quoteCount: 0, quotedAt: null, cheapestTotalCents: null, cheapestCurrency: null, bookingReference: null, bookedAt: null, bookedTotalCents: null, bookedCurrency: null };
  return overallState(providers.map((p) => ({ state: p.state, withdrawnAt: p.withdrawnAt, ...none }))).state;
}
