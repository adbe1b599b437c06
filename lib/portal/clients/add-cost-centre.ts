import "server-only";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { MemberContext } from "../session/get-member";
import { CostCentreInput } from "./client-input";
import { textKey } from "./client-keys";
import { codeTakenMessage, refuseTakenCode } from "./cost-centre-code";
import { parseClientInput } from "./parse-client-input";
import { writeClientChange } from "./write-client-change";

/** A cost centre of the client (admins); its code is the client's only one of that code. */
export async function addCostCentre(context: MemberContext, clientId: string, input: z.input<typeof CostCentreInput>): Promise<{ id: string }> {
  const centre = parseClientInput(CostCentreInput, input);
  const id = randomUUID();
  return writeClientChange(context, clientId, {
    duplicate: { message: codeTakenMessage("This client", centre.code), field: "code" },
    work: async (tx, client) => {
      await refuseTakenCode(tx, client, centre.code);
      await tx.clientCostCentre.create({ data: { id, clientId: client.id, ...centre, codeKey: textKey(centre.code) } });
      return { summary: `Cost centre ${centre.code} (${centre.label}) added to ${client.name}.`, result: { id } };
    },
  });
}
