"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { memberAction, success } from "@/lib/portal/action";
import { sendAgain } from "@/lib/portal/intake/send-again";
import { withdrawFromOthers } from "@/lib/portal/enquiries/withdraw-from-others";
import { sendAgainInWords, withdrawalsInWords } from "./provider-words";

const EnquiryForm = z.object({ reference: z.string().trim().min(1).max(255) });

// POST (server action) – send the enquiry again to the providers that refused it (members)
export const sendAgainAction = memberAction({ schema: EnquiryForm }, async ({ reference }, context) => {
  const dispatch = await sendAgain(context, reference);
  revalidatePath(`/enquiries/${encodeURIComponent(reference)}`);
  return success(sendAgainInWords(dispatch.refused.map((r) => r.connection.name)));
});

// POST (server action) – withdraw the enquiry from the providers that did not book it (members)
export const withdrawFromOthersAction = memberAction({ schema: EnquiryForm }, async ({ reference }, context) => {
  const withdrawals = await withdrawFromOthers(context, reference);
  revalidatePath(`/enquiries/${encodeURIComponent(reference)}`);
  return success(withdrawalsInWords(withdrawals));
});
