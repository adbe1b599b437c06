"use server";

import { z } from "zod";
import { publicAction, success } from "@/lib/portal/action";
import { requestPasswordReset } from "@/lib/portal/account/request-password-reset";

const Forgot = z.object({
  email: z
    .string("Enter your e-mail address.")
    .trim()
    .pipe(z.string().min(1, "Enter your e-mail address."))
    .pipe(z.email({ error: (issue) => `“${String(issue.input)}” is not an e-mail address.` }))
    .transform((email) => email.toLowerCase()),
});

// POST (server action) – e-mail a link to choose a new password (the answer is the same whether or not an account uses the address)
export const forgotPasswordAction = publicAction(Forgot, async ({ email }) => {
  await requestPasswordReset(email);
  return success(`If an account uses ${email}, a link is on its way.`, { email });
});
