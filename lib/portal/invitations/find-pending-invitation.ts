import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { toRole, type Role } from "../membership/roles";

export type PendingInvitation = { id: string; email: string; role: Role; expiresAt: Date };

/** The organisation's invitation to `email` that is still waiting and still works (not expired), if any. */
export async function findPendingInvitation(organizationId: string, email: string, now = new Date()): Promise<PendingInvitation | null> {
  const row = await getPrisma().invitation.findFirst({
    where: { organizationId, email: email.toLowerCase(), status: "pending", expiresAt: { gt: now } },
    select: { id: true, email: true, role: true, expiresAt: true },
    orderBy: { createdAt: "desc" },
  });
  return row ? { ...row, role: toRole(row.role ?? "agent") } : null;
}
