import "server-only";
import type { z } from "zod";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { CostCentreInput } from "./client-input";
import { textKey } from "./client-keys";
import { codeTakenMessage, COST_CENTRE_NOT_FOUND, refuseTakenCode } from "./cost-centre-code";
import { parseClientInput } from "./parse-client-input";
import { writeClientChange } from "./write-client-change";

/** Changes a cost centre's code or label (admins). */
export async function updateCostCentre(context: MemberContext, clientId: string, costCentreId: string, input: z.input<typeof CostCentreInput>): Promise<void> {
  const centre = parseClientInput(CostCentreInput, input);
  await writeClientChange(context, clientId, {
    duplicate: { message: codeTakenMessage("This client", centre.code), field: "code" },
    work: async (tx, client) => {
      await refuseTakenCode(tx, client, centre.code, costCentreId);
      const { count } = await tx.clientCostCentre.updateMany({ where: { id: costCentreId, clientId: client.id }, data: { ...centre, codeKey: textKey(centre.code) } });
      if (count === 0) throw new PortalError("NOT_FOUND", COST_CENTRE_NOT_FOUND);
      return { summary: `Cost centre ${centre.code} (${centre.label}) of ${client.name} changed.`, result: undefined };
    },
  });
}
