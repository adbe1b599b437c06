import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { OPEN_STATES } from "./list-open-enquiries";

/**
 * How many enquiries the organisation sent to this connection's provider (what its removal
 * keeps as history), and how many of them it is still working on and were not withdrawn
 * (what the removal offers to withdraw first).
 */
export async function countConnectionEnquiries(organizationId: string, connectionId: string): Promise<{ total: number; open: number }> {
  const db = getPrisma();
  const [total, open] = await Promise.all([
    db.providerEnquiry.count({ where: { organizationId, connectionId } }),
    db.providerEnquiry.count({ where: { organizationId, connectionId, withdrawnAt: null, state: { in: OPEN_STATES } } }),
  ]);
  return { total, open };
}
