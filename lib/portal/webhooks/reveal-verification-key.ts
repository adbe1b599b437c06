import "server-only";
import { getServiceClient } from "../connections/get-service-client";
import { toWebhookError } from "../connections/to-webhook-error";

/** The whole verification key of the connection's account, for an admin who copies it into a receiver of their own. */
export async function revealVerificationKey(organizationId: string, connectionId: string): Promise<string> {
  try {
    return (await (await getServiceClient(organizationId, connectionId)).getVerificationKey()).key;
  } catch (error) {
    throw toWebhookError(error);
  }
}
