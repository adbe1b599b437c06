import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { memberAudit, recordAudit } from "../audit/record-audit";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";

/**
 * Ends a link at once. Scoped to the member's organisation: another one's link is "not found".
 * Any member may end any of the organisation's links: the trail names who made it.
 */
export async function revokeShareLink(context: MemberContext, id: string): Promise<{ serviceReference: string }> {
  const db = getPrisma();
  const link = await db.shareLink.findFirst({ where: { id, organizationId: context.organization.id }, select: { serviceReference: true, revokedAt: true, tokenHint: true, createdById: true } });
  if (!link) throw new PortalError("NOT_FOUND", "That link does not exist.");
  if (!link.revokedAt) {
    const maker = await db.portalUser.findUnique({ where: { id: link.createdById }, select: { name: true } });
    const audit = await memberAudit(context, "share-link-revoked", `Share link …${link.tokenHint} for ${link.serviceReference}, made by ${maker?.name ?? "a former member"}, revoked.`);
    await db.$transaction(async (tx) => {
      // Two members revoking at once: the one whose change landed records it.
      const { count } = await tx.shareLink.updateMany({ where: { id, organizationId: context.organization.id, revokedAt: null }, data: { revokedAt: new Date() } });
      if (count > 0) await recordAudit(audit, tx);
    });
  }
  return { serviceReference: link.serviceReference };
}
