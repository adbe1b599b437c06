import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import type { MemberContext } from "../session/get-member";
import { localTime } from "./local-time";
import { kindsFor, type Cadence, type NotificationKind } from "./notification-kinds";
import { DEFAULT_SETTINGS, parseMuted, type NotificationSettings } from "./notification-settings";

export type SettingsInput = { enabled: NotificationKind[]; cadence: Cadence; digestHour: number; timeZone: string | null };

export type NotificationSettingsView = NotificationSettings & { timeZone: string | null; kinds: NotificationKind[] };

/** What the preferences page shows the member. */
export async function getNotificationSettings(context: MemberContext): Promise<NotificationSettingsView> {
  const db = getPrisma();
  const [row, user] = await Promise.all([
    db.notificationSetting.findUnique({ where: { organizationId_userId: { organizationId: context.organization.id, userId: context.user.id } } }),
    db.portalUser.findUnique({ where: { id: context.user.id }, select: { timeZone: true } }),
  ]);
  const settings = row ? { muted: parseMuted(row.mutedKinds), cadence: row.cadence === "digest" ? ("digest" as const) : ("immediate" as const), digestHour: row.digestHour } : DEFAULT_SETTINGS;
  return { ...settings, timeZone: user?.timeZone ?? null, kinds: kindsFor(context.member.role) };
}

/**
 * Saves the member's choices in this organisation, and their time zone (one per person).
 * Switching to the digest after today's hour has passed starts it tomorrow, so that it
 * does not go out the moment the page is saved.
 */
export async function saveNotificationSettings(context: MemberContext, input: SettingsInput, now = new Date()): Promise<void> {
  const db = getPrisma();
  const offered = kindsFor(context.member.role);
  const muted = offered.filter((kind) => !input.enabled.includes(kind));
  const key = { organizationId: context.organization.id, userId: context.user.id };
  await db.$transaction(async (tx) => {
    const before = await tx.notificationSetting.findUnique({ where: { organizationId_userId: key }, select: { cadence: true, mutedKinds: true } });
    // Kinds this role is not offered keep their setting (an admin demoted and promoted again).
    const hidden = before ? parseMuted(before.mutedKinds).filter((kind) => !offered.includes(kind)) : [];
    // The member's zone as set in their account wins; the browser's only fills a gap.
    const user = await tx.portalUser.findUnique({ where: { id: context.user.id }, select: { timeZone: true } });
    const zone = user?.timeZone ?? input.timeZone;
    const local = localTime(now, zone);
    const startsTomorrow = input.cadence === "digest" && before?.cadence !== "digest" && local.hour >= input.digestHour;
    const fields = {
      mutedKinds: JSON.stringify([...muted, ...hidden]),
      cadence: input.cadence,
      digestHour: input.digestHour,
      ...(startsTomorrow ? { lastDigestDay: local.day } : {}),
    };
    await tx.notificationSetting.upsert({ where: { organizationId_userId: key }, create: { ...key, ...fields }, update: fields });
    if (!user?.timeZone && input.timeZone) await tx.portalUser.update({ where: { id: context.user.id }, data: { timeZone: input.timeZone } });
  });
}
