"use server";

import { after } from "next/server";
import { headers } from "next/headers";
import { clientAddressOf } from "@/lib/net/client-address";
import { publicAction, success } from "@/lib/portal/action";
import { DecisionInput } from "@/lib/portal/approvals/approval-input";
import { decideApproval } from "@/lib/portal/approvals/decide-approval";

// POST (server action) – an approver's decision from the link mailed to them (no session: the token is the key)
export const decideApprovalAction = publicAction(DecisionInput, async (input) => {
  const settled = await decideApproval(input, { address: clientAddressOf(await headers()) });
  after(settled.followUp);
  const option = `${settled.propertyName} · ${settled.unitName}`;
  const words =
    settled.decision === "APPROVED"
      ? `Approved: ${option} goes to the agency's provider for booking. Thank you.`
      : `Declined: the traveller is asked to choose again${input.comment ? ", with your comment" : ""}. Thank you.`;
  return success(words, { words });
});
