import { loadOpenApiDocument } from "@/lib/portal/api-reference/load-openapi-document";
import { toPostmanCollection } from "@/lib/portal/api-reference/to-postman-collection";
import { getPortalUrl } from "@/lib/portal/portal-url";
import { problemResponse } from "@/lib/portal/problem-response";

// GET /docs/api/postman.json – a Postman collection generated from the OpenAPI document.
export async function GET() {
  const document = await loadOpenApiDocument().catch(() => null);
  if (!document) return problemResponse("SERVICE_UNAVAILABLE", "The service did not answer; try again in a moment.", { headers: { "retry-after": "5" } });
  return Response.json(toPostmanCollection(document, getPortalUrl()), {
    headers: { "content-disposition": 'attachment; filename="staydesk.postman_collection.json"' },
  });
}
