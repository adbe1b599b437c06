import "server-only";
import type { CreateEnquiryRequest, Enquiry } from "@/lib/contract/enquiry";
import { ServiceProblemError, type ServiceClient } from "@/lib/client";
import { getServiceClient } from "../connections/get-service-client";
import type { MemberContext } from "../session/get-member";
import { recordTrackedEnquiry } from "./record-tracked-enquiry";
import { toPortalError } from "./to-portal-error";

/**
 * Creates the enquiry on the service with the organisation's key and adds it to the
 * organisation's index. Sending the same form twice (a double click, a retry after a
 * timeout) creates one enquiry: the form keeps its externalId, so the second request is
 * refused with RESOURCE_ALREADY_EXISTS and is answered with the enquiry the first one made.
 */
export async function createEnquiry(context: MemberContext, request: CreateEnquiryRequest): Promise<{ serviceReference: string }> {
  const client = await getServiceClient(context.organization.id);
  let enquiry: Enquiry;
  try {
    enquiry = await client.createEnquiry(request);
  } catch (error) {
    const earlier = isAlreadyCreated(error) ? await findSameSubmission(client, request) : null;
    if (!earlier) throw toPortalError(error, request);
    enquiry = earlier;
  }
  await recordTrackedEnquiry(context, enquiry);
  return { serviceReference: enquiry.serviceReference };
}

function isAlreadyCreated(error: unknown): boolean {
  return error instanceof ServiceProblemError && error.code === "RESOURCE_ALREADY_EXISTS";
}

/**
 * The enquiry that holds this externalId, when it is this submission's: same externalId
 * and same clientReference. The key scopes the look-up to the organisation's account.
 */
async function findSameSubmission(client: ServiceClient, request: CreateEnquiryRequest): Promise<Enquiry | null> {
  try {
    const enquiry = await client.getEnquiry(request.externalId);
    return enquiry.externalId === request.externalId && enquiry.clientReference === request.clientReference ? enquiry : null;
  } catch {
    return null;
  }
}
