"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { userAction } from "@/lib/portal/action";
import { acceptInvitation } from "@/lib/portal/members/accept-invitation";

// POST (server action) – join the organisation of an invitation addressed to the signed-in user
export const acceptInvitationAction = userAction(z.object({ invitationId: z.string().min(1).max(100) }), async ({ invitationId }, user) => {
  await acceptInvitation(user, invitationId);
  revalidatePath("/", "layout");
  redirect("/dashboard");
});
