import type { EventType } from "@/lib/contract/event";

// The booking's part of the enquiry's lifecycle (enquiry-lifecycle.ts asks it for every
// booking move): a specialist moves a booking; the sandbox only cancels one, when it accepts
// a cancellation the client asked for (booking changes). Pure, so that
// every allowed and refused move is easy to see and to test
// (tests/backoffice/booking-moves.test.ts). docs/back-office.md shows the same table.
//
// The specification has five booking events and four booking states of the enquiry; the
// booking itself keeps one more state, PARTNER_CONFIRMATION_DETAILS_SENT, because the
// partner confirms before the client is told: the client's confirmation is what makes
// the booking (and the enquiry) CONFIRMED.

export const BOOKING_STATES = ["PENDING", "PARTNER_CONFIRMATION_DETAILS_SENT", "CONFIRMED", "CHECK_IN_DETAILS_SENT", "CANCELLED"] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

export const BOOKING_MOVES = ["SEND_PARTNER_CONFIRMATION", "SEND_CLIENT_CONFIRMATION", "SEND_CHECK_IN_DETAILS", "CANCEL"] as const;
export type BookingMove = (typeof BOOKING_MOVES)[number];

type Rule = { from: readonly BookingState[]; to: BookingState; event: EventType; enquiryState: string; label: string };

export const BOOKING_RULES: Record<BookingMove, Rule> = {
  SEND_PARTNER_CONFIRMATION: {
    from: ["PENDING"],
    to: "PARTNER_CONFIRMATION_DETAILS_SENT",
    event: "BOOKING.PARTNER_CONFIRMATION_DETAILS_SENT",
    enquiryState: "BOOKING_PENDING",
    label: "Partner confirmation details sent",
  },
  SEND_CLIENT_CONFIRMATION: {
    from: ["PARTNER_CONFIRMATION_DETAILS_SENT"],
    to: "CONFIRMED",
    event: "BOOKING.CLIENT_CONFIRMATION_DETAILS_SENT",
    enquiryState: "BOOKING_CONFIRMED",
    label: "Client confirmation details sent",
  },
  SEND_CHECK_IN_DETAILS: {
    from: ["CONFIRMED"],
    to: "CHECK_IN_DETAILS_SENT",
    event: "BOOKING.CHECK_IN_DETAILS_SENT",
    enquiryState: "BOOKING_CHECK_IN_DETAILS_SENT",
    label: "Check-in details sent",
  },
  // A booking can be cancelled until the stay is over, even after check-in details.
  CANCEL: {
    from: ["PENDING", "PARTNER_CONFIRMATION_DETAILS_SENT", "CONFIRMED", "CHECK_IN_DETAILS_SENT"],
    to: "CANCELLED",
    event: "BOOKING.CANCELLED",
    enquiryState: "BOOKING_CANCELLED",
    label: "Booking cancelled",
  },
};

export type BookingPlan =
  | { ok: true; to: BookingState; event: EventType; enquiryState: string; label: string }
  | { ok: false; reason: string };

/** Where a move takes a booking in `current`, or why it is refused. */
export function planBookingMove(current: string, move: BookingMove): BookingPlan {
  const rule = BOOKING_RULES[move];
  if ((rule.from as readonly string[]).includes(current)) {
    return { ok: true, to: rule.to, event: rule.event, enquiryState: rule.enquiryState, label: rule.label };
  }
  if (current === "CANCELLED") return { ok: false, reason: "The booking is cancelled: it cannot move any more." };
  return {
    ok: false,
    reason: `"${rule.label}" needs a booking in ${rule.from.join(" or ")}; this one is ${current}.`,
  };
}

export function isBookingMove(move: string): move is BookingMove {
  return (BOOKING_MOVES as readonly string[]).includes(move);
}

/** The moves a booking in `current` allows, in the table's order (for the page's buttons). */
export function allowedBookingMoves(current: string): BookingMove[] {
  return BOOKING_MOVES.filter((move) => (BOOKING_RULES[move].from as readonly string[]).includes(current));
}
