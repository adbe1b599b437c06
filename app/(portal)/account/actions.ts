"use server";

import { z } from "zod";
import { success, userAction } from "@/lib/portal/action";
import { changeEmail } from "@/lib/portal/auth/change-email";

const ChangeEmail = z.object({
  email: z
    .string("Enter the new address.")
    .trim()
    .pipe(z.string().min(1, "Enter the new address."))
    .pipe(z.email({ error: (issue) => `“${String(issue.input)}” is not an e-mail address.` }))
    .transform((email) => email.toLowerCase()),
});

// POST (server action) – change one's own e-mail address: a link goes to the new address, which takes effect when it is opened
export const changeEmailAction = userAction(ChangeEmail, async ({ email }, user) => {
  await changeEmail(user, email);
  return success(`We sent a link to ${email}.`, { email });
});
