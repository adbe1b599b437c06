import "server-only";
import { cache } from "react";
import { getPrisma } from "@/lib/db/prisma";
import { toRole, type Role } from "../auth/roles";

export type Membership = { organizationId: string; name: string; role: Role };

/** The organisations a user belongs to, oldest first (a signed-in member's come with getMember). */
export const listMemberships = cache(async (userId: string): Promise<Membership[]> => {
  const rows = await getPrisma().member.findMany({
    where: { userId },
    select: { role: true, organization: { select: { id: true, name: true } } },
    orderBy: { createdAt: "asc" },
  });
  return rows.map((row) => ({ organizationId: row.organization.id, name: row.organization.name, role: toRole(row.role) }));
});
