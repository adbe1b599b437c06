import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { memberAudit, recordAudit } from "../audit/record-audit";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { assertNameFree } from "./connection-name";

/** Gives one of the organisation's connections another name (unique among those not removed). */
export async function renameConnection(context: MemberContext, connectionId: string, name: string): Promise<{ before: string; name: string }> {
  const organizationId = context.organization.id;
  const address = await memberAudit(context, "connection-renamed", "");
  return getPrisma().$transaction(async (tx) => {
    const connection = await tx.serviceConnection.findFirst({ where: { id: connectionId, organizationId, removedAt: null }, select: { id: true, name: true } });
    if (!connection) throw new PortalError("NOT_FOUND", "This organisation has no such connection: it may have been removed.");
    if (connection.name === name) return { before: connection.name, name };
    await assertNameFree(tx, organizationId, name, connection.id);
    await tx.serviceConnection.update({ where: { id: connection.id }, data: { name, updatedById: context.user.id } });
    await recordAudit({ ...address, summary: `Provider "${connection.name}" renamed "${name}".` }, tx);
    return { before: connection.name, name };
  });
}
