import "server-only";
import { headers } from "next/headers";
import { getPrisma } from "@/lib/db/prisma";
import { getAuth } from "../auth/auth";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";

/** Cancels a pending invitation of the current organisation; its link stops working. */
export async function revokeInvitation(context: MemberContext, invitationId: string): Promise<{ email: string }> {
  // Scoped first: an id from another organisation is "not found", whatever better-auth would say.
  const invitation = await getPrisma().invitation.findFirst({
    where: { id: invitationId, organizationId: context.organization.id, status: "pending" },
    select: { id: true, email: true },
  });
  if (!invitation) throw new PortalError("NOT_FOUND", "That invitation does not exist or was already answered.");
  await getAuth().api.cancelInvitation({ body: { invitationId: invitation.id }, headers: await headers() });
  return { email: invitation.email };
}
