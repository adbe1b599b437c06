import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { memberAudit } from "../audit/record-audit";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import type { RecordApprovalInput } from "./approval-input";
import { settleApproval, type SettledApproval } from "./settle-approval";

/**
 * An approval the client's approver gave by other means (a call, a mail to the agent),
 * recorded by a member of the agency with who gave it and how: the choice then goes to the
 * provider as if approved from the link. Only a request of this organisation's enquiry,
 * still waiting.
 */
export async function recordApproval(context: MemberContext, input: RecordApprovalInput): Promise<SettledApproval> {
  const organizationId = context.organization.id;
  const approval = await getPrisma().choiceApproval.findFirst({ where: { id: input.approvalId, organizationId, serviceReference: input.reference }, select: { id: true } });
  if (!approval) throw new PortalError("NOT_FOUND", "This approval request is not one of this enquiry's.");
  const audit = await memberAudit(context, "choice-approval-recorded", "");
  return settleApproval(approval.id, {
    decision: "APPROVED",
    byName: input.approvedBy,
    via: `recorded by ${context.user.name}`,
    comment: input.how,
    audit: { organizationId, actor: audit.actor, kind: audit.kind, address: audit.address },
  });
}
