"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import { publicAction } from "@/lib/portal/action";
import { NewPasswordPair } from "@/lib/portal/auth/new-password";
import { resetPassword } from "@/lib/portal/account/reset-password";

const Reset = z.object({ token: z.string().min(1).max(200) }).and(NewPasswordPair);

// POST (server action) – set a new password with the token of a reset link, then sign in with it
export const resetPasswordAction = publicAction(Reset, async ({ token, password }) => {
  await resetPassword(token, password);
  redirect("/sign-in?reset=done");
});
