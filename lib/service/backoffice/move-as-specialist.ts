import { moveEnquiry, type MoveInput, type MoveOutcome } from "../lifecycle/move-enquiry";
import type { Actor } from "./actor";

/**
 * A specialist's move of an enquiry (any account's: the provider's staff see them all),
 * by the one lifecycle, logged with who did it and `log`'s line.
 */
export function moveAsSpecialist(serviceReference: string, actor: Actor, input: MoveInput, log: (outcome: MoveOutcome) => string): Promise<MoveOutcome> {
  return moveEnquiry({ serviceReference }, { kind: "SPECIALIST", id: actor.id, name: actor.name }, input, log);
}
