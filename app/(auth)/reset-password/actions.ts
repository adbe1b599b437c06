"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import { publicAction } from "@/lib/portal/action";
import { resetPassword } from "@/lib/portal/auth/reset-password";

const Reset = z
  .object({
    token: z.string().min(1).max(200),
    password: z.string().min(8, "Too short: use at least 8 characters.").max(128, "Too long: use at most 128 characters."),
    confirm: z.string(),
  })
  .refine((input) => input.password === input.confirm, { path: ["confirm"], message: "The two passwords differ." });

// POST (server action) – set a new password with the token of a reset link, then sign in with it
export const resetPasswordAction = publicAction(Reset, async ({ token, password }) => {
  await resetPassword(token, password);
  redirect("/sign-in?reset=done");
});
