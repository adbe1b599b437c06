import type { RequestBookingChangeInput } from "@/lib/contract/booking-change";
import type { Enquiry } from "@/lib/contract/enquiry";
import type { FieldErrors } from "@/lib/contract/problem";
import { LONGEST_STAY_WORDS, nightsBetween, withinLongestStay } from "@/lib/contract/stay";

type EnquiryGuestNumbers = Enquiry["guestNumbers"];
type EnquiryLeadGuest = Enquiry["leadGuest"];

// Which change a booking takes, in which state, and which values: pure, so that every rule
// is easy to see and to test (tests/lifecycle/booking-change-rules.test.ts). docs/service.md
// shows the same table. A refusal of the state is a conflict (409), of a value a validation
// error on its field (400), each in words.

/** The booking states a change may be asked for, answered or applied in: all but CANCELLED, which is final. */
export const CHANGEABLE_BOOKING_STATES = ["PENDING", "PARTNER_CONFIRMATION_DETAILS_SENT", "CONFIRMED", "CHECK_IN_DETAILS_SENT"] as const;

/** Why a booking in `state` takes no change now, or null when it does. */
export function bookingStateRefusal(reference: string, state: string): string | null {
  return (CHANGEABLE_BOOKING_STATES as readonly string[]).includes(state) ? null : `Booking ${reference} is ${state}: it takes no more changes.`;
}

/** The booking as its current version has it. */
export type CurrentStay = { checkIn: string; checkOut: string; guestNumbers: EnquiryGuestNumbers; leadGuest: EnquiryLeadGuest };

const sameGuests = (a: EnquiryGuestNumbers, b: { adults: number; children?: number; infants?: number }) =>
  a.adults === b.adults && a.children === (b.children ?? 0) && a.infants === (b.infants ?? 0);

const sameLeadGuest = (a: EnquiryLeadGuest, b: Partial<EnquiryLeadGuest>) =>
  (["contactNumber", "email", "familyName", "givenName"] as const).every((field) => a[field] === (b[field] ?? null));

/**
 * The values of a request checked against the booking as it stands: an extension's check-out
 * after the current one and within the longest stay; a shortened stay's after check-in and
 * before the current check-out; guests or a lead guest that differ from the booking's. The
 * problems by field, or null.
 */
export function requestProblems(current: CurrentStay, request: RequestBookingChangeInput): FieldErrors | null {
  const problem = (field: string, words: string): FieldErrors => ({ [field]: [words] });
  switch (request.kind) {
    case "EXTEND":
    case "SHORTEN": {
      const checkOut = request.checkOut!;
      if (checkOut <= current.checkIn) return problem("checkOut", `The new check-out must be after check-in, ${current.checkIn}.`);
      if (request.kind === "EXTEND") {
        if (checkOut <= current.checkOut) {
          return problem("checkOut", `An extension's check-out must be after the current check-out, ${current.checkOut}; to leave earlier, ask to SHORTEN.`);
        }
        if (!withinLongestStay(current.checkIn, checkOut)) {
          return problem("checkOut", `${LONGEST_STAY_WORDS} Checking out on ${checkOut} would make it ${nightsBetween(current.checkIn, checkOut)}.`);
        }
      } else if (checkOut >= current.checkOut) {
        return problem("checkOut", `A shortened stay's check-out must be before the current check-out, ${current.checkOut}; to stay longer, ask to EXTEND.`);
      }
      return null;
    }
    case "GUESTS":
      return sameGuests(current.guestNumbers, request.guestNumbers!) ? problem("guestNumbers", "These are the booking's guest numbers already.") : null;
    case "LEAD_GUEST":
      return sameLeadGuest(current.leadGuest, request.leadGuest!) ? problem("leadGuest", "This is the booking's lead guest already.") : null;
    case "CANCEL":
      return null;
  }
}
