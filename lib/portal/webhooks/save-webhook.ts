import "server-only";
import type { EventType } from "@/lib/contract/event";
import type { Webhook } from "@/lib/contract/webhook";
import { getServiceClient } from "../connections/get-service-client";
import { toWebhookError } from "../connections/to-webhook-error";

export type WebhookForm = { id?: string; url: string; events: EventType[]; description: string | null };

/** Creates the webhook at the connection's provider, or replaces every field of an existing one (PUT). */
export async function saveWebhook(organizationId: string, connectionId: string, form: WebhookForm): Promise<Webhook> {
  try {
    const client = await getServiceClient(organizationId, connectionId);
    const input = { url: form.url, events: form.events, description: form.description };
    return form.id ? await client.updateWebhook(form.id, input) : await client.createWebhook(input);
  } catch (error) {
    throw toWebhookError(error);
  }
}
