import type { DbTx } from "@/lib/db/prisma";
import { newId } from "../ids";
import type { MovingSandbox, MovingSpecialist } from "../lifecycle/move-enquiry";

/** Who answers a change: a specialist of the back office, or the sandbox standing in for one. */
export type Answerer = MovingSpecialist | MovingSandbox;

/** A specialist's answer goes into the enquiry's log of who did what, in the answer's transaction; the sandbox's does not. */
export async function logAnswer(db: DbTx, enquiryId: string, answeredBy: Answerer, action: string, summary: string, now: Date): Promise<void> {
  if (answeredBy.kind !== "SPECIALIST") return;
  await db.specialistAction.create({ data: { id: newId(), enquiryId, specialistId: answeredBy.id, action, summary, createdAt: now } });
}
