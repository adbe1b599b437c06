import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { KIND_INFO, NOTIFICATION_KINDS } from "./notification-kinds";
import { readUnsubscribeToken } from "./notification-links";
import { parseMuted } from "./notification-settings";

export type Unsubscribed = { status: "done"; what: string } | { status: "invalid" };

/**
 * The one-click unsubscribe (RFC 8058): the token alone turns the kind off for its member
 * in its organisation, no sign-in needed. Doing it twice changes nothing more.
 */
export async function unsubscribeWithToken(token: string): Promise<Unsubscribed> {
  const target = readUnsubscribeToken(token);
  if (!target) return { status: "invalid" };
  const db = getPrisma();
  const key = { organizationId: target.organizationId, userId: target.userId };
  await db.$transaction(async (tx) => {
    const row = await tx.notificationSetting.findUnique({ where: { organizationId_userId: key }, select: { mutedKinds: true } });
    const muted = new Set(row ? parseMuted(row.mutedKinds) : []);
    for (const kind of target.kind === "all" ? NOTIFICATION_KINDS : [target.kind]) muted.add(kind);
    const mutedKinds = JSON.stringify([...muted]);
    await tx.notificationSetting.upsert({ where: { organizationId_userId: key }, create: { ...key, mutedKinds }, update: { mutedKinds } });
  });
  return { status: "done", what: target.kind === "all" ? "notification e-mails" : KIND_INFO[target.kind].what };
}
