// The enquiry moves of the back office, before a booking exists. Pure, like
// booking-moves.ts; the domain functions ask these rules first and change nothing when
// a move is refused.

export const ENQUIRY_MOVES = ["ASSIGN", "SHORTLIST", "QUOTE", "CLOSE", "REOPEN", "ACCEPT_QUOTE_ITEM"] as const;
export type EnquiryMove = (typeof ENQUIRY_MOVES)[number];

/** What the rules need to know of the enquiry besides its state. */
export type EnquiryFacts = {
  state: string;
  specialistName: string | null;
  hasActiveQuote: boolean;
};

export type EnquiryPlan = { ok: true; to: string } | { ok: false; reason: string };

const OPEN = ["NEW", "SHORTLISTING", "QUOTED"];
const refuse = (reason: string): EnquiryPlan => ({ ok: false, reason });

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

/** Where a move takes the enquiry, or why it is refused. `specialist` is who acts. */
export function planEnquiryMove(facts: EnquiryFacts, move: EnquiryMove, specialist: string): EnquiryPlan {
  const { state } = facts;
  switch (move) {
    case "ASSIGN":
      if (!OPEN.includes(state)) return refuse(`The enquiry is ${state}: only NEW, SHORTLISTING and QUOTED enquiries take a specialist.`);
      if (facts.specialistName === specialist) return refuse(`${specialist} is already assigned to this enquiry.`);
      return { ok: true, to: state };
    case "SHORTLIST":
      if (state !== "NEW") return refuse(`Shortlisting starts from NEW; the enquiry is ${state}.`);
      return { ok: true, to: "SHORTLISTING" };
    case "QUOTE":
      if (state !== "SHORTLISTING" && state !== "QUOTED") {
        return refuse(`A quote is sent from SHORTLISTING or QUOTED; the enquiry is ${state}.${state === "NEW" ? " Start shortlisting first." : ""}`);
      }
      return { ok: true, to: "QUOTED" };
    case "CLOSE":
      // A cancelled booking leaves the enquiry to be closed (or left as it is).
      if (!OPEN.includes(state) && state !== "BOOKING_CANCELLED") {
        return refuse(`The enquiry is ${state}: only NEW, SHORTLISTING, QUOTED and BOOKING_CANCELLED enquiries can be closed.`);
      }
      return { ok: true, to: "CLOSED" };
    case "REOPEN":
      if (state !== "CLOSED") return refuse(`Only a CLOSED enquiry can be reopened; this one is ${state}.`);
      return { ok: true, to: reopenState(facts) };
    case "ACCEPT_QUOTE_ITEM":
      if (state !== "QUOTED") return refuse(`A booking starts from a QUOTED enquiry; this one is ${state}.`);
      if (!facts.hasActiveQuote) return refuse("The enquiry has no ACTIVE quote to accept.");
      return { ok: true, to: "BOOKING_PENDING" };
  }
}
