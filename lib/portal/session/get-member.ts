import "server-only";
import { cache } from "react";
import { getPrisma } from "@/lib/db/prisma";
import { toRole, type Role } from "../auth/roles";
import { getSession } from "./get-session";

export type SignedInUser = { id: string; name: string; email: string };

export type MemberContext = {
  user: SignedInUser;
  member: { id: string; role: Role };
  organization: { id: string; name: string; slug: string };
};

export type MemberLookup =
  | { status: "signed-out" }
  | { status: "no-organization"; user: SignedInUser }
  | { status: "member"; context: MemberContext };

/**
 * Who is asking, and as a member of which organisation: the session's active
 * organisation if the user still belongs to it, otherwise their oldest membership.
 * Read from the database on every request, so a removed member or a changed role takes
 * effect at once.
 */
export const getMember = cache(async (): Promise<MemberLookup> => {
  const session = await getSession();
  if (!session) return { status: "signed-out" };
  const user = { id: session.user.id, name: session.user.name, email: session.user.email };
  const activeId = session.session.activeOrganizationId ?? undefined;
  const memberships = await getPrisma().member.findMany({
    where: { userId: user.id },
    select: { id: true, role: true, organization: { select: { id: true, name: true, slug: true } } },
    orderBy: { createdAt: "asc" },
  });
  const member = memberships.find((m) => m.organization.id === activeId) ?? memberships[0];
  if (!member) return { status: "no-organization", user };
  return {
    status: "member",
    context: { user, member: { id: member.id, role: toRole(member.role) }, organization: member.organization },
  };
});
