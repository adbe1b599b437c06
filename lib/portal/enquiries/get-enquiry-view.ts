import "server-only";
import type { Enquiry } from "@/lib/contract/enquiry";
import { ServiceClientError, ServiceProblemError } from "@/lib/client";
import { getPrisma } from "@/lib/db/prisma";
import { getServiceClient } from "../connections/get-service-client";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { readFreshSnapshot } from "./enquiry-snapshot";
import { indexEnquiry } from "./index-enquiry";
import { clientErrorInWords } from "../client-errors";

export type EnquiryView =
  | { status: "found"; enquiry: Enquiry; createdBy: { name: string; at: Date } | null }
  | { status: "not-found" }
  /** Tracked here, but sent with a key of another account, which the current key cannot read. */
  | { status: "other-account"; serviceReference: string }
  | { status: "unavailable"; message: string };

/**
 * The enquiry as the service holds it now, read with the organisation's key (so another
 * organisation's enquiry is simply not found), and who in the organisation created it.
 */
export async function getEnquiryView(context: MemberContext, reference: string): Promise<EnquiryView> {
  const organizationId = context.organization.id;
  // Re-rendered for an event: the receiver has just read the enquiry, and indexed it.
  const snapshot = await readFreshSnapshot(organizationId, reference);
  if (snapshot) return { status: "found", enquiry: snapshot.enquiry, createdBy: await createdByOf(organizationId, snapshot.enquiry.serviceReference) };
  let enquiry: Enquiry;
  const readAt = new Date();
  try {
    const client = await getServiceClient(organizationId);
    enquiry = await client.getEnquiry(reference);
  } catch (error) {
    if (error instanceof ServiceProblemError && error.status === 404) return otherAccountOrNotFound(organizationId, reference);
    if (error instanceof PortalError) return { status: "unavailable", message: error.message };
    if (error instanceof ServiceClientError) {
      console.error(`[enquiries] reading ${reference}: ${error.message}`);
      return { status: "unavailable", message: clientErrorInWords(error, "the enquiry cannot be shown") };
    }
    throw error;
  }
  const [createdBy] = await Promise.all([
    createdByOf(organizationId, enquiry.serviceReference),
    // The index's state as fresh as this read.
    indexEnquiry(organizationId, { enquiry, readAt }),
  ]);
  return { status: "found", enquiry, createdBy };
}

async function createdByOf(organizationId: string, serviceReference: string): Promise<{ name: string; at: Date } | null> {
  const tracked = await getPrisma().trackedEnquiry.findUnique({
    where: { organizationId_serviceReference: { organizationId, serviceReference } },
    select: { createdByName: true, createdAt: true },
  });
  return tracked ? { name: tracked.createdByName, at: tracked.createdAt } : null;
}

async function otherAccountOrNotFound(organizationId: string, reference: string): Promise<EnquiryView> {
  const db = getPrisma();
  const [tracked, connection] = await Promise.all([
    db.trackedEnquiry.findFirst({
      where: { organizationId, OR: [{ serviceReference: reference }, { externalId: reference }] },
      select: { serviceReference: true, keyGeneration: true },
    }),
    db.serviceConnection.findUnique({ where: { organizationId }, select: { keyGeneration: true } }),
  ]);
  if (tracked && connection && tracked.keyGeneration !== connection.keyGeneration) {
    return { status: "other-account", serviceReference: tracked.serviceReference };
  }
  return { status: "not-found" };
}
