"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { memberAction, success } from "@/lib/portal/action";
import { markAllNotificationsRead } from "@/lib/portal/notifications/mark-all-notifications-read";

const MarkAllForm = z.object({
  // The newest notification the list knew of: one that arrived after it stays unread.
  shownUntil: z.iso
    .datetime()
    .optional()
    .catch(undefined)
    .transform((value) => (value ? new Date(value) : undefined)),
});

// POST (server action) – mark every notification of the member in this organisation as read (admins and agents)
export const markAllReadAction = memberAction({ schema: MarkAllForm }, async (input, context) => {
  const marked = await markAllNotificationsRead(context, input.shownUntil);
  // The navigation's unread count is drawn by the portal's layout, on every page.
  revalidatePath("/", "layout");
  return success(marked === 1 ? "1 notification marked as read." : `${marked} notifications marked as read.`);
});
