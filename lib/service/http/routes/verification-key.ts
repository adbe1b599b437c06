import { createRoute } from "@hono/zod-openapi";
import { VerificationKeyResponse } from "@/lib/contract/webhook";
import { getVerificationKey } from "../../webhooks/get-verification-key";
import { createRouter } from "../router";
import { json, keyedProblems } from "../responses";

export const verificationKeyRoutes = createRouter();

// GET /external-api/v1/webhook-verification-key – the secret that signs this account's webhooks
verificationKeyRoutes.openapi(
  createRoute({
    method: "get",
    path: "/webhook-verification-key",
    operationId: "getWebhookVerificationKey",
    tags: ["Webhooks"],
    summary: "Get the webhook verification key",
    description:
      "Every delivery carries `X-Signature`: base64(HMAC-SHA256(key, body)) over the exact bytes of the body. Compute it the same way with this key and compare in constant time; a match shows the payload is authentic.",
    responses: { 200: json(VerificationKeyResponse, "The key."), ...keyedProblems() },
  }),
  async (c) => {
    const key = await getVerificationKey(c.get("caller").accountId);
    return c.json({ data: { key, algorithm: "HMAC-SHA256" as const, signatureEncoding: "base64" as const } }, 200);
  },
);
