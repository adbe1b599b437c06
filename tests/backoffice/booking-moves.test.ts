import { describe, expect, it } from "vitest";
import { BOOKING_MOVES, BOOKING_STATES, allowedBookingMoves, planBookingMove, type BookingMove } from "@/lib/service/backoffice/booking-moves";

// The table of docs/back-office.md, written out once more by hand: a change to the rules must
// change this test too.
const ALLOWED: Record<string, Partial<Record<BookingMove, [string, string, string]>>> = {
  PENDING: {
    SEND_PARTNER_CONFIRMATION: ["PARTNER_CONFIRMATION_DETAILS_SENT", "BOOKING.PARTNER_CONFIRMATION_DETAILS_SENT", "BOOKING_PENDING"],
    CANCEL: ["CANCELLED", "BOOKING.CANCELLED", "BOOKING_CANCELLED"],
  },
  PARTNER_CONFIRMATION_DETAILS_SENT: {
    SEND_CLIENT_CONFIRMATION: ["CONFIRMED", "BOOKING.CLIENT_CONFIRMATION_DETAILS_SENT", "BOOKING_CONFIRMED"],
    CANCEL: ["CANCELLED", "BOOKING.CANCELLED", "BOOKING_CANCELLED"],
  },
  CONFIRMED: {
    SEND_CHECK_IN_DETAILS: ["CHECK_IN_DETAILS_SENT", "BOOKING.CHECK_IN_DETAILS_SENT", "BOOKING_CHECK_IN_DETAILS_SENT"],
    CANCEL: ["CANCELLED", "BOOKING.CANCELLED", "BOOKING_CANCELLED"],
  },
  CHECK_IN_DETAILS_SENT: { CANCEL: ["CANCELLED", "BOOKING.CANCELLED", "BOOKING_CANCELLED"] },
  CANCELLED: {},
};

describe("booking moves", () => {
  for (const state of BOOKING_STATES) {
    for (const move of BOOKING_MOVES) {
      const expected = ALLOWED[state]?.[move];
      it(`${state} + ${move} is ${expected ? `allowed → ${expected[0]}` : "refused"}`, () => {
        const plan = planBookingMove(state, move);
        if (expected) {
          expect(plan).toMatchObject({ ok: true, to: expected[0], event: expected[1], enquiryState: expected[2] });
        } else {
          expect(plan.ok).toBe(false);
          if (!plan.ok) expect(plan.reason).toMatch(state === "CANCELLED" ? /cancelled/ : new RegExp(state));
        }
      });
    }
  }

  it("an unknown state is refused for every move", () => {
    for (const move of BOOKING_MOVES) expect(planBookingMove("BOGUS", move).ok).toBe(false);
  });

  it("lists the allowed moves per state for the page", () => {
    expect(allowedBookingMoves("PENDING")).toEqual(["SEND_PARTNER_CONFIRMATION", "CANCEL"]);
    expect(allowedBookingMoves("CHECK_IN_DETAILS_SENT")).toEqual(["CANCEL"]);
    expect(allowedBookingMoves("CANCELLED")).toEqual([]);
  });
});
