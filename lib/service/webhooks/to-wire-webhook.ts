import { formatTimestamp } from "@/lib/contract/common";
import type { EventType } from "@/lib/contract/event";
import type { Webhook } from "@/lib/contract/webhook";

export type WebhookRecord = {
  id: string;
  url: string;
  events: unknown; // a JSON column: the subscribed types
  description: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export function toWireWebhook(w: WebhookRecord): Webhook {
  return {
    id: w.id,
    url: w.url,
    events: w.events as EventType[],
    description: w.description,
    createdAt: formatTimestamp(w.createdAt),
    updatedAt: formatTimestamp(w.updatedAt),
  };
}
