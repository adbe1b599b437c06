import { z } from "zod";
import { Timestamp } from "./common";
import { EventType } from "./event";

// Webhook registrations (contract, Webhooks), the verification key, and the delivery log
// (a Staydesk extension). URL rules that depend on the environment and on DNS (public
// addresses, https in production) are the service's, not the schema's.

export const MAX_WEBHOOKS = 5;

function isAbsoluteHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
}

export const WebhookUrl = z
  .string()
  .trim()
  .max(2048, "Must be at most 2048 characters.")
  .refine(isAbsoluteHttpUrl, "Must be an absolute http or https URL.")
  .refine((v) => !URL.canParse(v) || (new URL(v).username === "" && new URL(v).password === ""), "Must not contain a user name or password.")
  .meta({ format: "uri", example: "https://hooks.example.com/staydesk" });

export const WebhookRequest = z
  .object({
    url: WebhookUrl.meta({
      description:
        "Where events are POSTed. Unique among the account's webhooks. In both environments, every address the host resolves to must be a public internet address (no private, loopback, link-local, shared or reserved range), checked at registration and again before every delivery. Production also needs https; the sandbox accepts http. (An operator may allow private addresses in a sandbox run for local development.)",
    }),
    events: z
      .array(EventType)
      .default([])
      .meta({ description: "Event types to receive; empty (the default) means all." }),
    description: z.string().trim().max(500, "Must be at most 500 characters.").nullable().default(null),
  })
  .meta({ id: "WebhookRequest", description: "Create and update (PUT replaces every field; an omitted field takes its default). Unknown fields are ignored." });
export type WebhookRequest = z.infer<typeof WebhookRequest>;

export const Webhook = z
  .object({
    id: z.string().meta({ example: "5a0b3c1e-8a53-4c2e-9a77-2f1f4b0b9d11" }),
    url: z.string().meta({ example: "https://hooks.example.com/staydesk" }),
    events: z.array(EventType).meta({ description: "Empty means all event types." }),
    description: z.string().nullable(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  })
  .meta({ id: "Webhook" });
export type Webhook = z.infer<typeof Webhook>;

export const WebhookResponse = z.object({ data: Webhook }).meta({ id: "WebhookResponse" });
export const WebhookListResponse = z.object({ data: z.array(Webhook) }).meta({ id: "WebhookListResponse" });

export const VerificationKeyResponse = z
  .object({
    data: z
      .object({
        key: z.string().meta({ description: "The HMAC secret of this account's webhook signatures." }),
        algorithm: z.literal("HMAC-SHA256"),
        signatureEncoding: z.literal("base64"),
      })
      .meta({ id: "VerificationKey" }),
  })
  .meta({
    id: "VerificationKeyResponse",
    description:
      "X-Signature is base64(HMAC-SHA256(key, body)), computed over the exact bytes of the request body, with the key's UTF-8 bytes as the HMAC key.",
  });

// ---------------------------------------------------------------- delivery log (extension)

export const DELIVERY_STATUSES = ["PENDING", "SUCCEEDED", "FAILED", "CANCELLED"] as const;
export const DeliveryStatus = z.enum(DELIVERY_STATUSES).meta({
  id: "DeliveryStatus",
  description: "PENDING: waiting for its next attempt (or being attempted). SUCCEEDED: a 2xx was received. FAILED: every retry failed. CANCELLED: the webhook was deleted first.",
});

export const DeliveryAttempt = z
  .object({
    attempt: z.number().int().meta({ description: "1 for the first attempt; the X-Delivery-Attempt header sent." }),
    createdAt: Timestamp,
    statusCode: z.number().int().nullable().meta({ description: "The receiver's HTTP status; null when no response came." }),
    durationMs: z.number().int(),
    error: z.string().nullable().meta({ example: "no response within 10000 ms" }),
    responseBody: z.string().nullable().meta({ description: "The first 2 KB of the response body." }),
  })
  .meta({ id: "DeliveryAttempt" });

export const Delivery = z
  .object({
    id: z.string(),
    eventId: z.string(),
    eventType: EventType,
    status: DeliveryStatus,
    attemptCount: z.number().int(),
    nextAttemptAt: Timestamp.nullable().meta({ description: "When a PENDING delivery is next attempted; null otherwise." }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    attempts: z.array(DeliveryAttempt).meta({ description: "Oldest first." }),
  })
  .meta({ id: "Delivery" });
export type Delivery = z.infer<typeof Delivery>;

export const DeliveryListQuery = z.object({
  pageSize: z.coerce.number().int().min(1).max(100).default(10).meta({ param: { name: "pageSize", in: "query" } }),
  cursor: z.string().max(512).optional().meta({ param: { name: "cursor", in: "query" }, description: "From `pagination.next`." }),
  status: DeliveryStatus.optional().meta({ param: { name: "status", in: "query" } }),
});
export type DeliveryListQuery = z.infer<typeof DeliveryListQuery>;

export const DeliveryListResponse = z
  .object({
    data: z.array(Delivery),
    pagination: z
      .object({ next: z.string().nullable().meta({ description: "Relative link to the next (older) page; null on the last." }) })
      .meta({ id: "DeliveryPagination" }),
  })
  .meta({ id: "DeliveryListResponse" });

export const DeliveryResponse = z.object({ data: Delivery }).meta({ id: "DeliveryResponse" });
