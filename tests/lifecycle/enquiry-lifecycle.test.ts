import { describe, expect, it } from "vitest";
import { ENQUIRY_STATES } from "@/lib/contract/common";
import { BOOKING_MOVES, BOOKING_STATES } from "@/lib/service/lifecycle/booking-lifecycle";
import { ENQUIRY_MOVES, MOVER_KINDS, planMove, type EnquiryFacts, type Move, type Mover } from "@/lib/service/lifecycle/enquiry-lifecycle";

// The lifecycle written out once more by hand, for both movers: a change to the rules
// must change this test too. The sandbox's refusals are API answers (the detail of its
// 400), so their words are pinned here exactly.

const SANDBOX: Mover = { kind: "SANDBOX", name: "Priya Raman" };
const ADA: Mover = { kind: "SPECIALIST", name: "Ada Desk" };
const CLIENT: Mover = { kind: "CLIENT", name: "The client" };
const MOVERS: Record<(typeof MOVER_KINDS)[number], Mover> = { SANDBOX, SPECIALIST: ADA, CLIENT };
const REF = "RTEST123";

const facts = (state: string, extra: Partial<EnquiryFacts> = {}): EnquiryFacts => ({
  serviceReference: REF,
  state,
  specialistName: null,
  hasActiveQuote: false,
  bookingState: null,
  ...extra,
});

type Allowed = { to: string; events: string[]; steps?: [string, string][] };
const ENQUIRY_MOVE_LIST: readonly Move[] = [...ENQUIRY_MOVES, ...BOOKING_MOVES];

// Nobody holds the enquiry, it has no ACTIVE quote and no booking.
const ALLOWED: Record<Mover["kind"], Record<string, Partial<Record<Move, Allowed>>>> = {
  SANDBOX: {
    NEW: {
      SHORTLIST: { to: "SHORTLISTING", events: ["ENQUIRY.SPECIALIST_ASSIGNED", "ENQUIRY.SHORTLISTING"] },
      QUOTE: {
        to: "QUOTED",
        events: ["ENQUIRY.SPECIALIST_ASSIGNED", "ENQUIRY.SHORTLISTING", "QUOTE.CREATED", "ENQUIRY.QUOTED"],
        steps: [["SHORTLIST", "SHORTLISTING"], ["QUOTE", "QUOTED"]],
      },
      CLOSE: { to: "CLOSED", events: ["ENQUIRY.CLOSED"] },
    },
    SHORTLISTING: {
      QUOTE: { to: "QUOTED", events: ["QUOTE.CREATED", "ENQUIRY.QUOTED"] },
      CLOSE: { to: "CLOSED", events: ["ENQUIRY.CLOSED"] },
    },
    QUOTED: {
      QUOTE: { to: "QUOTED", events: ["QUOTE.CREATED", "ENQUIRY.QUOTED"] },
      CLOSE: { to: "CLOSED", events: ["ENQUIRY.CLOSED"] },
    },
  },
  SPECIALIST: {
    NEW: {
      ASSIGN: { to: "NEW", events: ["ENQUIRY.SPECIALIST_ASSIGNED"] },
      SHORTLIST: { to: "SHORTLISTING", events: ["ENQUIRY.SPECIALIST_ASSIGNED", "ENQUIRY.SHORTLISTING"] },
      CLOSE: { to: "CLOSED", events: ["ENQUIRY.CLOSED"] },
    },
    SHORTLISTING: {
      ASSIGN: { to: "SHORTLISTING", events: ["ENQUIRY.SPECIALIST_ASSIGNED"] },
      QUOTE: { to: "QUOTED", events: ["QUOTE.CREATED", "ENQUIRY.QUOTED"] },
      CLOSE: { to: "CLOSED", events: ["ENQUIRY.CLOSED"] },
    },
    QUOTED: {
      ASSIGN: { to: "QUOTED", events: ["ENQUIRY.SPECIALIST_ASSIGNED"] },
      QUOTE: { to: "QUOTED", events: ["QUOTE.CREATED", "ENQUIRY.QUOTED"] },
      CLOSE: { to: "CLOSED", events: ["ENQUIRY.CLOSED"] },
    },
    CLOSED: { REOPEN: { to: "NEW", events: ["ENQUIRY.REOPENED"] } },
    BOOKING_CANCELLED: { CLOSE: { to: "CLOSED", events: ["ENQUIRY.CLOSED"] } },
  },
  // The client only withdraws (closes) an open enquiry of its own.
  CLIENT: {
    NEW: { CLOSE: { to: "CLOSED", events: ["ENQUIRY.CLOSED"] } },
    SHORTLISTING: { CLOSE: { to: "CLOSED", events: ["ENQUIRY.CLOSED"] } },
    QUOTED: { CLOSE: { to: "CLOSED", events: ["ENQUIRY.CLOSED"] } },
  },
};

