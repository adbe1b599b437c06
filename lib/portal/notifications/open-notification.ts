import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { getPortalUrl } from "../portal-url";
import type { MemberContext } from "../session/get-member";
import { notificationPath, readNotificationContent } from "./notification-content";

/**
 * The member opens one of their notifications from the list: it is read from now on
 * (opened again, it keeps its first reading), and the answer is where its link leads (the
 * enquiry, the connection, the delivery log), or the list when its link is unusable.
 * Null when it is not the member's in their current organisation.
 */
export async function openNotification(context: MemberContext, id: string, now = new Date()): Promise<string | null> {
  const db = getPrisma();
  const owner = { id, organizationId: context.organization.id, userId: context.user.id };
  const row = await db.notification.findFirst({ where: owner, select: { data: true, readAt: true } });
  if (!row) return null;
  if (row.readAt === null) await db.notification.updateMany({ where: { ...owner, readAt: null }, data: { readAt: now } });
  const link = readNotificationContent(row.data)?.link;
  return (link ? notificationPath(link, getPortalUrl()) : null) ?? "/notifications";
}
