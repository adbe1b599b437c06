import { getPrisma } from "@/lib/db/prisma";
import { enqueueMail } from "@/lib/mail/enqueue-mail";
import { signalMail } from "@/lib/mail/mail-signal";
import { localStamp, localTime } from "./local-time";
import { preferencesUrl, unsubscribeUrl } from "./notification-links";
import type { NotificationContent } from "./write-notifications";

// Not server-only: the mail worker's process runs it (server.ts, npm run worker).

const MAX_ITEMS = 500;

/**
 * One tick of the daily digests: every member who chose the digest and whose local hour
 * has come (and who has not had today's) gets one e-mail of what they were not sent yet.
 * Any number of instances may tick at once: each member's day is taken by one conditional
 * update, in the transaction that takes the notifications and writes the e-mail, so a
 * day's digest is written once. Returns how many digests were written.
 */
export async function sendDueDigests(now = new Date()): Promise<number> {
  const db = getPrisma();
  const candidates = await db.notificationSetting.findMany({
    where: { cadence: "digest" },
    select: { organizationId: true, userId: true, digestHour: true, lastDigestDay: true },
  });
  if (candidates.length === 0) return 0;
  const users = await db.portalUser.findMany({ where: { id: { in: [...new Set(candidates.map((c) => c.userId))] } }, select: { id: true, timeZone: true, email: true } });
  const byId = new Map(users.map((u) => [u.id, u]));
  let sent = 0;
  for (const candidate of candidates) {
    const user = byId.get(candidate.userId);
    if (!user) continue;
    const local = localTime(now, user.timeZone);
    if (local.hour < candidate.digestHour || candidate.lastDigestDay === local.day) continue;
    if (await sendDigest({ organizationId: candidate.organizationId, user, day: local.day })) sent++;
  }
  if (sent > 0) signalMail();
  return sent;
}

async function sendDigest(input: { organizationId: string; user: { id: string; timeZone: string | null; email: string }; day: string }): Promise<boolean> {
  const { organizationId, user, day } = input;
  return getPrisma().$transaction(async (tx) => {
    // Taking the day first holds the member's row: another instance's same update waits
    // for this commit, then finds the day taken and changes nothing.
    const taken = await tx.notificationSetting.updateMany({
      where: { organizationId, userId: user.id, cadence: "digest", OR: [{ lastDigestDay: null }, { lastDigestDay: { not: day } }] },
      data: { lastDigestDay: day },
    });
    if (taken.count === 0) return false;
    const member = await tx.member.findUnique({ where: { organizationId_userId: { organizationId, userId: user.id } }, select: { id: true } });
    if (!member) return false;
    const pending = await tx.notification.findMany({
      where: { organizationId, userId: user.id, pendingDigest: true },
      orderBy: { createdAt: "asc" },
      take: MAX_ITEMS,
      select: { id: true, data: true, createdAt: true },
    });
    if (pending.length === 0) return false;
    await tx.notification.updateMany({ where: { id: { in: pending.map((n) => n.id) } }, data: { pendingDigest: false } });
    const items = pending.map((n) => {
      const content = JSON.parse(n.data) as NotificationContent;
      return { heading: content.heading, text: content.text, link: content.link, at: localStamp(n.createdAt, user.timeZone) };
    });
    return enqueueMail(
      {
        kind: "digest",
        dedupeKey: `digest:${organizationId}:${user.id}:${day}`,
        recipient: user.email,
        organizationId,
        userId: user.id,
        data: {
          subject: `Your daily digest: ${items.length} ${items.length === 1 ? "update" : "updates"}`,
          items,
          preferencesUrl: preferencesUrl(),
          unsubscribeUrl: unsubscribeUrl({ organizationId, userId: user.id, kind: "all" }),
          unsubscribeWhat: "a daily digest of notifications",
        },
      },
      tx,
    );
  });
}
