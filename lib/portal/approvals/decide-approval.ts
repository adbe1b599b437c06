import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { PortalError } from "../errors";
import type { DecisionInput } from "./approval-input";
import { hashApprovalToken, isApprovalTokenShape } from "./approval-token";
import { settleApproval, type SettledApproval } from "./settle-approval";

export const UNKNOWN_LINK = "This approval link is not one Staydesk knows: check that the whole link was copied from the e-mail.";

/**
 * An approver's decision from the link mailed to them (no account: the token is the key).
 * A link decides once, until it expires, and only the choice it was sent for.
 */
export async function decideApproval(input: DecisionInput, from: { address: string | null }, now = new Date()): Promise<SettledApproval> {
  if (!isApprovalTokenShape(input.token)) throw new PortalError("NOT_FOUND", UNKNOWN_LINK);
  const link = await getPrisma().approvalLink.findUnique({
    where: { tokenHash: hashApprovalToken(input.token) },
    select: { approverName: true, approverEmail: true, approval: { select: { id: true, organizationId: true, status: true, expiresAt: true } } },
  });
  if (!link) throw new PortalError("NOT_FOUND", UNKNOWN_LINK);
  if (link.approval.status === "PENDING" && link.approval.expiresAt <= now) {
    throw new PortalError("CONFLICT", "This approval link has expired. Ask the agency to send the request again if the choice still needs a decision.");
  }
  return settleApproval(
    link.approval.id,
    {
      decision: input.decision,
      byName: link.approverName,
      via: "approver",
      comment: input.comment,
      audit: { organizationId: link.approval.organizationId, actor: { id: null, name: `${link.approverName} (approver, ${link.approverEmail})` }, kind: input.decision === "APPROVED" ? "choice-approved" : "choice-declined", address: from.address },
    },
    now,
  );
}
