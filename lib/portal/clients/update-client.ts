import "server-only";
import type { z } from "zod";
import { getPrisma } from "@/lib/db/prisma";
import { isUniqueViolation } from "@/lib/db/sql";
import { memberAudit, recordAudit } from "../audit/record-audit";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { APPROVAL_RULE_LABELS, needsApprovers, toApprovalRule } from "./approval-rules";
import { assertClientAdmin, CLIENT_NOT_FOUND } from "./client-access";
import { APPROVERS_NEEDED, ClientDetailsInput } from "./client-input";
import { textKey } from "./client-keys";
import { nameTakenMessage, refuseTakenName } from "./client-name";
import { parseClientInput } from "./parse-client-input";

/** Changes a client's name, purchase-order rule and approval rule (admins); an archived client is restored first. */
export async function updateClient(context: MemberContext, clientId: string, input: z.input<typeof ClientDetailsInput>): Promise<void> {
  assertClientAdmin(context);
  const details = parseClientInput(ClientDetailsInput, input);
  const organizationId = context.organization.id;
  const audit = await memberAudit(context, "client-changed", "");
  try {
    await getPrisma().$transaction(async (tx) => {
      const before = await tx.client.findFirst({
        where: { id: clientId, organizationId },
        select: { name: true, poNumberRequired: true, approvalRule: true, archivedAt: true, _count: { select: { approvers: true } } },
      });
      if (!before) throw new PortalError("NOT_FOUND", CLIENT_NOT_FOUND);
      if (before.archivedAt) throw new PortalError("CONFLICT", `${before.name} is archived: restore it before changing it.`);
      if (needsApprovers(details.approvalRule) && before._count.approvers === 0) {
        throw new PortalError("INVALID", APPROVERS_NEEDED, { approvalRule: [APPROVERS_NEEDED] });
      }
      await refuseTakenName(tx, organizationId, details.name, clientId);
      const changes: string[] = [];
      if (details.name !== before.name) changes.push(`renamed to ${details.name}`);
      if (details.poNumberRequired !== before.poNumberRequired) changes.push(details.poNumberRequired ? "a PO number now required" : "a PO number no longer required");
      if (details.approvalRule !== toApprovalRule(before.approvalRule)) changes.push(`approval rule now ${APPROVAL_RULE_LABELS[details.approvalRule]}`);
      if (changes.length === 0) return;
      await tx.client.update({
        where: { id: clientId },
        data: { name: details.name, activeNameKey: textKey(details.name), poNumberRequired: details.poNumberRequired, approvalRule: details.approvalRule },
      });
      await recordAudit({ ...audit, summary: `Client ${before.name}: ${changes.join("; ")}.` }, tx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new PortalError("CONFLICT", nameTakenMessage(details.name), { name: [nameTakenMessage(details.name)] });
    throw error;
  }
}
