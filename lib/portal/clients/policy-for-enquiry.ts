import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { capForPlace, enquiryPlace } from "./enquiry-place";

/** The cap that applies to an enquiry, as the client holds it (quotes/check-policy.ts marks an option against it). */
export type EnquiryPolicy = {
  clientName: string;
  cap: { placeKind: "city" | "country"; place: string; currency: string; nightlyCap: string };
};

/** What of an agency enquiry (TrackedEnquiry) the policy reads: the client it is billed to and the place it resolved to. */
export type PolicyEnquiry = { clientId: string | null; placeLabel: string };

/**
 * The client's cap that applies to the enquiry's place (its city's before its country's),
 * in the organisation only; null when the enquiry has no client or the client has no cap
 * for the place. A client archived since the enquiry was made still holds its caps.
 */
export async function policyForEnquiry(organizationId: string, enquiry: PolicyEnquiry): Promise<EnquiryPolicy | null> {
  if (!enquiry.clientId) return null;
  const client = await getPrisma().client.findFirst({
    where: { id: enquiry.clientId, organizationId },
    select: { name: true, policyCaps: { select: { placeKind: true, place: true, currency: true, nightlyCap: true }, orderBy: [{ placeKey: "asc" }] } },
  });
  if (!client) return null;
  const caps = client.policyCaps.map((cap) => ({ ...cap, placeKind: cap.placeKind === "country" ? ("country" as const) : ("city" as const) }));
  const cap = capForPlace(caps, enquiryPlace(enquiry.placeLabel));
  return cap ? { clientName: client.name, cap } : null;
}

/** The same, for the organisation's enquiry `reference` (its page's reference); null when there is no such enquiry. */
export async function policyForReference(organizationId: string, reference: string): Promise<EnquiryPolicy | null> {
  const enquiry = await getPrisma().trackedEnquiry.findFirst({ where: { organizationId, reference }, select: { clientId: true, placeLabel: true } });
  return enquiry ? policyForEnquiry(organizationId, enquiry) : null;
}
