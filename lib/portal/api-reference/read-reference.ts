import "server-only";
import type { OpenApiDocument } from "@/lib/contract/openapi-document";
import { getPortalUrl } from "../portal-url";
import { buildReference, type ApiReference } from "./build-reference";
import { loadOpenApiDocument } from "./load-openapi-document";

// The document is read once per process; so is the reference built from it, which a page
// and its metadata would otherwise each build again on every view.
let built: { document: OpenApiDocument; origin: string; reference: ApiReference } | undefined;

/** The API reference of the service built into this process, or null when it did not answer. */
export async function readReference(): Promise<ApiReference | null> {
  const document = await loadOpenApiDocument().catch(() => null);
  if (!document) return null;
  const origin = getPortalUrl();
  if (built?.document !== document || built.origin !== origin) built = { document, origin, reference: buildReference(document, origin) };
  return built.reference;
}
