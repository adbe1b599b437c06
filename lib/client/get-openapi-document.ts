import { OpenApiDocument } from "@/lib/contract/openapi-document";
import { OPENAPI_DOCUMENT_BYTES } from "./answer-limits";
import { send } from "./http";
import { DEFAULT_TIMEOUT_MS } from "./service-client";

/** GET /external-api/v1/openapi.json: the service's OpenAPI document (public, no key). */
export async function getOpenApiDocument(options: { baseUrl: string; timeoutMs?: number; fetch?: typeof fetch }): Promise<OpenApiDocument> {
  const config = { baseUrl: options.baseUrl, timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS, headers: {}, fetch: options.fetch ?? fetch };
  return send(config, { method: "GET", path: "/external-api/v1/openapi.json", maxBytes: OPENAPI_DOCUMENT_BYTES }, OpenApiDocument);
}
