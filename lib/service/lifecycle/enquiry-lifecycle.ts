import type { EventType } from "@/lib/contract/event";
import { isBookingMove, planBookingMove, type BookingMove } from "./booking-lifecycle";

// The enquiry's lifecycle, the one both the sandbox's change-state and the back office
// move an enquiry by: every move, who may make it and from which states, where it leads,
// and the events it writes, in their order. Pure, so that every allowed and refused move
// is easy to see and to test (tests/lifecycle/enquiry-lifecycle.test.ts); moveEnquiry
// asks it first and changes nothing when a move is refused. docs/back-office.md shows the table.

/** The sandbox's change-state (an API operation), a specialist of the back office, or the API client itself withdrawing its enquiry. */
export const MOVER_KINDS = ["SANDBOX", "SPECIALIST", "CLIENT"] as const;
export type MoverKind = (typeof MOVER_KINDS)[number];
/** Who moves, and the specialist a move assigns: the one acting, or the sandbox's own for the enquiry. */
export type Mover = { kind: MoverKind; name: string };

export const ENQUIRY_MOVES = ["ASSIGN", "SHORTLIST", "QUOTE", "CLOSE", "REOPEN", "ACCEPT_QUOTE_ITEM"] as const;
export type EnquiryMove = (typeof ENQUIRY_MOVES)[number];
/** A move of the enquiry, or of its booking (booking-lifecycle.ts), which the enquiry's state follows. */
export type Move = EnquiryMove | BookingMove;

/** What the rules know of the enquiry. */
export type EnquiryFacts = {
  serviceReference: string;
  state: string;
  specialistName: string | null;
  hasActiveQuote: boolean;
  /** The state of its latest booking; null when it has none. */
  bookingState: string | null;
};

/** One move as it is made: a move made through another (the sandbox's) is two steps. */
export type Step = { move: Move; to: string };
export type MovePlan = { ok: true; to: string; steps: Step[]; events: EventType[] } | { ok: false; reason: string };

type Rule = {
  /** The movers who may make the move, each from its states, and its words for a refusal from any other. */
  by: Partial<Record<MoverKind, { from: readonly string[]; refused: (state: string) => string }>>;
  /** A refusal that depends on more than the state. */
  blocked?: (facts: EnquiryFacts, mover: Mover) => string | null;
  /** The sandbox's change-state passes through every state on the way: from NEW, it shortlists first. */
  shortlistsFirst?: MoverKind;
  to: (facts: EnquiryFacts) => string;
  events: (facts: EnquiryFacts) => EventType[];
};

const OPEN = ["NEW", "SHORTLISTING", "QUOTED"] as const;
const sandboxOnlyMoves = (state: string) => `The enquiry is ${state}: the sandbox only moves NEW, SHORTLISTING and QUOTED enquiries.`;

/**
 * The state a reopened enquiry returns to. QUOTED when it still has an ACTIVE quote
 * (closing leaves the quote active, and the client may still accept it); otherwise
 * SHORTLISTING when a specialist is assigned (the work resumes with them); NEW when
 * nobody ever picked it up. Derived from the enquiry, so no "closed from" column.
 */
export function reopenState(facts: Pick<EnquiryFacts, "specialistName" | "hasActiveQuote">): string {
  if (facts.hasActiveQuote) return "QUOTED";
  return facts.specialistName ? "SHORTLISTING" : "NEW";
}

