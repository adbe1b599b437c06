import "server-only";
import { cache } from "react";
import { getPrisma } from "@/lib/db/prisma";
import { toRole, type Role } from "../membership/roles";
import { chooseMembership } from "../membership/choose-membership";
import { getSession } from "./get-session";

export type SignedInUser = { id: string; name: string; email: string };

/** One organisation the user belongs to (the organisation switcher). */
export type Membership = { organizationId: string; name: string; role: Role };

export type MemberContext = {
  user: SignedInUser;
  member: { id: string; role: Role };
  organization: { id: string; name: string; slug: string };
};

/** The session a request came with: what the live stream's revocations are keyed on. */
export type SessionRef = { id: string; activeOrganizationId: string | null };

export type MemberLookup =
  | { status: "signed-out" }
  | { status: "no-organization"; user: SignedInUser }
  | { status: "member"; context: MemberContext; session: SessionRef; memberships: Membership[] };

/**
 * Who is asking, and as a member of which organisation: the session's active
 * organisation if the user still belongs to it, otherwise their oldest membership.
 * Read from the database on every request, so a removed member or a changed role takes
 * effect at once. Every membership comes with it, oldest first (the organisation switcher).
 */
export const getMember = cache(async (): Promise<MemberLookup> => {
  const session = await getSession();
  if (!session) return { status: "signed-out" };
  const user = { id: session.user.id, name: session.user.name, email: session.user.email };
  const activeOrganizationId = session.session.activeOrganizationId ?? null;
  const memberships = await getPrisma().member.findMany({
    where: { userId: user.id },
    select: { id: true, role: true, organizationId: true, organization: { select: { id: true, name: true, slug: true } } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const member = chooseMembership(memberships, activeOrganizationId);
  if (!member) return { status: "no-organization", user };
  return {
    status: "member",
    context: { user, member: { id: member.id, role: toRole(member.role) }, organization: member.organization },
    session: { id: session.session.id, activeOrganizationId },
    memberships: memberships.map((m) => ({ organizationId: m.organization.id, name: m.organization.name, role: toRole(m.role) })),
  };
});
