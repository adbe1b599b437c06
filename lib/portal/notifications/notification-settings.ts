import type { DbTx } from "@/lib/db/prisma";
import { isNotificationKind, type Cadence, type NotificationKind } from "./notification-kinds";

// Not server-only: the digest tick runs in the mail worker's process too (server.ts,
// npm run worker), outside Next's bundling.

export type NotificationSettings = { muted: NotificationKind[]; cadence: Cadence; digestHour: number };

/** A member without a row of settings: every kind, at once, digests at 8 if they switch. */
export const DEFAULT_SETTINGS: NotificationSettings = { muted: [], cadence: "immediate", digestHour: 8 };

export function parseMuted(json: string): NotificationKind[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is NotificationKind => typeof v === "string" && isNotificationKind(v)) : [];
  } catch {
    return [];
  }
}

/** The settings of these members of one organisation, defaults for those without a row. */
export async function readNotificationSettings(db: DbTx, organizationId: string, userIds: string[]): Promise<Map<string, NotificationSettings>> {
  const rows = await db.notificationSetting.findMany({
    where: { organizationId, userId: { in: userIds } },
    select: { userId: true, mutedKinds: true, cadence: true, digestHour: true },
  });
  const settings = new Map(userIds.map((id) => [id, DEFAULT_SETTINGS]));
  for (const row of rows) {
    settings.set(row.userId, { muted: parseMuted(row.mutedKinds), cadence: row.cadence === "digest" ? "digest" : "immediate", digestHour: row.digestHour });
  }
  return settings;
}
