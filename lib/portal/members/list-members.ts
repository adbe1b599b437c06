import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { toRole, type Role } from "../membership/roles";

export type MemberRow = { id: string; userId: string; name: string; email: string; role: Role; joinedAt: Date };

/** The organisation's members, admins first. */
export async function listMembers(organizationId: string): Promise<MemberRow[]> {
  const rows = await getPrisma().member.findMany({
    where: { organizationId },
    select: { id: true, role: true, createdAt: true, user: { select: { id: true, name: true, email: true } } },
    orderBy: { createdAt: "asc" },
  });
  return rows
    .map((row) => ({ id: row.id, userId: row.user.id, name: row.user.name, email: row.user.email, role: toRole(row.role), joinedAt: row.createdAt }))
    .sort((a, b) => (a.role === b.role ? 0 : a.role === "admin" ? -1 : 1));
}
