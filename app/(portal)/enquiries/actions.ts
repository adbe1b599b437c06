"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { memberAction } from "@/lib/portal/action";
import { createEnquiry } from "@/lib/portal/intake/create-enquiry";
import { PostedIntake } from "@/lib/portal/intake/enquiry-form";
import { rememberRecipients } from "@/lib/portal/intake/remember-recipients";

// POST (server action) – send the intake form to each chosen provider with its connection's
// key (the client it is billed to checked first and kept with it), index the enquiry,
// remember the choice for the member's next one, open its page (which names the providers
// that refused, if any) (admins and agents)
export const createEnquiryAction = memberAction({ schema: PostedIntake }, async ({ request, recipients, billing }, context) => {
  const { reference } = await createEnquiry(context, request, recipients?.chosen, billing);
  if (recipients) await rememberRecipients(context, recipients);
  revalidatePath("/enquiries");
  redirect(`/enquiries/${encodeURIComponent(reference)}`);
});
