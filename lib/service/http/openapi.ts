import { z, type OpenAPIHono } from "@hono/zod-openapi";
import { DELIVERY_HEADERS, EVENT_DESCRIPTIONS, EVENT_PAYLOADS, EVENT_TYPES, EXTENSION_EVENT_TYPES } from "@/lib/contract/event";
import type { AppEnv } from "./context";
import { publicOrigin } from "../public-origin";
import { addOperationExamples } from "./openapi-examples";

const DESCRIPTION = `Enquiry and Quote Integration Service, interface version 1.0.1.

Every request carries an API key in the \`X-Api-Key\` header. Errors are RFC 9457
problem details (\`application/problem+json\`). Everything is scoped to the key's
account: another account's resource is 404, never 403.

Every answer to a known key carries its rate limit: \`RateLimit-Limit\` (requests per
window), \`RateLimit-Remaining\`, \`RateLimit-Reset\` (seconds until the window ends) and
\`RateLimit-Policy\` (\`limit;w=seconds\`). Past the limit the answer is 429 with
\`Retry-After\` equal to \`RateLimit-Reset\`. While the database is unavailable or full,
answers are 503 with \`Retry-After\`: send the request again after that many seconds.

Browsers: this document may be read from any origin (CORS). The API itself sends no CORS
headers, so a browser page on another origin cannot call it: an API key in a web page
is readable by anyone who opens it. Call the API from a server.`;

/** Headers on every answer to a known key (after authentication), documented once as components. */
const RATE_LIMIT_HEADERS = {
  "RateLimit-Limit": { description: "Requests allowed per key in each window.", schema: { type: "integer", minimum: 1 } },
  "RateLimit-Remaining": { description: "Requests left in the current window.", schema: { type: "integer", minimum: 0 } },
  "RateLimit-Reset": { description: "Seconds until the current window ends and the count starts again.", schema: { type: "integer", minimum: 1 } },
  "RateLimit-Policy": { description: "The policy: `limit;w=window seconds`, e.g. `1200;w=60`.", schema: { type: "string", example: "1200;w=60" } },
} as const;


/** The OpenAPI 3.1 document, generated from the same zod schemas the routes validate with. */
export function buildOpenApiDocument(app: OpenAPIHono<AppEnv>, environment: string) {
  app.openAPIRegistry.registerComponent("securitySchemes", "ApiKey", {
    type: "apiKey",
    in: "header",
    name: "X-Api-Key",
  });
  for (const [name, header] of Object.entries(RATE_LIMIT_HEADERS)) app.openAPIRegistry.registerComponent("headers", name, header);
  registerEventWebhooks(app);
  const document = app.getOpenAPI31Document({
    openapi: "3.1.0",
    info: { title: "Staydesk – Enquiry and Quote Integration Service", version: "1.0.1", description: DESCRIPTION },
    servers: [{ url: publicOrigin(), description: `This deployment (${environment})`, "x-internal": false }],
    security: [{ ApiKey: [] }],
    // In the specification's order; without it the order would be that of registration,
    // which puts the sandbox's provisioning extension (mounted before the key check) first.
    tags: [
      { name: "Enquiries", description: "Create an enquiry and read it back, by serviceReference or externalId." },
      { name: "Quotes", description: "The quotes sent for the account's enquiries, paginated." },
      { name: "Bookings", description: "(An extension) changes of a booking: extend or shorten the stay, change the guests or the lead guest, cancel; and the versions they make, each with its price." },
      { name: "Webhooks", description: "Where events are sent, the key that signs them, and (an extension) each delivery's log." },
      { name: "Messages", description: "(An extension) questions and answers between the agent's side and the provider's specialist about an enquiry, with files attached." },
      { name: "Account", description: "(An extension) the name the provider's staff see for the account." },
      { name: "Events", description: "The bodies POSTed to webhooks, one per event type." },
      { name: "Sandbox", description: "Sandbox only: move an enquiry along, send an event now, and (extensions) provision an account, book an enquiry and answer a booking's changes." },
    ],
  });
  return addRateLimitHeaders(addOperationExamples(document));
}

type Response = { headers?: Record<string, unknown> };
type Operation = { security?: Record<string, unknown>[]; responses?: Record<string, Response> };

// Every operation behind the API key answers with the rate-limit headers, except when the
// key is not accepted (401, 403): the count is per key.
function addRateLimitHeaders<T>(document: T): T {
  const paths = (document as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      if (operation.security?.some((s) => "ProvisioningToken" in s)) continue;
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (status === "401" || status === "403") continue;
        const refs = Object.fromEntries(Object.keys(RATE_LIMIT_HEADERS).map((name) => [name, { $ref: `#/components/headers/${name}` }]));
        response.headers = { ...refs, ...response.headers };
      }
    }
  }
  return document;
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
      operationId: `receive${type
        .toLowerCase()
        .split(/[._]/)
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join("")}Event`,
      tags: ["Events"],
      summary: type,
      description: `${EVENT_DESCRIPTIONS[type]} Sent as a POST (Content-Type: application/json) to every webhook subscribed to ${type} when it happened. Any 2xx acknowledges; anything else, a redirect or no answer within 10 s is retried with exponential backoff (by default 5 retries over 24 hours). Delivery is at least once: deduplicate on eventId.`,
      request: { headers: DeliveryHeaders, body: { content: { "application/json": { schema: EVENT_PAYLOADS[type] } } } },
      responses: { 200: { description: "Any 2xx status acknowledges the event." } },
      ...(EXTENSION_EVENT_TYPES.includes(type) ? { "x-staydesk-extension": true } : {}),
    });
  }
}
