import "server-only";
import { getPrisma } from "@/lib/db/prisma";

/** How many of the organisation's invitations wait for an answer (expired ones included, as the members page lists them). */
export async function countPendingInvitations(organizationId: string): Promise<number> {
  return getPrisma().invitation.count({ where: { organizationId, status: "pending" } });
}
