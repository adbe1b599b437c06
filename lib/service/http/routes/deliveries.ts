import { createRoute, z } from "@hono/zod-openapi";
import { DeliveryListQuery, DeliveryListResponse, DeliveryResponse } from "@/lib/contract/webhook";
import { listDeliveries } from "../../delivery/list-deliveries";
import { retryDelivery } from "../../delivery/retry-delivery";
import { toWireDelivery } from "../../delivery/to-wire-delivery";
import { V1 } from "../context";
import { createRouter } from "../router";
import { json, keyedProblems } from "../responses";

// A Staydesk extension: the specification has no delivery log. Documented as such, so
// that clients built against the specification do not rely on it elsewhere.
const EXTENSION = "**Not part of the specification (v1.0.1): a Staydesk extension.**";

const param = (name: string) => z.string().min(1).max(255).meta({ param: { name, in: "path" } });
const WebhookId = z.object({ id: param("id") });
const DeliveryIds = z.object({ id: param("id"), deliveryId: param("deliveryId") });
const problems = keyedProblems("VALIDATION_ERROR", "RESOURCE_NOT_FOUND");

export const deliveryRoutes = createRouter();

// GET /external-api/v1/webhooks/{id}/deliveries – the webhook's delivery log, newest first
deliveryRoutes.openapi(
  createRoute({
    method: "get",
    path: "/webhooks/{id}/deliveries",
    operationId: "listWebhookDeliveries",
    tags: ["Webhooks"],
    summary: "List a webhook's deliveries (extension)",
    description: `${EXTENSION}
One delivery per event sent to this webhook, newest first, each with every attempt: the receiver's status, the duration, the error and the first 2 KB of the response body. A failed attempt is retried with exponential backoff (by default 5 retries over 24 hours), then the delivery is FAILED.`,
    "x-staydesk-extension": true,
    request: { params: WebhookId, query: DeliveryListQuery },
    responses: { 200: json(DeliveryListResponse, "A page of deliveries."), ...problems },
  }),
  async (c) => {
    const { id } = c.req.valid("param");
    const query = c.req.valid("query");
    const page = await listDeliveries(c.get("caller").accountId, id, query);
    const next = page.nextCursor
      ? `${V1}/webhooks/${encodeURIComponent(id)}/deliveries?${new URLSearchParams({
          cursor: page.nextCursor,
          pageSize: String(query.pageSize),
          ...(query.status ? { status: query.status } : {}),
        })}`
      : null;
    return c.json({ data: page.deliveries.map(toWireDelivery), pagination: { next } }, 200);
  },
);

// POST /external-api/v1/webhooks/{id}/deliveries/{deliveryId}/retry – attempt a delivery again now
deliveryRoutes.openapi(
  createRoute({
    method: "post",
    path: "/webhooks/{id}/deliveries/{deliveryId}/retry",
    operationId: "retryWebhookDelivery",
    tags: ["Webhooks"],
    summary: "Retry a delivery (extension)",
    description: `${EXTENSION}
Queues the delivery for an attempt now, with the same body and the next X-Delivery-Attempt number. A FAILED delivery gets one more attempt; a SUCCEEDED one is sent again (receivers dedupe on eventId); one being attempted at this moment is left as it is.`,
    "x-staydesk-extension": true,
    request: { params: DeliveryIds },
    responses: { 202: json(DeliveryResponse, "The delivery, queued."), ...problems },
  }),
  async (c) => {
    const { id, deliveryId } = c.req.valid("param");
    return c.json({ data: toWireDelivery(await retryDelivery(c.get("caller").accountId, id, deliveryId)) }, 202);
  },
);
