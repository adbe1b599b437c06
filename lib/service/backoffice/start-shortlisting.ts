import type { Actor } from "./actor";
import { moveAsSpecialist } from "./move-as-specialist";

/**
 * NEW → SHORTLISTING (ENQUIRY.SHORTLISTING). Nobody shortlists an enquiry nobody holds:
 * when it has no specialist yet, the one acting is assigned first
 * (ENQUIRY.SPECIALIST_ASSIGNED before ENQUIRY.SHORTLISTING, as in the sandbox).
 */
export async function startShortlisting(serviceReference: string, actor: Actor): Promise<void> {
  await moveAsSpecialist(serviceReference, actor, { move: "SHORTLIST" }, ({ before }) =>
    before.specialistName ? "Started shortlisting" : `Assigned to ${actor.name} and started shortlisting`,
  );
}
