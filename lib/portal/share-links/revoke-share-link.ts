import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";

/** Ends a link at once. Scoped to the member's organisation: another one's link is "not found". */
export async function revokeShareLink(context: MemberContext, id: string): Promise<{ serviceReference: string }> {
  const db = getPrisma();
  const link = await db.shareLink.findFirst({ where: { id, organizationId: context.organization.id }, select: { serviceReference: true, revokedAt: true } });
  if (!link) throw new PortalError("NOT_FOUND", "That link does not exist.");
  if (!link.revokedAt) await db.shareLink.update({ where: { id }, data: { revokedAt: new Date() } });
  return { serviceReference: link.serviceReference };
}
