import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { toRole, type Role } from "../membership/roles";

export type InvitationView = {
  id: string;
  email: string;
  role: Role;
  organizationName: string;
  invitedBy: string;
  state: "pending" | "expired" | "answered";
};

/**
 * What the invitation link shows before anyone signs in. Knowing the id (the link) is
 * what entitles one to see it; accepting also needs the invited address's account.
 */
export async function getInvitation(invitationId: string, now = new Date()): Promise<InvitationView | null> {
  const row = await getPrisma().invitation.findUnique({
    where: { id: invitationId },
    select: {
      id: true,
      email: true,
      role: true,
      status: true,
      expiresAt: true,
      organization: { select: { name: true } },
      inviter: { select: { name: true } },
    },
  });
  if (!row) return null;
  const state = row.status !== "pending" ? "answered" : row.expiresAt <= now ? "expired" : "pending";
  return {
    id: row.id,
    email: row.email,
    role: toRole(row.role ?? "agent"),
    organizationName: row.organization.name,
    invitedBy: row.inviter.name,
    state,
  };
}
