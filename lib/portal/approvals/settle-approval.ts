import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import type { AuditInput } from "../audit/record-audit";
import { recordAudit } from "../audit/record-audit";
import { forwardChoice } from "../share-links/forward-choice";
import { PortalError } from "../errors";
import { recordApprovalEvent } from "../share-links/choice-event";

export type Decision = "APPROVED" | "DECLINED";

export type Settlement = {
  decision: Decision;
  /** The approver's name, or who an approval given by other means came from. */
  byName: string;
  /** "approver": from their mailed link; else "recorded by <member>". */
  via: string;
  comment: string | null;
  /** The audit entry of the decision, less what this function knows (its summary). */
  audit: Omit<AuditInput, "summary">;
};

/** `followUp` passes an approved choice on to the provider; the caller runs it after answering. */
export type SettledApproval = { decision: Decision; propertyName: string; unitName: string; clientName: string; followUp: () => Promise<void> };

/** Where an approval already stands, in words: why it cannot be decided again. */
export function settledWords(approval: { status: string; decidedByName: string | null; decidedVia: string | null }): string {
  if (approval.status === "SUPERSEDED") return "The client has changed their choice since this request, so it no longer needs a decision. A newer request goes to the approvers if their new choice needs one.";
  const what = approval.status === "APPROVED" ? "approved" : "declined";
  const via = approval.decidedVia && approval.decidedVia !== "approver" ? ` (${approval.decidedVia})` : "";
  return `This choice was already ${what} by ${approval.decidedByName ?? "an approver"}${via}: a decision is made once.`;
}

/**
 * Decides a waiting approval, once: the decision and the choice move together, and only
 * while the link's choice is still the one asked about (a newer choice supersedes the
 * request instead). The audit entry commits with them. Then the decision joins the
 * enquiry's timeline; `followUp` passes an approved choice to the provider; a declined one
 * waits on the share page, with the comment, for the client to choose again.
 */
export async function settleApproval(approvalId: string, settlement: Settlement, now = new Date()): Promise<SettledApproval> {
  const db = getPrisma();
  const outcome = await db.$transaction(async (tx) => {
    const approval = await tx.choiceApproval.findUnique({ where: { id: approvalId } });
    if (!approval || approval.organizationId !== settlement.audit.organizationId) throw new PortalError("NOT_FOUND", "This approval request is not one Staydesk knows.");
    if (approval.status !== "PENDING") throw new PortalError("CONFLICT", settledWords(approval));
    const choice = await tx.shareChoice.updateMany({
      where: { shareLinkId: approval.shareLinkId, chosenAt: approval.chosenAt, forwarded: "APPROVAL" },
      data: { forwarded: settlement.decision === "APPROVED" ? "PENDING" : "DECLINED" },
    });
    if (choice.count === 0) {
      await tx.choiceApproval.update({ where: { id: approvalId }, data: { status: "SUPERSEDED" } });
      return { superseded: true as const };
    }
    const taken = await tx.choiceApproval.updateMany({
      where: { id: approvalId, status: "PENDING" },
      data: { status: settlement.decision, decidedAt: now, decidedByName: settlement.byName, decidedVia: settlement.via, comment: settlement.comment },
    });
    if (taken.count === 0) throw new PortalError("CONFLICT", "This choice was decided a moment ago by someone else: a decision is made once.");
    const client = await tx.client.findFirst({ where: { id: approval.clientId, organizationId: approval.organizationId }, select: { name: true } });
    const clientName = client?.name ?? "the client";
    const option = `${approval.propertyName} · ${approval.unitName}`;
    const summary =
      settlement.via === "approver"
        ? `${settlement.decision === "APPROVED" ? "Approved" : "Declined"} the choice of ${option} on ${approval.serviceReference} for ${clientName}`
        : `Recorded ${settlement.byName}'s approval of ${option} on ${approval.serviceReference} for ${clientName}`;
    await recordAudit({ ...settlement.audit, summary: settlement.comment ? `${summary}: ${settlement.comment}` : summary }, tx);
    const shared = await tx.shareChoice.findUnique({ where: { shareLinkId: approval.shareLinkId } });
    return { superseded: false as const, approval, clientName, shared: shared! };
  });
  if (outcome.superseded) throw new PortalError("CONFLICT", settledWords({ status: "SUPERSEDED", decidedByName: null, decidedVia: null }));

  const { approval, shared } = outcome;
  await recordApprovalEvent({
    organizationId: approval.organizationId,
    serviceReference: approval.serviceReference,
    connectionId: shared.connectionId,
    providerReference: shared.providerReference,
    occurredAt: now,
    data: { propertyName: approval.propertyName, unitName: approval.unitName, decision: settlement.decision, by: settlement.byName, recorded: settlement.via !== "approver" },
  });
  const followUp =
    settlement.decision === "APPROVED"
      ? () =>
          forwardChoice(
            { id: approval.shareLinkId, organizationId: approval.organizationId, serviceReference: approval.serviceReference },
            { connectionId: shared.connectionId, providerReference: shared.providerReference, quoteId: shared.quoteId, quoteItemId: shared.quoteItemId, unitName: shared.unitName, note: shared.note, chosenAt: shared.chosenAt },
          )
      : async () => undefined;
  return { decision: settlement.decision, propertyName: approval.propertyName, unitName: approval.unitName, clientName: outcome.clientName, followUp };
}
