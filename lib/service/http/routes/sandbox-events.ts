import { createRoute } from "@hono/zod-openapi";
import { TriggerWebhookEventRequest } from "@/lib/contract/event";
import { triggerSandboxEvent } from "../../sandbox/trigger-sandbox-event";
import { EnquiryIdParam } from "../params";
import { createRouter } from "../router";
import { BODY_CODES, keyedProblems } from "../responses";

// Mounted only when SERVICE_ENVIRONMENT=sandbox (see app.ts): in production the path
// does not exist, and answers 404 like any unknown path.
export const sandboxEventRoutes = createRouter();

// POST /external-api/v1/sandbox/enquiries/{id}/trigger-webhook-event – send an event for an enquiry now
sandboxEventRoutes.openapi(
  createRoute({
    method: "post",
    path: "/sandbox/enquiries/{id}/trigger-webhook-event",
    operationId: "triggerSandboxWebhookEvent",
    tags: ["Sandbox"],
    summary: "Trigger a webhook event (sandbox only)",
    description:
      "Sends an event of the given type for the enquiry as it is now, to every webhook subscribed to that type, without changing anything. A QUOTE.* event describes the enquiry's latest quote, a BOOKING.* event its latest booking, MESSAGE.CREATED its latest message and ENQUIRY.AMENDED its latest amendment: without one it is 400 SANDBOX_SPECIFIC_ACTION_ERROR.",
    request: {
      params: EnquiryIdParam,
      body: { required: true, content: { "application/json": { schema: TriggerWebhookEventRequest } } },
    },
    responses: {
      204: { description: "The event is recorded and on its way." },
      ...keyedProblems(...BODY_CODES, "SANDBOX_SPECIFIC_ACTION_ERROR", "RESOURCE_NOT_FOUND"),
    },
  }),
  async (c) => {
    await triggerSandboxEvent(c.get("caller").accountId, c.req.valid("param").id, c.req.valid("json").eventType);
    return c.body(null, 204);
  },
);
