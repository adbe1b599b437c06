import type { Actor } from "./actor";
import { planEnquiryMove } from "./enquiry-moves";
import { runEnquiryMove } from "./run-enquiry-move";

/** The acting specialist takes the enquiry (ENQUIRY.SPECIALIST_ASSIGNED); its state stays. */
export function assignSpecialist(serviceReference: string, actor: Actor): Promise<void> {
  return runEnquiryMove(serviceReference, actor, {
    action: "ASSIGN",
    plan: (facts) => planEnquiryMove(facts, "ASSIGN", actor.name),
    apply: async ({ enquiry, emit }) => {
      const previous = enquiry.specialistName;
      enquiry.specialistName = actor.name;
      await emit("ENQUIRY.SPECIALIST_ASSIGNED");
      return { summary: previous ? `Assigned to ${actor.name} (was ${previous})` : `Assigned to ${actor.name}`, result: undefined };
    },
  });
}
