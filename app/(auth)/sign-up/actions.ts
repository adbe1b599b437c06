"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { publicAction, success } from "@/lib/portal/action";
import { PersonName } from "@/lib/portal/names/person-name";
import { signUp } from "@/lib/portal/account/sign-up";
import { joinInvitationAtOnce } from "@/lib/portal/members/join-invitation-at-once";
import { invitationPath, verifiedPath } from "@/lib/portal/safe-next-path";
import { AccountEmailField } from "@/lib/shared/email-address";

const SignUp = z.object({
  name: PersonName,
  email: AccountEmailField,
  password: z.string().min(8, "At least 8 characters.").max(128, "At most 128 characters."),
  invitation: z.string().optional(),
});

// POST (server action) – create an account: a confirmation link goes to the address (the
// answer is the same for an address that has an account); without e-mail confirmation,
// sign in at once, and from an invitation link join its organisation too
export const signUpAction = publicAction(SignUp, async ({ invitation, ...input }) => {
  const accept = invitationPath(invitation);
  const result = await signUp({ ...input, callbackPath: verifiedPath(accept ?? "/organisations/new") });
  if (result.status === "check-inbox") return success(`We sent a link to ${input.email}.`, { email: input.email });
  const joined = accept && invitation ? await joinInvitationAtOnce(result.user, invitation, result.sessionHeaders) : false;
  revalidatePath("/", "layout");
  redirect(joined ? "/dashboard" : (accept ?? "/organisations/new"));
});
