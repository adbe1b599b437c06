import "server-only";
import { headers } from "next/headers";
import { getPrisma } from "@/lib/db/prisma";
import { getAuth } from "../auth/auth";
import { authErrorCode, authErrorMessage } from "../auth/auth-error";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";

/** Removes a member from the current organisation (their account stays). */
export async function removeMember(context: MemberContext, memberId: string): Promise<{ name: string }> {
  const member = await getPrisma().member.findFirst({
    where: { id: memberId, organizationId: context.organization.id },
    select: { id: true, user: { select: { name: true } } },
  });
  if (!member) throw new PortalError("NOT_FOUND", "That member does not exist.");
  try {
    await getAuth().api.removeMember({
      body: { memberIdOrEmail: member.id, organizationId: context.organization.id },
      headers: await headers(),
    });
  } catch (error) {
    if (authErrorCode(error)?.includes("ONLY_OWNER")) {
      throw new PortalError("CONFLICT", `${context.organization.name} needs at least one admin.`);
    }
    if (authErrorCode(error)) throw new PortalError("INVALID", authErrorMessage(error, "The member could not be removed."));
    throw error;
  }
  return { name: member.user.name };
}
