import "server-only";
import { isExtensionMissing, ServiceClientError, ServiceProblemError } from "@/lib/client";
import { clientErrorInWords } from "../client-errors";
import { getServiceClient } from "../connections/get-service-client";
import { PortalError } from "../errors";
import { indexEnquiry } from "./index-enquiry";

/**
 * Asks one provider, with its connection's key, to close its enquiry through the withdrawal
 * extension, and indexes the closed enquiry it answers. Null when it closed it; otherwise
 * why it did not, in words (no extension, a refusal, down, the connection removed): the
 * caller marks it withdrawn here either way and tells the member.
 */
export async function askToWithdraw(organizationId: string, connectionId: string, serviceReference: string): Promise<string | null> {
  const readAt = new Date();
  try {
    const enquiry = await (await getServiceClient(organizationId, connectionId)).withdrawEnquiry(serviceReference);
    await indexEnquiry(organizationId, { connectionId, enquiry, readAt });
    return null;
  } catch (error) {
    // A provider without the withdrawal extension (the v1 API has no withdraw operation).
    if (isExtensionMissing(error)) return "The provider has no way to withdraw an enquiry through the API.";
    if (error instanceof ServiceProblemError && error.status === 409) return `The provider did not close it: ${error.detail ?? error.title}`;
    if (error instanceof PortalError) return error.message;
    if (error instanceof ServiceClientError) {
      console.error(`[enquiries] withdrawing ${serviceReference}: ${error.message}`);
      return clientErrorInWords(error, "it could not be asked to close the enquiry");
    }
    throw error;
  }
}
