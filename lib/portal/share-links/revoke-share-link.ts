import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { memberAudit, recordAudit } from "../audit/record-audit";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";

/** Ends a link at once. Scoped to the member's organisation: another one's link is "not found". */
export async function revokeShareLink(context: MemberContext, id: string): Promise<{ serviceReference: string }> {
  const db = getPrisma();
  const link = await db.shareLink.findFirst({ where: { id, organizationId: context.organization.id }, select: { serviceReference: true, revokedAt: true, tokenHint: true } });
  if (!link) throw new PortalError("NOT_FOUND", "That link does not exist.");
  if (!link.revokedAt) {
    const audit = await memberAudit(context, "share-link-revoked", `Share link …${link.tokenHint} for ${link.serviceReference} revoked.`);
    await db.$transaction(async (tx) => {
      await tx.shareLink.update({ where: { id }, data: { revokedAt: new Date() } });
      await recordAudit(audit, tx);
    });
  }
  return { serviceReference: link.serviceReference };
}
