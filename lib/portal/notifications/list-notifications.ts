import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { decodeTimeCursor, encodeTimeCursor } from "@/lib/shared/cursor";
import type { MemberContext } from "../session/get-member";
import { countUnreadNotifications } from "./count-unread-notifications";
import { readNotificationContent } from "./notification-content";
import { isNotificationKind, type NotificationKind } from "./notification-kinds";

export const NOTIFICATIONS_PAGE_SIZE = 30;

/** One notification as the list shows it: the e-mail's heading and sentence, and whether it was read. */
export type NotificationItem = {
  id: string;
  kind: NotificationKind | null;
  heading: string;
  text: string;
  read: boolean;
  createdAt: Date;
};

export type NotificationsPage = {
  rows: NotificationItem[];
  /** The cursor of the next (older) page, or null on the last. */
  after: string | null;
  unread: number;
  /** When the newest notification was written (the database's clock): "Mark all as read" marks up to it. */
  newestAt: Date | null;
};

/**
 * One page of the member's notifications in their current organisation, newest first
 * (keyset on createdAt, id; `after` is the cursor of the page before). Nobody else's:
 * another member's, or the member's own in another organisation, never show. Reading the
 * list marks nothing read.
 */
export async function listNotifications(context: MemberContext, after?: string): Promise<NotificationsPage> {
  const owner = { organizationId: context.organization.id, userId: context.user.id };
  const position = decodeTimeCursor(after);
  const where = position
    ? { ...owner, createdAt: { lte: position.createdAt }, OR: [{ createdAt: { lt: position.createdAt } }, { id: { lt: position.id } }] }
    : owner;
  const db = getPrisma();
  const [found, unread, newestRow] = await Promise.all([
    db.notification.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: NOTIFICATIONS_PAGE_SIZE + 1,
      select: { id: true, kind: true, data: true, readAt: true, createdAt: true },
    }),
    countUnreadNotifications(owner.organizationId, owner.userId),
    // The first page starts with the newest; a later one asks for it.
    position ? db.notification.findFirst({ where: owner, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { createdAt: true } }) : null,
  ]);
  const page = found.slice(0, NOTIFICATIONS_PAGE_SIZE);
  const rows = page.map((row): NotificationItem => {
    const content = readNotificationContent(row.data);
    return {
      id: row.id,
      kind: isNotificationKind(row.kind) ? row.kind : null,
      heading: content?.heading ?? "A notification",
      text: content?.text ?? "",
      read: row.readAt !== null,
      createdAt: row.createdAt,
    };
  });
  return {
    rows,
    after: found.length > NOTIFICATIONS_PAGE_SIZE ? encodeTimeCursor(page.at(-1)!) : null,
    unread,
    newestAt: position ? (newestRow?.createdAt ?? null) : (page[0]?.createdAt ?? null),
  };
}
