import { z, type OpenAPIHono } from "@hono/zod-openapi";
import { DELIVERY_HEADERS, EVENT_DESCRIPTIONS, EVENT_PAYLOADS, EVENT_TYPES } from "@/lib/contract/event";
import type { AppEnv } from "./context";
import { addOperationExamples } from "./openapi-examples";

const DESCRIPTION = `Enquiry and Quote Integration Service, interface version 1.0.1.

Every request carries an API key in the \`X-Api-Key\` header. Errors are RFC 9457
problem details (\`application/problem+json\`). Everything is scoped to the key's
account: another account's resource is 404, never 403.`;

/** The OpenAPI 3.1 document, generated from the same zod schemas the routes validate with. */
export function buildOpenApiDocument(app: OpenAPIHono<AppEnv>, environment: string) {
  app.openAPIRegistry.registerComponent("securitySchemes", "ApiKey", {
    type: "apiKey",
    in: "header",
    name: "X-Api-Key",
  });
  registerEventWebhooks(app);
  const document = app.getOpenAPI31Document({
    openapi: "3.1.0",
    info: { title: "Staydesk – Enquiry and Quote Integration Service", version: "1.0.1", description: DESCRIPTION },
    servers: [{ url: "/", description: `This deployment (${environment})` }],
    security: [{ ApiKey: [] }],
    // In the specification's order; without it the order would be that of registration,
    // which puts the sandbox's provisioning extension (mounted before the key check) first.
    tags: [{ name: "Enquiries" }, { name: "Quotes" }, { name: "Webhooks" }, { name: "Events" }, { name: "Sandbox" }],
  });
  return addOperationExamples(document);
}

const DeliveryHeaders = z.object({
  [DELIVERY_HEADERS.signature]: z.string().meta({ description: "base64(HMAC-SHA256(verification key, exact body bytes)); see /webhook-verification-key." }),
  [DELIVERY_HEADERS.eventId]: z.string().meta({ description: "The event's eventId: the same on every attempt. Deduplicate on it." }),
  [DELIVERY_HEADERS.eventType]: z.string().meta({ description: "The event's eventType." }),
  [DELIVERY_HEADERS.attempt]: z.string().meta({ description: "1 for the first attempt, then 2, 3 … on retries.", example: "1" }),
  [DELIVERY_HEADERS.deliveryId]: z.string().meta({ description: "Staydesk extension: the delivery in GET /webhooks/{id}/deliveries." }),
});

// The `webhooks` section: one entry per event type, with its body and headers.
function registerEventWebhooks(app: OpenAPIHono<AppEnv>) {
  for (const type of EVENT_TYPES) {
    app.openAPIRegistry.registerWebhook({
      method: "post",
      path: type,
      tags: ["Events"],
      summary: type,
      description: `${EVENT_DESCRIPTIONS[type]} Sent as a POST (Content-Type: application/json) to every webhook subscribed to ${type} when it happened. Any 2xx acknowledges; anything else, a redirect or no answer within 10 s is retried with exponential backoff (by default 5 retries over 24 hours). Delivery is at least once: deduplicate on eventId.`,
      request: { headers: DeliveryHeaders, body: { content: { "application/json": { schema: EVENT_PAYLOADS[type] } } } },
      responses: { 200: { description: "Any 2xx status acknowledges the event." } },
    });
  }
}
