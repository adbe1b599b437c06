import "server-only";
import { getServiceClient } from "../connections/get-service-client";
import { toWebhookError } from "./to-webhook-error";

/** The whole verification key, for an admin who copies it into a receiver of their own. */
export async function revealVerificationKey(organizationId: string): Promise<string> {
  try {
    return (await (await getServiceClient(organizationId)).getVerificationKey()).key;
  } catch (error) {
    throw toWebhookError(error);
  }
}
