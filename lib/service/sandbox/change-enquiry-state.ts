import type { ChangeStateRequest } from "@/lib/contract/sandbox";
import { getEnquiryOrThrow } from "../enquiries/get-enquiry-or-throw";
import { moveEnquiry, type MoveInput } from "../lifecycle/move-enquiry";
import { publicOrigin } from "../public-origin";
import { buildQuote } from "../quotes/build-quote";
import { sandboxSpecialist } from "./sandbox-specialist";

/** The lifecycle's move to the state asked for (contract "Sandbox operations"). */
function moveTo(request: ChangeStateRequest): MoveInput {
  switch (request.enquiryState) {
    case "SHORTLISTING":
      return { move: "SHORTLIST" };
    case "QUOTED":
      // QUOTED again sends a new quote, built from the inventory, which invalidates the previous one.
      return { move: "QUOTE", draft: (db, enquiry, now) => buildQuote(db, enquiry, now, publicOrigin()) };
    case "CLOSED":
      return { move: "CLOSE", closureReason: request.closureReason ?? null };
  }
}

/**
 * The sandbox's change-state: moves the enquiry forward by the lifecycle, as the sandbox
 * may, through every state on the way (a NEW enquiry is shortlisted before it is
 * quoted), recording each step's event in order, all in one change with the enquiry. A
 * refused move changes nothing.
 */
export async function changeEnquiryState(accountId: string, id: string, request: ChangeStateRequest): Promise<void> {
  const { serviceReference } = await getEnquiryOrThrow(accountId, id);
  await moveEnquiry({ serviceReference, accountId }, { kind: "SANDBOX", name: sandboxSpecialist(serviceReference) }, moveTo(request));
}
