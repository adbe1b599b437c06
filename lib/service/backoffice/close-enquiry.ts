import type { ClosureReason } from "@/lib/contract/common";
import type { Actor } from "./actor";
import { planEnquiryMove } from "./enquiry-moves";
import { runEnquiryMove } from "./run-enquiry-move";

/**
 * Closes the enquiry with a reason (ENQUIRY.CLOSED). Its ACTIVE quote stays active, as
 * in the sandbox: only a new quote invalidates one, and a reopened enquiry picks it up.
 */
export function closeEnquiry(serviceReference: string, actor: Actor, closureReason: ClosureReason): Promise<void> {
  return runEnquiryMove(serviceReference, actor, {
    action: "CLOSE",
    plan: (facts) => planEnquiryMove(facts, "CLOSE", actor.name),
    apply: async ({ enquiry, to, emit }) => {
      enquiry.state = to;
      enquiry.closureReason = closureReason;
      await emit("ENQUIRY.CLOSED");
      return { summary: `Closed: ${closureReason}`, result: undefined };
    },
  });
}
