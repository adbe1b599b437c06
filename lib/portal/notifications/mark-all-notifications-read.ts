import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import type { MemberContext } from "../session/get-member";

/**
 * "Mark all as read": the member's unread notifications in their current organisation
 * are read now. With `shownUntil` (when the newest notification the list knew of was
 * written), one written after it stays unread: the member has not seen it. Returns how
 * many were marked.
 */
export async function markAllNotificationsRead(context: MemberContext, shownUntil?: Date, now = new Date()): Promise<number> {
  const { count } = await getPrisma().notification.updateMany({
    where: { organizationId: context.organization.id, userId: context.user.id, readAt: null, ...(shownUntil ? { createdAt: { lte: shownUntil } } : {}) },
    data: { readAt: now },
  });
  return count;
}
