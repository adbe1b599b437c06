import "server-only";
import { headers } from "next/headers";
import { getPrisma } from "@/lib/db/prisma";
import { getAuth } from "../auth/auth";
import { authErrorCode, authErrorMessage } from "../auth/auth-error";
import type { Role } from "../membership/roles";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";

/** Makes a member of the current organisation an admin or an agent. */
export async function changeMemberRole(context: MemberContext, input: { memberId: string; role: Role }): Promise<{ name: string }> {
  const member = await getPrisma().member.findFirst({
    where: { id: input.memberId, organizationId: context.organization.id },
    select: { id: true, user: { select: { name: true } } },
  });
  if (!member) throw new PortalError("NOT_FOUND", "That member does not exist.");
  try {
    await getAuth().api.updateMemberRole({
      body: { memberId: member.id, role: input.role, organizationId: context.organization.id },
      headers: await headers(),
    });
  } catch (error) {
    if (authErrorCode(error)?.includes("WITHOUT_AN_OWNER")) {
      throw new PortalError("CONFLICT", `${context.organization.name} needs at least one admin.`);
    }
    if (authErrorCode(error)) throw new PortalError("INVALID", authErrorMessage(error, "The role could not be changed."));
    throw error;
  }
  return { name: member.user.name };
}
