"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { publicAction } from "@/lib/portal/action";
import { signIn } from "@/lib/portal/account/sign-in";
import { joinInvitationAtOnce } from "@/lib/portal/members/join-invitation-at-once";
import { getPortalUrl } from "@/lib/portal/portal-url";
import { invitationPath, safeNextPath, verifiedPath } from "@/lib/portal/safe-next-path";
import { AccountEmailField } from "@/lib/shared/email-address";

const SignIn = z.object({
  email: AccountEmailField,
  password: z.string().min(1, "Enter your password."),
  invitation: z.string().optional(),
  next: z.string().max(2000).optional(),
});

// POST (server action) – sign in with e-mail and password, then go where the person was
// going; from an invitation link, join its organisation too
export const signInAction = publicAction(SignIn, async ({ email, password, invitation, next }) => {
  const accept = invitationPath(invitation);
  const callbackPath = verifiedPath(accept ?? safeNextPath(next, getPortalUrl()) ?? "/dashboard");
  const { user, sessionHeaders } = await signIn({ email, password, callbackPath });
  const joined = accept && invitation ? await joinInvitationAtOnce(user, invitation, sessionHeaders) : false;
  revalidatePath("/", "layout");
  redirect(joined ? "/dashboard" : (accept ?? safeNextPath(next, getPortalUrl()) ?? "/dashboard"));
});
