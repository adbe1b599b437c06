import "server-only";
import type { z } from "zod";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { ApproverInput } from "./client-input";
import { parseClientInput } from "./parse-client-input";
import { writeClientChange } from "./write-client-change";

export const APPROVER_NOT_FOUND = "That approver is not one of this client's; they may have been removed already.";

/** Changes an approver's name or e-mail (admins). */
export async function updateApprover(context: MemberContext, clientId: string, approverId: string, input: z.input<typeof ApproverInput>): Promise<void> {
  const approver = parseClientInput(ApproverInput, input);
  await writeClientChange(context, clientId, {
    work: async (tx, client) => {
      const { count } = await tx.clientApprover.updateMany({ where: { id: approverId, clientId: client.id }, data: approver });
      if (count === 0) throw new PortalError("NOT_FOUND", APPROVER_NOT_FOUND);
      return { summary: `Approver ${approver.name} (${approver.email}) of ${client.name} changed.`, result: undefined };
    },
  });
}
