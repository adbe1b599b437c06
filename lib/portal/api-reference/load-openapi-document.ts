import "server-only";
import { getOpenApiDocument } from "@/lib/client";
import type { OpenApiDocument } from "@/lib/contract/openapi-document";
import { getBuiltInServiceUrl } from "../portal-url";

let cached: Promise<OpenApiDocument> | undefined;

/**
 * The OpenAPI document of the service built into this process, read over HTTP like every
 * other answer of the service. It changes only with a deployment, so it is read once per
 * process; a failed read is not kept, the next page view tries again.
 */
export function loadOpenApiDocument(): Promise<OpenApiDocument> {
  cached ??= getOpenApiDocument({ baseUrl: getBuiltInServiceUrl() }).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
