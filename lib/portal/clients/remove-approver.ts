import "server-only";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { APPROVAL_RULE_LABELS, needsApprovers } from "./approval-rules";
import { APPROVER_NOT_FOUND } from "./update-approver";
import { writeClientChange } from "./write-client-change";

/** Removes an approver (admins), unless they are the last one of a client whose rule asks for approval. */
export async function removeApprover(context: MemberContext, clientId: string, approverId: string): Promise<void> {
  await writeClientChange(context, clientId, {
    work: async (tx, client) => {
      const approver = await tx.clientApprover.findFirst({ where: { id: approverId, clientId: client.id }, select: { name: true } });
      if (!approver) throw new PortalError("NOT_FOUND", APPROVER_NOT_FOUND);
      if (needsApprovers(client.approvalRule) && (await tx.clientApprover.count({ where: { clientId: client.id } })) === 1) {
        throw new PortalError(
          "CONFLICT",
          `${approver.name} is the only approver of ${client.name}, whose approval rule is “${APPROVAL_RULE_LABELS[client.approvalRule]}”: add another approver, or set the rule to None, first.`,
        );
      }
      await tx.clientApprover.deleteMany({ where: { id: approverId, clientId: client.id } });
      return { summary: `Approver ${approver.name} removed from ${client.name}.`, result: undefined };
    },
  });
}
