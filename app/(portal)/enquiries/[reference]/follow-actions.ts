"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { memberAction, success } from "@/lib/portal/action";
import { setEnquiryFollow } from "@/lib/portal/notifications/follow-enquiry";

const FollowForm = z.object({
  serviceReference: z.string().min(1).max(255),
  follow: z.enum(["yes", "no"]),
});

// POST (server action) – follow an enquiry (its notifications reach you too) or stop (admins and agents)
export const followEnquiryAction = memberAction({ schema: FollowForm }, async (input, context) => {
  const follow = input.follow === "yes";
  await setEnquiryFollow(context, input.serviceReference, follow);
  revalidatePath(`/enquiries/${encodeURIComponent(input.serviceReference)}`);
  return success(follow ? "Following: you get this enquiry's notifications." : "No longer following this enquiry.");
});
