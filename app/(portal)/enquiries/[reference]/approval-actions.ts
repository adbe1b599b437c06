"use server";

import { after } from "next/server";
import { revalidatePath } from "next/cache";
import { memberAction, success } from "@/lib/portal/action";
import { RecordApprovalInput } from "@/lib/portal/approvals/approval-input";
import { recordApproval } from "@/lib/portal/approvals/record-approval";

// POST (server action) – record an approval the client's approver gave by other means (admins and agents)
export const recordApprovalAction = memberAction({ schema: RecordApprovalInput }, async (input, context) => {
  const settled = await recordApproval(context, input);
  after(settled.followUp);
  revalidatePath(`/enquiries/${encodeURIComponent(input.reference)}`);
  return success(`Approval recorded: ${settled.propertyName} · ${settled.unitName} goes to the provider.`);
});
