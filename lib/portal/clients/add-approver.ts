import "server-only";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { MemberContext } from "../session/get-member";
import { ApproverInput } from "./client-input";
import { parseClientInput } from "./parse-client-input";
import { writeClientChange } from "./write-client-change";

/** An approver of the client (admins). */
export async function addApprover(context: MemberContext, clientId: string, input: z.input<typeof ApproverInput>): Promise<{ id: string }> {
  const approver = parseClientInput(ApproverInput, input);
  const id = randomUUID();
  return writeClientChange(context, clientId, {
    work: async (tx, client) => {
      await tx.clientApprover.create({ data: { id, clientId: client.id, ...approver } });
      return { summary: `Approver ${approver.name} (${approver.email}) added to ${client.name}.`, result: { id } };
    },
  });
}
