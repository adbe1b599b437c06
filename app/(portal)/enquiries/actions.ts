"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { memberAction } from "@/lib/portal/action";
import { createEnquiry } from "@/lib/portal/enquiries/create-enquiry";
import { PostedEnquiryForm } from "@/lib/portal/enquiries/enquiry-form";

// POST (server action) – send the intake form to the service with the organisation's key,
// index the enquiry, open its page (admins and agents)
export const createEnquiryAction = memberAction({ schema: PostedEnquiryForm }, async (request, context) => {
  const { reference } = await createEnquiry(context, request);
  revalidatePath("/enquiries");
  redirect(`/enquiries/${encodeURIComponent(reference)}`);
});
