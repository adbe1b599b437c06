import "server-only";
import type { CreateEnquiryRequest, Enquiry } from "@/lib/contract/enquiry";
import { ServiceProblemError, type ServiceClient } from "@/lib/client";
import { getGeocoder } from "@/lib/geo";
import { getServiceClient } from "../connections/get-service-client";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { recordTrackedEnquiry } from "./record-tracked-enquiry";
import { isSameSubmission } from "./same-submission";
import { toPortalError } from "./to-portal-error";

/**
 * Creates the enquiry on the service with the organisation's key and adds it to the
 * organisation's index. Sending the same form twice (a double click, a retry after a
 * timeout) creates one enquiry: the form keeps its externalId, so the second request is
 * refused with RESOURCE_ALREADY_EXISTS and is answered with the enquiry the first one
 * made. An edited form sent again with the same externalId is not that enquiry: the
 * agent is told it exists and offered a link to it (ENQUIRY_EXISTS).
 */
export async function createEnquiry(context: MemberContext, request: CreateEnquiryRequest): Promise<{ serviceReference: string }> {
  const client = await getServiceClient(context.organization.id);
  let enquiry: Enquiry;
  const readAt = new Date();
  try {
    enquiry = await client.createEnquiry(request);
  } catch (error) {
    const existing = isAlreadyCreated(error) ? await findByExternalId(client, request.externalId) : null;
    if (!existing) throw toPortalError(error, request);
    if (!isSameSubmission(request, existing, await addressPlaceId(request))) throw alreadyExists(existing);
    enquiry = existing;
  }
  await recordTrackedEnquiry(context, enquiry, readAt);
  return { serviceReference: enquiry.serviceReference };
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
