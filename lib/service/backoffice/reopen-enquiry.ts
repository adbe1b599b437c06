import type { Actor } from "./actor";
import { moveAsSpecialist } from "./move-as-specialist";

/** CLOSED → the state reopenState() chooses (ENQUIRY.REOPENED); the closure reason is cleared. */
export async function reopenEnquiry(serviceReference: string, actor: Actor): Promise<{ state: string }> {
  const { to } = await moveAsSpecialist(serviceReference, actor, { move: "REOPEN" }, ({ to }) => `Reopened (now ${to})`);
  return { state: to };
}
