import "server-only";
import { getPrisma } from "@/lib/db/prisma";

/**
 * The member's unread notifications in one organisation, for the navigation's badge on
 * every page: one count over the (organizationId, userId, readAt, id) index, never the rows.
 * (Prisma's count with `take` would sort the unread rows by id first: the plain count is
 * cheaper.)
 */
export async function countUnreadNotifications(organizationId: string, userId: string): Promise<number> {
  return getPrisma().notification.count({ where: { organizationId, userId, readAt: null } });
}
