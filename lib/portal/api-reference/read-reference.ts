import "server-only";
import { getPortalUrl } from "../portal-url";
import { buildReference, type ApiReference } from "./build-reference";
import { loadOpenApiDocument } from "./load-openapi-document";

/** The API reference of the service built into this process, or null when it did not answer. */
export async function readReference(): Promise<ApiReference | null> {
  const document = await loadOpenApiDocument().catch(() => null);
  return document ? buildReference(document, getPortalUrl()) : null;
}
