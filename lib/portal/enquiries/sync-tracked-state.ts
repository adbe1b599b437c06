import "server-only";
import type { Enquiry } from "@/lib/contract/enquiry";
import { getPrisma } from "@/lib/db/prisma";

/**
 * Keeps the index's state as fresh as the last time the portal saw the enquiry (the
 * enquiry page reads it from the service on every visit). Scoped to the organisation.
 */
export async function syncTrackedState(organizationId: string, enquiry: Enquiry): Promise<void> {
  const state = enquiry.enquiryState?.state;
  if (!state) return;
  await getPrisma().trackedEnquiry.updateMany({
    where: { organizationId, serviceReference: enquiry.serviceReference, NOT: { state } },
    data: { state },
  });
}
