import "server-only";
import { createHash } from "node:crypto";
import { getPrisma } from "@/lib/db/prisma";
import { signalMail } from "@/lib/mail/mail-signal";
import { getPortalUrl } from "../portal-url";
import { writeNotifications } from "./write-notifications";

/**
 * The service answered 401 to the organisation's stored key: the connection is marked as
 * not working and its admins are told, once per key (a key that keeps being refused is one
 * e-mail), in one transaction. A key replaced meanwhile (the ciphertext no longer the
 * stored one) changes nothing: its admin is on the connection page already.
 */
export async function notifyKeyRefused(organizationId: string, keyCiphertext: string): Promise<void> {
  const db = getPrisma();
  const mailed = await db.$transaction(async (tx) => {
    const marked = await tx.serviceConnection.updateMany({
      where: { organizationId, keyCiphertext },
      data: { lastCheckedAt: new Date(), lastCheckOk: false, lastCheckNote: "The service does not accept this API key (401 Unauthorized)." },
    });
    if (marked.count === 0) return false;
    const [organization, admins] = await Promise.all([
      tx.organization.findUnique({ where: { id: organizationId }, select: { name: true } }),
      tx.member.findMany({ where: { organizationId, role: "admin" }, select: { userId: true } }),
    ]);
    const name = organization?.name ?? "your organisation";
    return writeNotifications(tx, {
      organizationId,
      kind: "connection-key",
      eventKey: `key:${createHash("sha256").update(keyCiphertext).digest("hex").slice(0, 24)}`,
      userIds: admins.map((a) => a.userId),
      content: {
        subject: `The service no longer accepts ${name}'s API key`,
        heading: "The connection's key stopped working",
        text: `The service refused the API key ${name} uses (it may have been revoked). Until an admin enters a working key, enquiries cannot be sent or read. Replace the key in Settings → Connection.`,
        link: `${getPortalUrl()}/settings/connection`,
        linkLabel: "Open the connection",
      },
    });
  });
  if (mailed) signalMail();
}