const SANDBOX_ONLY = (s: string) => `The enquiry is ${s}: the sandbox only moves NEW, SHORTLISTING and QUOTED enquiries.`;
const NO_BOOKING = `Enquiry ${REF} has no booking yet: accept an item of its quote first.`;

// Why each refused move is refused, in its mover's words (same base facts).
const REFUSED: Record<Mover["kind"], (state: string, move: Move) => string> = {
  SANDBOX: (s, move) => {
    switch (move) {
      case "SHORTLIST":
        if (s === "SHORTLISTING") return "The enquiry is already SHORTLISTING.";
        if (s === "QUOTED") return "States only move forward: QUOTED cannot go back to SHORTLISTING.";
        return SANDBOX_ONLY(s);
      case "QUOTE":
      case "CLOSE":
        return SANDBOX_ONLY(s);
      // The sandbox books a QUOTED enquiry (its booking operation) and cancels a booking when it
      // accepts a cancellation; with no ACTIVE quote and no booking, both are refused.
      case "ACCEPT_QUOTE_ITEM":
        return s === "QUOTED" ? "The enquiry has no ACTIVE quote to accept." : `The sandbox books a QUOTED enquiry; this one is ${s}.`;
      case "CANCEL":
        return NO_BOOKING;
      default:
        return `The sandbox does not make the move ${move}.`;
    }
  },
  SPECIALIST: (s, move) => {
    switch (move) {
      case "ASSIGN":
        return `The enquiry is ${s}: only NEW, SHORTLISTING and QUOTED enquiries take a specialist.`;
      case "SHORTLIST":
        return `Shortlisting starts from NEW; the enquiry is ${s}.`;
      case "QUOTE":
        return `A quote is sent from SHORTLISTING or QUOTED; the enquiry is ${s}.${s === "NEW" ? " Start shortlisting first." : ""}`;
      case "CLOSE":
        return `The enquiry is ${s}: only NEW, SHORTLISTING, QUOTED and BOOKING_CANCELLED enquiries can be closed.`;
      case "REOPEN":
        return `Only a CLOSED enquiry can be reopened; this one is ${s}.`;
      case "ACCEPT_QUOTE_ITEM":
        return s === "QUOTED" ? "The enquiry has no ACTIVE quote to accept." : `A booking starts from a QUOTED enquiry; this one is ${s}.`;
      default:
        return NO_BOOKING;
    }
  },
  CLIENT: (s, move) =>
    move === "CLOSE" ? `The enquiry is ${s}: only NEW, SHORTLISTING and QUOTED enquiries can be withdrawn.` : `A client does not make the move ${move}.`,
};

describe("every move of every state, for each mover (nobody holds the enquiry, no quote, no booking)", () => {
  for (const kind of MOVER_KINDS) {
    for (const state of ENQUIRY_STATES) {
      for (const move of ENQUIRY_MOVE_LIST) {
        const allowed = ALLOWED[kind][state]?.[move];
        it(`${kind}: ${state} + ${move} is ${allowed ? `allowed → ${allowed.to}` : "refused"}`, () => {
          const plan = planMove(facts(state), move, MOVERS[kind]);
          if (allowed) {
            const steps = (allowed.steps ?? [[move, allowed.to]]).map(([m, to]) => ({ move: m, to }));
            expect(plan).toEqual({ ok: true, to: allowed.to, steps, events: allowed.events });
          } else {
            expect(plan).toEqual({ ok: false, reason: REFUSED[kind](state, move) });
          }
        });
      }
    }
  }
});

