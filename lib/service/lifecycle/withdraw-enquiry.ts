import type { ClosureReason } from "@/lib/contract/common";
import { ServiceError } from "../errors";
import { getEnquiryOrThrow } from "../enquiries/get-enquiry-or-throw";
import type { EnquiryRecord } from "../enquiries/to-wire-enquiry";
import { moveEnquiry } from "./move-enquiry";

/** Why a withdrawn enquiry is closed: the client went ahead with another provider. */
export const WITHDRAWAL_REASON: ClosureReason = "BOOKED_ELSEWHERE_COMPETITOR";

/**
 * The client withdraws one of the account's enquiries: an open one is closed (the usual
 * ENQUIRY.CLOSED event, reason BOOKED_ELSEWHERE_COMPETITOR); a closed one is left as it is,
 * so that asking twice, or after a specialist closed it, is the same answer. A booked
 * enquiry is not withdrawn (409). Another account's enquiry is "not found".
 */
export async function withdrawEnquiry(accountId: string, id: string): Promise<EnquiryRecord> {
  const enquiry = await getEnquiryOrThrow(accountId, id);
  if (enquiry.state === "CLOSED") return enquiry;
  try {
    await moveEnquiry({ serviceReference: enquiry.serviceReference, accountId }, { kind: "CLIENT", name: "The client" }, { move: "CLOSE", closureReason: WITHDRAWAL_REASON });
  } catch (error) {
    // Closed by someone else meanwhile: withdrawn all the same.
    if (!(error instanceof ServiceError)) throw error;
    const now = await getEnquiryOrThrow(accountId, enquiry.serviceReference);
    if (now.state !== "CLOSED") throw error;
    return now;
  }
  return getEnquiryOrThrow(accountId, enquiry.serviceReference);
}
