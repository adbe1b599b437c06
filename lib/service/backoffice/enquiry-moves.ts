import { ENQUIRY_MOVES, planMove, reopenState, type EnquiryMove } from "../lifecycle/enquiry-lifecycle";

// The enquiry moves a specialist makes from the desk, as the one lifecycle
// (lib/service/lifecycle/enquiry-lifecycle.ts) plans them: the desk shows the moves it
// allows, and the domain functions make them through moveAsSpecialist.

export { ENQUIRY_MOVES, reopenState, type EnquiryMove };

/** What the desk knows of the enquiry besides its state. */
export type EnquiryFacts = {
  state: string;
  specialistName: string | null;
  hasActiveQuote: boolean;
};

export type EnquiryPlan = { ok: true; to: string } | { ok: false; reason: string };

/** Where a move takes the enquiry, or why it is refused. `specialist` is who acts. */
export function planEnquiryMove(facts: EnquiryFacts, move: EnquiryMove, specialist: string): EnquiryPlan {
  // No booking enters an enquiry move's rules, nor its reference a refusal of one.
  const plan = planMove({ ...facts, serviceReference: "", bookingState: null }, move, { kind: "SPECIALIST", name: specialist });
  return plan.ok ? { ok: true, to: plan.to } : plan;
}
