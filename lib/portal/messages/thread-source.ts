import "server-only";
import { getPrisma } from "@/lib/db/prisma";

/** One provider's enquiry of an agency enquiry, whose thread the portal reads and writes. */
export type ThreadSource = { connectionId: string; serviceReference: string; providerName: string };

/**
 * The provider's enquiry behind an agency enquiry of the organisation, for one of its
 * connections: null when the enquiry is not the organisation's, or that provider has no
 * enquiry of it. Every read and write of a thread starts here, so another organisation's
 * enquiry, or a connection of another organisation, is simply not found.
 */
export async function findThreadSource(organizationId: string, reference: string, connectionId: string): Promise<ThreadSource | null> {
  const db = getPrisma();
  const provider = await db.providerEnquiry.findFirst({
    where: { organizationId, connectionId, enquiry: { organizationId, reference } },
    select: { serviceReference: true },
  });
  if (!provider) return null;
  const connection = await db.serviceConnection.findFirst({ where: { id: connectionId, organizationId }, select: { name: true } });
  if (!connection) return null;
  return { connectionId, serviceReference: provider.serviceReference, providerName: connection.name };
}
