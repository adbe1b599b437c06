import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { toRole, type Role } from "../auth/roles";
import { invitationLink } from "./invitation-link";

export type InvitationRow = { id: string; email: string; role: Role; link: string; expiresAt: Date; expired: boolean; invitedBy: string };

/** Invitations of the organisation still waiting for an answer (expired ones included, marked). */
export async function listPendingInvitations(organizationId: string, now = new Date()): Promise<InvitationRow[]> {
  const rows = await getPrisma().invitation.findMany({
    where: { organizationId, status: "pending" },
    select: { id: true, email: true, role: true, expiresAt: true, inviter: { select: { name: true } } },
    orderBy: { createdAt: "desc" },
  });
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: toRole(row.role ?? "agent"),
    link: invitationLink(row.id),
    expiresAt: row.expiresAt,
    expired: row.expiresAt <= now,
    invitedBy: row.inviter.name,
  }));
}
