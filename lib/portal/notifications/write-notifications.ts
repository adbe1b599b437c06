import { v7 as uuidv7 } from "uuid";
import { dbTime } from "@/lib/db/db-time";
import type { DbTx } from "@/lib/db/prisma";
import { dialectOf, sqlPair, sqlText } from "@/lib/db/sql";
import { enqueueMail } from "@/lib/mail/enqueue-mail";
import { KIND_INFO, type NotificationKind } from "./notification-kinds";
import { preferencesUrl, unsubscribeUrl } from "./notification-links";
import { readNotificationSettings } from "./notification-settings";

/** What one notification says, in words: the e-mail's subject, heading, sentence and link. */
export type NotificationContent = { subject: string; heading: string; text: string; link: string; linkLabel: string };

export type NotificationRequest = {
  organizationId: string;
  kind: NotificationKind;
  /** The event it is about, unique within the organisation: "event:<eventId>", "key:<generation>". */
  eventKey: string;
  userIds: string[];
  content: NotificationContent;
};

// A second notification of one member about one event changes nothing (and, on
// PostgreSQL, does not abort the caller's transaction as a refused insert would).
const INSERT = sqlPair({
  sqlite: `INSERT INTO "Notification" (id, key, "organizationId", "userId", kind, data, "pendingDigest", "createdAt")
    VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (key) DO NOTHING`,
  postgres: `INSERT INTO "Notification" (id, key, "organizationId", "userId", kind, data, "pendingDigest", "createdAt")
    VALUES (?, ?, ?, ?, ?, ?, ?, LOCALTIMESTAMP) ON CONFLICT (key) DO NOTHING`,
});

/**
 * Notifies these members of one event, in the caller's transaction: one Notification per
 * member and event (its key makes a repeat of the event a no-op), then either its e-mail
 * in the outbox at once or, for members who chose the daily digest, kept for it. Members
 * who turned the kind off, or who are no longer members, get nothing. Returns whether an
 * e-mail was written: the caller wakes the mail worker after the commit (signalMail).
 */
export async function writeNotifications(tx: DbTx, request: NotificationRequest): Promise<boolean> {
  const userIds = [...new Set(request.userIds.filter(Boolean))];
  if (userIds.length === 0) return false;
  const members = await tx.member.findMany({
    where: { organizationId: request.organizationId, userId: { in: userIds } },
    select: { userId: true, role: true, user: { select: { email: true } } },
  });
  const settings = await readNotificationSettings(tx, request.organizationId, members.map((m) => m.userId));
  const sqlite = dialectOf() === "sqlite";
  let mailed = false;
  for (const member of members) {
    const chosen = settings.get(member.userId)!;
    if (chosen.muted.includes(request.kind)) continue;
    if (KIND_INFO[request.kind].adminsOnly && member.role !== "admin") continue;
    const key = `${request.organizationId}:${request.eventKey}:${member.userId}`;
    const digest = chosen.cadence === "digest";
    const params = [uuidv7(), key, request.organizationId, member.userId, request.kind, JSON.stringify(request.content)];
    const inserted = await tx.$executeRawUnsafe(sqlText(INSERT), ...params, ...(sqlite ? [digest ? 1 : 0, dbTime(Date.now())] : [digest]));
    if (inserted === 0 || digest) continue;
    const added = await enqueueMail(
      {
        kind: "notification",
        dedupeKey: `notification:${key}`,
        recipient: member.user.email,
        organizationId: request.organizationId,
        userId: member.userId,
        data: {
          ...request.content,
          preferencesUrl: preferencesUrl(),
          unsubscribeUrl: unsubscribeUrl({ organizationId: request.organizationId, userId: member.userId, kind: request.kind }),
          unsubscribeWhat: KIND_INFO[request.kind].what,
        },
      },
      tx,
    );
    mailed ||= added;
  }
  return mailed;
}
