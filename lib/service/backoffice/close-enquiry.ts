import type { ClosureReason } from "@/lib/contract/common";
import type { Actor } from "./actor";
import { moveAsSpecialist } from "./move-as-specialist";

/**
 * Closes the enquiry with a reason (ENQUIRY.CLOSED). Its ACTIVE quote stays active, as
 * in the sandbox: only a new quote invalidates one, and a reopened enquiry picks it up.
 */
export async function closeEnquiry(serviceReference: string, actor: Actor, closureReason: ClosureReason): Promise<void> {
  await moveAsSpecialist(serviceReference, actor, { move: "CLOSE", closureReason }, () => `Closed: ${closureReason}`);
}
