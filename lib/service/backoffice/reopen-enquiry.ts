import type { Actor } from "./actor";
import { planEnquiryMove } from "./enquiry-moves";
import { runEnquiryMove } from "./run-enquiry-move";

/** CLOSED → the state reopenState() chooses (ENQUIRY.REOPENED); the closure reason is cleared. */
export function reopenEnquiry(serviceReference: string, actor: Actor): Promise<{ state: string }> {
  return runEnquiryMove(serviceReference, actor, {
    action: "REOPEN",
    plan: (facts) => planEnquiryMove(facts, "REOPEN", actor.name),
    apply: async ({ enquiry, to, emit }) => {
      enquiry.state = to;
      enquiry.closureReason = null;
      await emit("ENQUIRY.REOPENED");
      return { summary: `Reopened (now ${to})`, result: { state: to } };
    },
  });
}
