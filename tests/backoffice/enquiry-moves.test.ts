import { describe, expect, it } from "vitest";
import { ENQUIRY_STATES } from "@/lib/contract/common";
import { ENQUIRY_MOVES, planEnquiryMove, reopenState, type EnquiryMove } from "@/lib/service/backoffice/enquiry-moves";

const ME = "Ada Specialist";
const facts = (state: string, extra: { specialistName?: string | null; hasActiveQuote?: boolean } = {}) => ({
  state,
  specialistName: extra.specialistName ?? null,
  hasActiveQuote: extra.hasActiveQuote ?? false,
});

// Every (state, move) pair that is allowed, with where it leads; all others are refused.
const ALLOWED: Record<string, Partial<Record<EnquiryMove, string>>> = {
  NEW: { ASSIGN: "NEW", SHORTLIST: "SHORTLISTING", CLOSE: "CLOSED" },
  SHORTLISTING: { ASSIGN: "SHORTLISTING", QUOTE: "QUOTED", CLOSE: "CLOSED" },
  QUOTED: { ASSIGN: "QUOTED", QUOTE: "QUOTED", CLOSE: "CLOSED", ACCEPT_QUOTE_ITEM: "BOOKING_PENDING" },
  CLOSED: { REOPEN: "QUOTED" },
  BOOKING_PENDING: {},
  BOOKING_CONFIRMED: {},
  BOOKING_CHECK_IN_DETAILS_SENT: {},
  BOOKING_CANCELLED: { CLOSE: "CLOSED" },
};

describe("enquiry moves (with an active quote, nobody assigned)", () => {
  for (const state of ENQUIRY_STATES) {
    for (const move of ENQUIRY_MOVES) {
      const to = ALLOWED[state]?.[move];
      it(`${state} + ${move} is ${to ? `allowed → ${to}` : "refused"}`, () => {
        const plan = planEnquiryMove(facts(state, { hasActiveQuote: true }), move, ME);
        expect(plan).toEqual(to ? { ok: true, to } : { ok: false, reason: expect.stringMatching(/\S/) });
      });
    }
  }
});

describe("moves that depend on more than the state", () => {
  it("refuses to assign the specialist who is already assigned, allows another", () => {
    expect(planEnquiryMove(facts("SHORTLISTING", { specialistName: ME }), "ASSIGN", ME)).toMatchObject({ ok: false, reason: /already assigned/ });
    expect(planEnquiryMove(facts("SHORTLISTING", { specialistName: "Someone Else" }), "ASSIGN", ME)).toEqual({ ok: true, to: "SHORTLISTING" });
  });

  it("refuses to accept a quote item when no quote is ACTIVE", () => {
    expect(planEnquiryMove(facts("QUOTED"), "ACCEPT_QUOTE_ITEM", ME)).toMatchObject({ ok: false, reason: /no ACTIVE quote/ });
  });

  it("tells to start shortlisting when a quote is sent from NEW", () => {
    expect(planEnquiryMove(facts("NEW"), "QUOTE", ME)).toMatchObject({ ok: false, reason: /Start shortlisting first/ });
  });

  it("reopens to QUOTED with an active quote, else SHORTLISTING with a specialist, else NEW", () => {
    expect(reopenState({ hasActiveQuote: true, specialistName: null })).toBe("QUOTED");
    expect(reopenState({ hasActiveQuote: false, specialistName: ME })).toBe("SHORTLISTING");
    expect(reopenState({ hasActiveQuote: false, specialistName: null })).toBe("NEW");
    expect(planEnquiryMove(facts("CLOSED", { specialistName: ME }), "REOPEN", ME)).toEqual({ ok: true, to: "SHORTLISTING" });
    expect(planEnquiryMove(facts("CLOSED"), "REOPEN", ME)).toEqual({ ok: true, to: "NEW" });
  });
});