export const ENQUIRY_LIFECYCLE: Record<EnquiryMove, Rule> = {
  ASSIGN: {
    by: { SPECIALIST: { from: OPEN, refused: (s) => `The enquiry is ${s}: only NEW, SHORTLISTING and QUOTED enquiries take a specialist.` } },
    blocked: (facts, mover) => (facts.specialistName === mover.name ? `${mover.name} is already assigned to this enquiry.` : null),
    to: (facts) => facts.state,
    events: () => ["ENQUIRY.SPECIALIST_ASSIGNED"],
  },
  // Nobody shortlists an enquiry nobody holds: the mover's specialist is assigned first.
  SHORTLIST: {
    by: {
      SANDBOX: {
        from: ["NEW"],
        refused: (s) =>
          s === "SHORTLISTING"
            ? "The enquiry is already SHORTLISTING."
            : s === "QUOTED"
              ? `States only move forward: ${s} cannot go back to SHORTLISTING.`
              : sandboxOnlyMoves(s),
      },
      SPECIALIST: { from: ["NEW"], refused: (s) => `Shortlisting starts from NEW; the enquiry is ${s}.` },
    },
    to: () => "SHORTLISTING",
    events: (facts) => [...(facts.specialistName ? [] : ["ENQUIRY.SPECIALIST_ASSIGNED" as const]), "ENQUIRY.SHORTLISTING"],
  },
  // A new quote invalidates the ACTIVE one first.
  QUOTE: {
    by: {
      SANDBOX: { from: ["SHORTLISTING", "QUOTED"], refused: sandboxOnlyMoves },
      SPECIALIST: {
        from: ["SHORTLISTING", "QUOTED"],
        refused: (s) => `A quote is sent from SHORTLISTING or QUOTED; the enquiry is ${s}.${s === "NEW" ? " Start shortlisting first." : ""}`,
      },
    },
    shortlistsFirst: "SANDBOX",
    to: () => "QUOTED",
    events: (facts) => [...(facts.hasActiveQuote ? ["QUOTE.INVALIDATED" as const] : []), "QUOTE.CREATED", "ENQUIRY.QUOTED"],
  },
  // Closing leaves an ACTIVE quote active: only a new quote invalidates one, and a
  // reopened enquiry picks it up. A cancelled booking leaves the enquiry to be closed.
  CLOSE: {
    by: {
      SANDBOX: { from: OPEN, refused: sandboxOnlyMoves },
      SPECIALIST: {
        from: [...OPEN, "BOOKING_CANCELLED"],
        refused: (s) => `The enquiry is ${s}: only NEW, SHORTLISTING, QUOTED and BOOKING_CANCELLED enquiries can be closed.`,
      },
      // The client withdraws an enquiry it no longer needs (booked elsewhere); a booking it has here is not withdrawn.
      CLIENT: { from: OPEN, refused: (s) => `The enquiry is ${s}: only NEW, SHORTLISTING and QUOTED enquiries can be withdrawn.` },
    },
    to: () => "CLOSED",
    events: () => ["ENQUIRY.CLOSED"],
  },
  REOPEN: {
    by: { SPECIALIST: { from: ["CLOSED"], refused: (s) => `Only a CLOSED enquiry can be reopened; this one is ${s}.` } },
    to: reopenState,
    events: () => ["ENQUIRY.REOPENED"],
  },
  // The client accepted an item of the ACTIVE quote: a booking is created. The sandbox books
  // too (its booking operation, an extension), so that integrators can try a booking's changes.
  ACCEPT_QUOTE_ITEM: {
    by: {
      SANDBOX: { from: ["QUOTED"], refused: (s) => `The sandbox books a QUOTED enquiry; this one is ${s}.` },
      SPECIALIST: { from: ["QUOTED"], refused: (s) => `A booking starts from a QUOTED enquiry; this one is ${s}.` },
    },
    blocked: (facts) => (facts.hasActiveQuote ? null : "The enquiry has no ACTIVE quote to accept."),
    to: () => "BOOKING_PENDING",
    events: () => ["BOOKING.PENDING"],
  },
};

const refuse = (reason: string): MovePlan => ({ ok: false, reason });
const MOVER_WORDS: Record<MoverKind, string> = { SANDBOX: "The sandbox", SPECIALIST: "A specialist", CLIENT: "A client" };
const notTheirs = (mover: Mover, move: Move) => `${MOVER_WORDS[mover.kind]} does not make the move ${move}.`;

// Only a specialist moves a booking; the enquiry's state follows the booking's. The sandbox,
// standing in for the provider's specialist, makes one booking move: it cancels a booking
// when it accepts the client's request to cancel (a booking change, the extension).
const SANDBOX_BOOKING_MOVES: readonly BookingMove[] = ["CANCEL"];

function planBookingStep(facts: EnquiryFacts, move: BookingMove, mover: Mover): MovePlan {
  const allowed = mover.kind === "SPECIALIST" || (mover.kind === "SANDBOX" && SANDBOX_BOOKING_MOVES.includes(move));
  if (!allowed) return refuse(notTheirs(mover, move));
  if (facts.bookingState === null) return refuse(`Enquiry ${facts.serviceReference} has no booking yet: accept an item of its quote first.`);
  const plan = planBookingMove(facts.bookingState, move);
  if (!plan.ok) return plan;
  return { ok: true, to: plan.enquiryState, steps: [{ move, to: plan.enquiryState }], events: [plan.event] };
}

/** Where a move takes the enquiry and the events it writes, or why `mover` may not make it now. */
export function planMove(facts: EnquiryFacts, move: Move, mover: Mover): MovePlan {
  if (isBookingMove(move)) return planBookingStep(facts, move, mover);
  const rule = ENQUIRY_LIFECYCLE[move];
  if (rule.shortlistsFirst === mover.kind && facts.state === "NEW") {
    const first = planMove(facts, "SHORTLIST", mover);
    if (!first.ok) return first;
    const then = planMove({ ...facts, state: first.to, specialistName: facts.specialistName ?? mover.name }, move, mover);
    if (!then.ok) return then;
    return { ok: true, to: then.to, steps: [...first.steps, ...then.steps], events: [...first.events, ...then.events] };
  }
  const allowed = rule.by[mover.kind];
  if (!allowed) return refuse(notTheirs(mover, move));
  if (!allowed.from.includes(facts.state)) return refuse(allowed.refused(facts.state));
  const blocked = rule.blocked?.(facts, mover);
  if (blocked) return refuse(blocked);
  const to = rule.to(facts);
  return { ok: true, to, steps: [{ move, to }], events: rule.events(facts) };
}
