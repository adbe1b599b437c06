"use server";

import { z } from "zod";
import { publicAction, success } from "@/lib/portal/action";
import { requestPasswordReset } from "@/lib/portal/account/request-password-reset";
import { AccountEmailField } from "@/lib/shared/email-address";

const Forgot = z.object({
  email: AccountEmailField,
});

// POST (server action) – e-mail a link to choose a new password (the answer is the same whether or not an account uses the address)
export const forgotPasswordAction = publicAction(Forgot, async ({ email }) => {
  await requestPasswordReset(email);
  return success(`If an account uses ${email}, a link is on its way.`, { email });
});
