import type { Actor } from "./actor";
import { moveAsSpecialist } from "./move-as-specialist";

/** The acting specialist takes the enquiry (ENQUIRY.SPECIALIST_ASSIGNED); its state stays. */
export async function assignSpecialist(serviceReference: string, actor: Actor): Promise<void> {
  await moveAsSpecialist(serviceReference, actor, { move: "ASSIGN" }, ({ before }) =>
    before.specialistName ? `Assigned to ${actor.name} (was ${before.specialistName})` : `Assigned to ${actor.name}`,
  );
}
