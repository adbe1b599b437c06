import "server-only";
import { publish } from "./bus";
import type { TimelineEntry } from "./messages";
import { readEnquirySummary } from "./read-enquiry-summary";

/**
 * The one publisher of an enquiry's summary: tells the open lists, the dashboard and the
 * enquiry's pages that its row changed (its state, its quotes, a client's choice), with the
 * timeline entries that changed it. `enquiry`: the agency enquiry, by its id or its reference.
 */
export async function publishSummary(organizationId: string, enquiry: { id: string } | { reference: string }, entries: TimelineEntry[] = []): Promise<void> {
  const summary = await readEnquirySummary(organizationId, enquiry);
  if (summary) publish(organizationId, { kind: "enquiry", enquiry: summary, entries });
}
