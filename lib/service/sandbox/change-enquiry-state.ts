import type { ChangeStateRequest } from "@/lib/contract/sandbox";
import type { EventType } from "@/lib/contract/event";
import { getEnquiryOrThrow } from "../enquiries/get-enquiry-or-throw";
import { ServiceError, notFound } from "../errors";
import { enquiryEventData } from "../events/enquiry-event-data";
import { inTransaction } from "../events/in-transaction";
import { recordEvent } from "../events/record-event";
import { issueQuote } from "../quotes/issue-quote";
import { planStateChange } from "./plan-state-change";
import { sandboxSpecialist } from "./sandbox-specialist";

/**
 * The sandbox's change-state: moves the enquiry forward, through every state on the way,
 * recording each step's event in order (with the enquiry as it is after that step), all
 * in one transaction with the change itself. A refused move changes nothing.
 */
export async function changeEnquiryState(accountId: string, id: string, request: ChangeStateRequest): Promise<void> {
  const { id: enquiryId } = await getEnquiryOrThrow(accountId, id);
  await inTransaction(async (tx) => {
    const found = await tx.enquiry.findFirst({ where: { id: enquiryId, accountId } });
    if (!found) throw notFound(`Enquiry ${id}`);
    const plan = planStateChange(found.state, request.enquiryState);
    if (!plan.ok) throw new ServiceError("SANDBOX_SPECIFIC_ACTION_ERROR", plan.reason);

    const enquiry = { ...found };
    const now = new Date();
    const emit = (type: EventType) => recordEvent(tx, { accountId, type, enquiryId, data: enquiryEventData(enquiry) });
    for (const step of plan.steps) {
      if (step === "SHORTLIST") {
        if (!enquiry.specialistName) {
          enquiry.specialistName = sandboxSpecialist(enquiry.serviceReference);
          await emit("ENQUIRY.SPECIALIST_ASSIGNED");
        }
        enquiry.state = "SHORTLISTING";
        await emit("ENQUIRY.SHORTLISTING");
      } else if (step === "QUOTE") {
        await issueQuote(tx, enquiry, now);
        enquiry.state = "QUOTED";
        await emit("ENQUIRY.QUOTED");
      } else {
        enquiry.state = "CLOSED";
        enquiry.closureReason = request.closureReason ?? null;
        await emit("ENQUIRY.CLOSED");
      }
    }
    // Guarded on the state read above, so that a writer in another process cannot
    // interleave two moves of the same enquiry.
    const { count } = await tx.enquiry.updateMany({
      where: { id: enquiryId, accountId, state: found.state },
      data: { state: enquiry.state, specialistName: enquiry.specialistName, closureReason: enquiry.closureReason, updatedAt: now },
    });
    if (count !== 1) throw new ServiceError("SANDBOX_SPECIFIC_ACTION_ERROR", "The enquiry changed state meanwhile; try again.");
  });
}
