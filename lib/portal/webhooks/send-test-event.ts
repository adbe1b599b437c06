import "server-only";
import { ServiceProblemError } from "@/lib/client";
import type { EventType } from "@/lib/contract/event";
import { getServiceClient } from "../connections/get-service-client";
import { PortalError } from "../errors";
import { toWebhookError } from "../connections/to-webhook-error";

/**
 * Sandbox: asks the provider to send an event of this type for the enquiry as it is now.
 * `connectionId`: the provider whose reference it is (without it, the organisation's default).
 */
export async function sendTestEvent(organizationId: string, serviceReference: string, eventType: EventType, connectionId?: string): Promise<void> {
  try {
    await (await getServiceClient(organizationId, connectionId)).triggerWebhookEvent(serviceReference, eventType);
  } catch (error) {
    if (error instanceof ServiceProblemError && error.code === "SANDBOX_SPECIFIC_ACTION_ERROR") {
      throw new PortalError("INVALID", error.detail ?? "The sandbox cannot send this event for this enquiry.", {
        eventType: [error.detail ?? "Not possible for this enquiry as it is now."],
      });
    }
    if (error instanceof ServiceProblemError && error.status === 404) {
      throw new PortalError("NOT_FOUND", "The provider does not offer sandbox events here (is the connection a production one?).");
    }
    throw toWebhookError(error);
  }
}