describe("what depends on more than the state", () => {
  it("shortlisting assigns only when nobody holds the enquiry", () => {
    for (const mover of [SANDBOX, ADA]) {
      expect(planMove(facts("NEW", { specialistName: "Bob Desk" }), "SHORTLIST", mover)).toMatchObject({ ok: true, events: ["ENQUIRY.SHORTLISTING"] });
    }
    expect(planMove(facts("NEW", { specialistName: "Bob Desk" }), "QUOTE", SANDBOX)).toMatchObject({
      ok: true,
      events: ["ENQUIRY.SHORTLISTING", "QUOTE.CREATED", "ENQUIRY.QUOTED"],
    });
  });

  it("a quote invalidates the ACTIVE one first, for both movers", () => {
    for (const mover of [SANDBOX, ADA]) {
      expect(planMove(facts("QUOTED", { specialistName: "Bob Desk", hasActiveQuote: true }), "QUOTE", mover)).toEqual({
        ok: true,
        to: "QUOTED",
        steps: [{ move: "QUOTE", to: "QUOTED" }],
        events: ["QUOTE.INVALIDATED", "QUOTE.CREATED", "ENQUIRY.QUOTED"],
      });
    }
  });

  it("refuses to assign the specialist who already holds the enquiry, allows another", () => {
    expect(planMove(facts("QUOTED", { specialistName: "Ada Desk" }), "ASSIGN", ADA)).toEqual({ ok: false, reason: "Ada Desk is already assigned to this enquiry." });
    expect(planMove(facts("QUOTED", { specialistName: "Bob Desk" }), "ASSIGN", ADA)).toMatchObject({ ok: true, to: "QUOTED" });
  });

  it("reopens to QUOTED with an ACTIVE quote, else SHORTLISTING when held, else NEW", () => {
    const reopen = (extra: Partial<EnquiryFacts>) => planMove(facts("CLOSED", extra), "REOPEN", ADA);
    expect(reopen({ hasActiveQuote: true })).toMatchObject({ ok: true, to: "QUOTED", events: ["ENQUIRY.REOPENED"] });
    expect(reopen({ specialistName: "Bob Desk" })).toMatchObject({ ok: true, to: "SHORTLISTING" });
    expect(reopen({})).toMatchObject({ ok: true, to: "NEW" });
  });

  it("accepts an item only of a QUOTED enquiry's ACTIVE quote, and only a specialist", () => {
    const quoted = facts("QUOTED", { hasActiveQuote: true });
    expect(planMove(quoted, "ACCEPT_QUOTE_ITEM", ADA)).toEqual({
      ok: true,
      to: "BOOKING_PENDING",
      steps: [{ move: "ACCEPT_QUOTE_ITEM", to: "BOOKING_PENDING" }],
      events: ["BOOKING.PENDING"],
    });
    expect(planMove(quoted, "ACCEPT_QUOTE_ITEM", SANDBOX)).toEqual({
      ok: true,
      to: "BOOKING_PENDING",
      steps: [{ move: "ACCEPT_QUOTE_ITEM", to: "BOOKING_PENDING" }],
      events: ["BOOKING.PENDING"],
    });
    expect(planMove(quoted, "ACCEPT_QUOTE_ITEM", CLIENT)).toEqual({ ok: false, reason: "A client does not make the move ACCEPT_QUOTE_ITEM." });
  });
});

describe("booking moves: a specialist's (the sandbox only cancels), by the booking's state; the enquiry's state follows", () => {
  // booking state → move → [enquiry becomes, event]; every other pair is refused.
  const BOOKING: Record<string, Partial<Record<Move, [string, string]>>> = {
    PENDING: {
      SEND_PARTNER_CONFIRMATION: ["BOOKING_PENDING", "BOOKING.PARTNER_CONFIRMATION_DETAILS_SENT"],
      CANCEL: ["BOOKING_CANCELLED", "BOOKING.CANCELLED"],
    },
    PARTNER_CONFIRMATION_DETAILS_SENT: {
      SEND_CLIENT_CONFIRMATION: ["BOOKING_CONFIRMED", "BOOKING.CLIENT_CONFIRMATION_DETAILS_SENT"],
      CANCEL: ["BOOKING_CANCELLED", "BOOKING.CANCELLED"],
    },
    CONFIRMED: {
      SEND_CHECK_IN_DETAILS: ["BOOKING_CHECK_IN_DETAILS_SENT", "BOOKING.CHECK_IN_DETAILS_SENT"],
      CANCEL: ["BOOKING_CANCELLED", "BOOKING.CANCELLED"],
    },
    CHECK_IN_DETAILS_SENT: { CANCEL: ["BOOKING_CANCELLED", "BOOKING.CANCELLED"] },
    CANCELLED: {},
  };

  for (const bookingState of BOOKING_STATES) {
    for (const move of BOOKING_MOVES) {
      const allowed = BOOKING[bookingState]?.[move];
      it(`booking ${bookingState} + ${move} is ${allowed ? `allowed → ${allowed[0]}` : "refused"}`, () => {
        const known = facts("BOOKING_PENDING", { specialistName: "Ada Desk", hasActiveQuote: true, bookingState });
        const plan = planMove(known, move, ADA);
        if (allowed) expect(plan).toEqual({ ok: true, to: allowed[0], steps: [{ move, to: allowed[0] }], events: [allowed[1]] });
        else expect(plan).toMatchObject({ ok: false, reason: bookingState === "CANCELLED" ? /cancelled/ : new RegExp(bookingState) });
        // The sandbox cancels as the specialist would (accepting the client's cancellation), and makes no other booking move.
        if (move === "CANCEL") expect(planMove(known, move, SANDBOX)).toEqual(plan);
        else expect(planMove(known, move, SANDBOX)).toEqual({ ok: false, reason: `The sandbox does not make the move ${move}.` });
        expect(planMove(known, move, CLIENT)).toEqual({ ok: false, reason: `A client does not make the move ${move}.` });
      });
    }
  }
});
