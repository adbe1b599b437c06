import "server-only";
import { getPrisma } from "@/lib/db/prisma";

/** A provider's enquiry it is still working on: withdrawing it asks the provider to close it. */
export const OPEN_STATES = ["NEW", "SHORTLISTING", "QUOTED"];

/** One of the organisation's enquiries still open at a provider. */
export type OpenEnquiry = {
  /** The provider enquiry's row, and the agency enquiry it belongs to. */
  id: string;
  enquiryId: string;
  /** The agency enquiry's reference (its link) and the client's reference. */
  reference: string;
  clientReference: string;
  /** The provider's own reference. */
  serviceReference: string;
  /** The connection's key generation it was sent with: another account's key cannot reach it. */
  keyGeneration: number;
};

/**
 * The organisation's enquiries this connection's provider is still working on (new,
 * shortlisting or quoted) and that were not withdrawn from it, oldest first. A booking is
 * not open: it is the provider's to cancel.
 */
export async function listOpenEnquiries(organizationId: string, connectionId: string): Promise<OpenEnquiry[]> {
  const rows = await getPrisma().providerEnquiry.findMany({
    where: { organizationId, connectionId, withdrawnAt: null, state: { in: OPEN_STATES } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, enquiryId: true, serviceReference: true, keyGeneration: true, enquiry: { select: { reference: true, clientReference: true } } },
  });
  return rows.map(({ enquiry, ...row }) => ({ ...row, reference: enquiry.reference, clientReference: enquiry.clientReference }));
}
