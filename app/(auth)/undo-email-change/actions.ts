"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { publicAction } from "@/lib/portal/action";
import { undoEmailChange } from "@/lib/portal/account/undo-email-change";

// POST (server action) – put an account's old address back from the link e-mailed to it, sign the account out everywhere, then choose a new password
export const undoEmailChangeAction = publicAction(z.object({ token: z.string().min(1).max(200) }), async ({ token }) => {
  const { resetToken } = await undoEmailChange(token);
  revalidatePath("/", "layout");
  redirect(`/reset-password?${new URLSearchParams({ token: resetToken, undone: "email" })}`);
});
