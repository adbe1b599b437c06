import type { Actor } from "./actor";
import { planEnquiryMove } from "./enquiry-moves";
import { runEnquiryMove } from "./run-enquiry-move";

/**
 * NEW → SHORTLISTING (ENQUIRY.SHORTLISTING). Nobody shortlists an enquiry nobody holds:
 * when it has no specialist yet, the one acting is assigned first
 * (ENQUIRY.SPECIALIST_ASSIGNED before ENQUIRY.SHORTLISTING, as in the sandbox).
 */
export function startShortlisting(serviceReference: string, actor: Actor): Promise<void> {
  return runEnquiryMove(serviceReference, actor, {
    action: "SHORTLIST",
    plan: (facts) => planEnquiryMove(facts, "SHORTLIST", actor.name),
    apply: async ({ enquiry, to, emit }) => {
      let summary = "Started shortlisting";
      if (!enquiry.specialistName) {
        enquiry.specialistName = actor.name;
        await emit("ENQUIRY.SPECIALIST_ASSIGNED");
        summary = `Assigned to ${actor.name} and started shortlisting`;
      }
      enquiry.state = to;
      await emit("ENQUIRY.SHORTLISTING");
      return { summary, result: undefined };
    },
  });
}
