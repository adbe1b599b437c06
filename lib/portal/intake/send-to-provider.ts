import "server-only";
import type { CreateEnquiryRequest, Enquiry } from "@/lib/contract/enquiry";
import { ServiceProblemError, type ServiceClient } from "@/lib/client";
import { getGeocoder } from "@/lib/geo";
import { PortalError } from "../errors";
import { isSameSubmission } from "./same-submission";
import { toPortalError } from "./to-portal-error";

/** What one provider made of the enquiry: it holds it now, or it refused (in words, on the form's fields). */
export type ProviderOutcome = { ok: true; enquiry: Enquiry; readAt: Date } | { ok: false; error: PortalError };

/**
 * Sends the create request to one provider. Sending the same form twice (a double click,
 * a retry after a timeout) creates one enquiry there: the form keeps its externalId, so
 * the second request is refused with RESOURCE_ALREADY_EXISTS and is answered with the
 * enquiry the first one made. An edited form sent again with the same externalId is not
 * that enquiry: the agent is told it exists and offered a link to it (ENQUIRY_EXISTS).
 */
export async function sendToProvider(client: ServiceClient, request: CreateEnquiryRequest): Promise<ProviderOutcome> {
  const readAt = new Date();
  try {
    return { ok: true, enquiry: await client.createEnquiry(request), readAt };
  } catch (error) {
    try {
      const existing = isAlreadyCreated(error) ? await findByExternalId(client, request.externalId) : null;
      if (!existing) return { ok: false, error: toPortalError(error, request) };
      if (!isSameSubmission(request, existing, await addressPlaceId(request))) return { ok: false, error: alreadyExists(existing) };
      return { ok: true, enquiry: existing, readAt };
    } catch (unexpected) {
      if (unexpected instanceof PortalError) return { ok: false, error: unexpected };
      throw unexpected;
    }
  }
}

function isAlreadyCreated(error: unknown): boolean {
  return error instanceof ServiceProblemError && error.code === "RESOURCE_ALREADY_EXISTS";
}

/** The enquiry that holds this externalId; the key scopes the look-up to the organisation's account. */
async function findByExternalId(client: ServiceClient, externalId: string): Promise<Enquiry | null> {
  try {
    const enquiry = await client.getEnquiry(externalId);
    return enquiry.externalId === externalId ? enquiry : null;
  } catch {
    return null;
  }
}

/**
 * Where the request's address resolves, as the service's own gazetteer places it: the
 * place id sent with it when that is one of the places the address names (a choice
 * among candidates), otherwise the best place.
 */
async function addressPlaceId(request: CreateEnquiryRequest): Promise<string | null> {
  const { addressFormatted: address, mapPlaceId } = request.enquiryLocation;
  if (address === undefined) return null;
  try {
    const { places } = await getGeocoder().searchAddress(address);
    return places.find((place) => place.placeId === mapPlaceId)?.placeId ?? places[0]?.placeId ?? null;
  } catch {
    return null;
  }
}

function alreadyExists(existing: Enquiry): PortalError {
  const reference = existing.serviceReference;
  return new PortalError(
    "ENQUIRY_EXISTS",
    `An enquiry with these references already exists (${reference}), with other details. To send this form as a new enquiry, change its external id and reference.`,
    { externalId: [`Already used by enquiry ${reference}.`] },
    { href: `/enquiries/${encodeURIComponent(reference)}`, label: `Open ${reference}` },
  );
}
