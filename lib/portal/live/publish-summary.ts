import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { publish } from "./bus";
import type { TimelineEntry } from "./messages";

/**
 * The one publisher of an enquiry's summary: tells the open lists, the dashboard and the
 * enquiry's pages that its row changed (its state, its quotes, a client's choice), with the
 * timeline entries that changed it. `enquiry`: the agency enquiry, by its id or its reference.
 */
export async function publishSummary(organizationId: string, enquiry: { id: string } | { reference: string }, entries: TimelineEntry[] = []): Promise<void> {
  const where = "id" in enquiry ? { id: enquiry.id, organizationId } : { organizationId_reference: { organizationId, reference: enquiry.reference } };
  const tracked = await getPrisma().trackedEnquiry.findUnique({
    where,
    select: { reference: true, clientReference: true, state: true, quoteCount: true, quotedAt: true, createdById: true },
  });
  if (!tracked) return;
  publish(organizationId, { kind: "enquiry", enquiry: { ...tracked, quotedAt: tracked.quotedAt?.toISOString() ?? null }, entries });
}
