"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { success, userAction } from "@/lib/portal/action";
import { changeEmail } from "@/lib/portal/account/change-email";
import { setTimeZone } from "@/lib/portal/time-zone/set-time-zone";
import { isTimeZone } from "@/lib/shared/format";
import { AccountEmailField } from "@/lib/shared/email-address";

const ChangeEmail = z.object({
  email: AccountEmailField,
  password: z.string("Enter your current password.").min(1, "Enter your current password.").max(128, "The password is wrong."),
});

// POST (server action) – change one's own e-mail address, with the current password: a link goes to the new address, which takes effect when it is opened
export const changeEmailAction = userAction(ChangeEmail, async ({ email, password }, user) => {
  await changeEmail(user, email, password);
  return success(`We sent a link to ${email}.`, { email });
});

const ChangeTimeZone = z.object({
  timeZone: z.string().refine(isTimeZone, "Choose a time zone from the list."),
});

// POST (server action) – the time zone one's times are shown in
export const changeTimeZoneAction = userAction(ChangeTimeZone, async ({ timeZone }, user) => {
  await setTimeZone(user.id, timeZone);
  revalidatePath("/", "layout");
  return success(`Times are now shown in ${timeZone.replaceAll("_", " ")}.`);
});
