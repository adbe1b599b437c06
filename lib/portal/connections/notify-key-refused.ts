// Not server-only: the failing-webhook watch runs it outside Next (lib/portal/background.ts).
import { createHash } from "node:crypto";
import { getPrisma } from "@/lib/db/prisma";
import { signalMail } from "@/lib/mail/mail-signal";
import { getPortalUrl } from "../portal-url";
import { writeNotifications } from "../notifications/write-notifications";

const REFUSED = "The service does not accept this API key (401 Unauthorized).";

/**
 * A provider answered 401 to the key stored for one of the organisation's connections:
 * that connection is marked as failing and its admins are told, once per key (a key that
 * keeps being refused is one e-mail), in one transaction. A key replaced meanwhile (the
 * ciphertext no longer the stored one) changes nothing: its admin is on the connection page already.
 */
export async function notifyKeyRefused(organizationId: string, connectionId: string, keyCiphertext: string): Promise<void> {
  const db = getPrisma();
  const mailed = await db.$transaction(async (tx) => {
    const now = new Date();
    const marked = await tx.serviceConnection.updateMany({
      where: { id: connectionId, organizationId, keyCiphertext, removedAt: null },
      data: { lastCheckedAt: now, lastCheckOk: false, lastCheckNote: REFUSED, lastFailureAt: now, lastFailureNote: REFUSED },
    });
    if (marked.count === 0) return false;
    const [organization, connection, admins] = await Promise.all([
      tx.organization.findUnique({ where: { id: organizationId }, select: { name: true } }),
      tx.serviceConnection.findUnique({ where: { id: connectionId }, select: { name: true } }),
      tx.member.findMany({ where: { organizationId, role: "admin" }, select: { userId: true } }),
    ]);
    const name = organization?.name ?? "your organisation";
    const provider = connection?.name ?? "the provider";
    return writeNotifications(tx, {
      organizationId,
      kind: "connection-key",
      eventKey: `key:${createHash("sha256").update(keyCiphertext).digest("hex").slice(0, 24)}`,
      userIds: admins.map((a) => a.userId),
      content: {
        subject: `${provider} no longer accepts ${name}'s API key`,
        heading: "A connection's key stopped working",
        text: `${provider} refused the API key ${name} uses with it (it may have been revoked). Until an admin enters a working key, enquiries cannot be sent to ${provider} or read from it. Replace the key in Settings → Connections → ${provider}.`,
        link: `${getPortalUrl()}/settings/connections/${encodeURIComponent(connectionId)}`,
        linkLabel: "Open the connection",
      },
    });
  });
  if (mailed) signalMail();
}
