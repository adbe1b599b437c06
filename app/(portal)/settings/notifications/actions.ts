"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { memberAction, success } from "@/lib/portal/action";
import { isTimeZone } from "@/lib/shared/format";
import { checkboxGroup } from "@/lib/shared/forms";
import { CADENCES, NOTIFICATION_KINDS } from "@/lib/portal/notifications/notification-kinds";
import { saveNotificationSettings } from "@/lib/portal/notifications/save-notification-settings";

const NotificationsForm = z.object({
  enabled: checkboxGroup(z.enum(NOTIFICATION_KINDS)),
  cadence: z.enum(CADENCES, "Choose when the e-mails come."),
  digestHour: z.coerce.number("Choose an hour.").int().min(0, "Choose an hour.").max(23, "Choose an hour."),
  // The browser's own zone, filled in by the page; an unknown one is left out.
  timeZone: z
    .string()
    .max(100)
    .optional()
    .transform((v) => (v && isTimeZone(v) ? v : null)),
});

// POST (server action) – the member's notification e-mails: which kinds, at once or a daily digest
export const saveNotificationsAction = memberAction({ schema: NotificationsForm }, async (input, context) => {
  await saveNotificationSettings(context, input);
  revalidatePath("/settings/notifications");
  return success(input.cadence === "digest" ? "Saved. Your notifications come in one e-mail a day." : "Saved. Your notifications come as they happen.");
});
