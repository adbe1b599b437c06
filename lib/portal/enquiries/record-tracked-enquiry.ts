import "server-only";
import type { Enquiry } from "@/lib/contract/enquiry";
import type { MemberContext } from "../session/get-member";
import { indexEnquiry } from "./index-enquiry";

/**
 * Adds an enquiry the service has just created to the organisation's index, with the
 * member who sent it (the receiver may have indexed it first, from its ENQUIRY.CREATED
 * event, without knowing who).
 */
export async function recordTrackedEnquiry(context: MemberContext, connectionId: string, enquiry: Enquiry, readAt: Date): Promise<void> {
  await indexEnquiry(context.organization.id, { connectionId, enquiry, readAt, creator: { id: context.user.id, name: context.user.name } });
}
