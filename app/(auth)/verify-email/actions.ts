"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { publicAction } from "@/lib/portal/action";
import { confirmSignUp } from "@/lib/portal/account/confirm-sign-up";
import { NewPasswordPair } from "@/lib/portal/auth/new-password";
import { getPortalUrl } from "@/lib/portal/portal-url";
import { safeNextPath } from "@/lib/portal/safe-next-path";

const ConfirmSignUp = z.object({ token: z.string().min(1).max(4000), next: z.string().max(2000).optional() }).and(NewPasswordPair);

// POST (server action) – finish a sign-up from its confirmation link opened in another browser: choose the password, then go on signed in
export const confirmSignUpAction = publicAction(ConfirmSignUp, async ({ token, password, next }) => {
  await confirmSignUp(token, password);
  revalidatePath("/", "layout");
  redirect(safeNextPath(next, getPortalUrl()) ?? "/dashboard");
});
