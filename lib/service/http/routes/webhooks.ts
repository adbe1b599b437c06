import { createRoute, z } from "@hono/zod-openapi";
import { WebhookListResponse, WebhookRequest, WebhookResponse } from "@/lib/contract/webhook";
import { createWebhook } from "../../webhooks/create-webhook";
import { deleteWebhook } from "../../webhooks/delete-webhook";
import { getWebhookOrThrow } from "../../webhooks/get-webhook-or-throw";
import { listWebhooks } from "../../webhooks/list-webhooks";
import { toWireWebhook } from "../../webhooks/to-wire-webhook";
import { updateWebhook } from "../../webhooks/update-webhook";
import { createRouter } from "../router";
import { BODY_CODES, json, keyedProblems } from "../responses";

const WebhookId = z.object({
  id: z.string().min(1).max(255).meta({ param: { name: "id", in: "path" }, example: "5a0b3c1e-8a53-4c2e-9a77-2f1f4b0b9d11" }),
});
const body = { required: true, content: { "application/json": { schema: WebhookRequest } } };
const RULES =
  "At most 5 webhooks per account (a sixth is 400 MAX_RESOURCE_COUNT_REACHED); each URL once (400 RESOURCE_ALREADY_EXISTS). In production the URL must be https and must not resolve to a private, loopback or link-local address (400 VALIDATION_ERROR on `url`).";

export const webhookRoutes = createRouter();

// GET /external-api/v1/webhooks – the account's webhooks (also the way to check a key)
webhookRoutes.openapi(
  createRoute({
    method: "get",
    path: "/webhooks",
    operationId: "listWebhooks",
    tags: ["Webhooks"],
    summary: "List webhooks",
    description: "All webhooks of this account in this environment, oldest first; an empty array when there are none. A 200 proves the key works.",
    responses: { 200: json(WebhookListResponse, "The webhooks."), ...keyedProblems() },
  }),
  async (c) => c.json({ data: (await listWebhooks(c.get("caller").accountId)).map(toWireWebhook) }, 200),
);

// POST /external-api/v1/webhooks – register a webhook
webhookRoutes.openapi(
  createRoute({
    method: "post",
    path: "/webhooks",
    operationId: "createWebhook",
    tags: ["Webhooks"],
    summary: "Create a webhook",
    description: `Events that happen from now on are sent to it (see the \`webhooks\` section). ${RULES}`,
    request: { body },
    responses: { 201: json(WebhookResponse, "The webhook as registered."), ...keyedProblems(...BODY_CODES, "RESOURCE_ALREADY_EXISTS", "MAX_RESOURCE_COUNT_REACHED") },
  }),
  async (c) => c.json({ data: toWireWebhook(await createWebhook(c.get("caller").accountId, c.req.valid("json"))) }, 201),
);

// GET /external-api/v1/webhooks/{id} – one webhook
webhookRoutes.openapi(
  createRoute({
    method: "get",
    path: "/webhooks/{id}",
    operationId: "getWebhook",
    tags: ["Webhooks"],
    summary: "Get a webhook",
    description: "One webhook of this account, by the id its creation answered.",
    request: { params: WebhookId },
    responses: { 200: json(WebhookResponse, "The webhook."), ...keyedProblems("VALIDATION_ERROR", "RESOURCE_NOT_FOUND") },
  }),
  async (c) => c.json({ data: toWireWebhook(await getWebhookOrThrow(c.get("caller").accountId, c.req.valid("param").id)) }, 200),
);

// PUT /external-api/v1/webhooks/{id} – replace a webhook's url, events and description
webhookRoutes.openapi(
  createRoute({
    method: "put",
    path: "/webhooks/{id}",
    operationId: "updateWebhook",
    tags: ["Webhooks"],
    summary: "Update a webhook",
    description: `A full replacement: an omitted \`events\` becomes [] (all types), an omitted \`description\` null. Deliveries already queued go to the new URL. ${RULES}`,
    request: { params: WebhookId, body },
    responses: { 200: json(WebhookResponse, "The webhook as updated."), ...keyedProblems(...BODY_CODES, "RESOURCE_ALREADY_EXISTS", "RESOURCE_NOT_FOUND") },
  }),
  async (c) => {
    const webhook = await updateWebhook(c.get("caller").accountId, c.req.valid("param").id, c.req.valid("json"));
    return c.json({ data: toWireWebhook(webhook) }, 200);
  },
);

// DELETE /external-api/v1/webhooks/{id} – delete a webhook and cancel its pending deliveries
webhookRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/webhooks/{id}",
    operationId: "deleteWebhook",
    tags: ["Webhooks"],
    summary: "Delete a webhook",
    description: "Its deliveries not yet made are cancelled; nothing more is sent to it.",
    request: { params: WebhookId },
    responses: { 204: { description: "Deleted." }, ...keyedProblems("VALIDATION_ERROR", "RESOURCE_NOT_FOUND") },
  }),
  async (c) => {
    await deleteWebhook(c.get("caller").accountId, c.req.valid("param").id);
    return c.body(null, 204);
  },
);
