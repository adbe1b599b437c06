import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import type { EnquirySummary } from "./messages";

/**
 * An agency enquiry's summary as the index holds it: what the live stream publishes after
 * each change, and what the enquiry page starts from. `enquiry`: by its id or its reference.
 * Null when the organisation holds no such enquiry.
 */
export async function readEnquirySummary(organizationId: string, enquiry: { id: string } | { reference: string }): Promise<EnquirySummary | null> {
  const where = "id" in enquiry ? { id: enquiry.id, organizationId } : { organizationId_reference: { organizationId, reference: enquiry.reference } };
  const tracked = await getPrisma().trackedEnquiry.findUnique({
    where,
    select: { reference: true, clientReference: true, state: true, quoteCount: true, quotedAt: true, createdById: true },
  });
  return tracked ? { ...tracked, quotedAt: tracked.quotedAt?.toISOString() ?? null } : null;
}
