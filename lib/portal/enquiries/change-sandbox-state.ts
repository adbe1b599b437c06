import "server-only";
import { ServiceClientError, ServiceProblemError } from "@/lib/client";
import type { ChangeStateRequest } from "@/lib/contract/sandbox";
import { toPortalErrorFromClient } from "../client-errors";
import { getServiceClient } from "../connections/get-service-client";
import { PortalError } from "../errors";

/** Sandbox: moves one of the organisation's provider enquiries (that connection's, else the default one's), as a specialist at the provider would. */
export async function changeSandboxState(organizationId: string, serviceReference: string, request: ChangeStateRequest, connectionId?: string): Promise<void> {
  try {
    await (await getServiceClient(organizationId, connectionId)).changeEnquiryState(serviceReference, request);
  } catch (error) {
    if (error instanceof ServiceProblemError && error.status === 400) throw new PortalError("INVALID", error.detail ?? error.title);
    if (error instanceof ServiceProblemError && error.status === 404) throw new PortalError("NOT_FOUND", "The provider has no sandbox operations for this enquiry.");
    if (error instanceof ServiceClientError) throw toPortalErrorFromClient(error, "the enquiry was not moved");
    throw error;
  }
}
