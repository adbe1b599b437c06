import "server-only";
import { getPrisma } from "@/lib/db/prisma";

/** How many enquiries the organisation sent to this connection's provider (what its removal keeps as history). */
export async function countConnectionEnquiries(organizationId: string, connectionId: string): Promise<number> {
  return getPrisma().providerEnquiry.count({ where: { organizationId, connectionId } });
}
