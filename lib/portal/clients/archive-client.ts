import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { isUniqueViolation } from "@/lib/db/sql";
import { memberAudit, recordAudit } from "../audit/record-audit";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { assertClientAdmin, CLIENT_NOT_FOUND } from "./client-access";
import { textKey } from "./client-keys";

// A client is archived, never deleted: what names it (enquiries, bookings) keeps its name.
// Archived, it leaves the list and the intake form, and its name is free for a new client.

/** Archives a client (admins); archiving one already archived changes nothing. */
export async function archiveClient(context: MemberContext, clientId: string): Promise<void> {
  assertClientAdmin(context);
  const audit = await memberAudit(context, "client-archived", "");
  await getPrisma().$transaction(async (tx) => {
    const client = await tx.client.findFirst({ where: { id: clientId, organizationId: context.organization.id }, select: { name: true, archivedAt: true } });
    if (!client) throw new PortalError("NOT_FOUND", CLIENT_NOT_FOUND);
    if (client.archivedAt) return;
    await tx.client.update({ where: { id: clientId }, data: { archivedAt: new Date(), activeNameKey: null } });
    await recordAudit({ ...audit, summary: `Client ${client.name} archived.` }, tx);
  });
}

/** Brings an archived client back (admins), unless a client in use has taken its name meanwhile. */
export async function restoreClient(context: MemberContext, clientId: string): Promise<void> {
  assertClientAdmin(context);
  const audit = await memberAudit(context, "client-restored", "");
  let name = "";
  try {
    await getPrisma().$transaction(async (tx) => {
      const client = await tx.client.findFirst({ where: { id: clientId, organizationId: context.organization.id }, select: { name: true, archivedAt: true } });
      if (!client) throw new PortalError("NOT_FOUND", CLIENT_NOT_FOUND);
      name = client.name;
      if (!client.archivedAt) return;
      const taken = await tx.client.findFirst({ where: { organizationId: context.organization.id, activeNameKey: textKey(client.name) }, select: { id: true } });
      if (taken) throw new PortalError("CONFLICT", restoreRefused(client.name));
      await tx.client.update({ where: { id: clientId }, data: { archivedAt: null, activeNameKey: textKey(client.name) } });
      await recordAudit({ ...audit, summary: `Client ${client.name} restored.` }, tx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new PortalError("CONFLICT", restoreRefused(name));
    throw error;
  }
}

function restoreRefused(name: string): string {
  return `${name} cannot be restored while another client is called ${name}: rename or archive that client first.`;
}
