import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { memberAudit, recordAudit } from "../audit/record-audit";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { assertNameFree } from "./connection-name";

/**
 * Gives one of the organisation's connections another name (unique among those not removed)
 * and, when `publicName` is given, the name clients read on share pages (null: the name).
 */
export async function renameConnection(context: MemberContext, connectionId: string, name: string, publicName?: string | null): Promise<{ before: string; name: string; publicName?: string | null }> {
  const organizationId = context.organization.id;
  const address = await memberAudit(context, "connection-renamed", "");
  return getPrisma().$transaction(async (tx) => {
    const connection = await tx.serviceConnection.findFirst({ where: { id: connectionId, organizationId, removedAt: null }, select: { id: true, name: true, publicName: true } });
    if (!connection) throw new PortalError("NOT_FOUND", "This organisation has no such connection: it may have been removed.");
    const publicChanged = publicName !== undefined && publicName !== connection.publicName;
    if (connection.name === name && !publicChanged) return { before: connection.name, name };
    if (connection.name !== name) await assertNameFree(tx, organizationId, name, connection.id);
    await tx.serviceConnection.update({ where: { id: connection.id }, data: { name, ...(publicChanged ? { publicName } : {}), updatedById: context.user.id } });
    const changes = [connection.name === name ? null : `renamed "${name}"`, publicChanged ? (publicName ? `shown to clients as "${publicName}"` : "shown to clients by its name") : null];
    await recordAudit({ ...address, summary: `Provider "${connection.name}" ${changes.filter(Boolean).join(" and ")}.` }, tx);
    return { before: connection.name, name, ...(publicChanged ? { publicName } : {}) };
  });
}
