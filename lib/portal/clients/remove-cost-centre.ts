import "server-only";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { COST_CENTRE_NOT_FOUND } from "./cost-centre-code";
import { writeClientChange } from "./write-client-change";

/** Removes a cost centre from the client (admins). */
export async function removeCostCentre(context: MemberContext, clientId: string, costCentreId: string): Promise<void> {
  await writeClientChange(context, clientId, {
    work: async (tx, client) => {
      const centre = await tx.clientCostCentre.findFirst({ where: { id: costCentreId, clientId: client.id }, select: { code: true } });
      if (!centre) throw new PortalError("NOT_FOUND", COST_CENTRE_NOT_FOUND);
      await tx.clientCostCentre.deleteMany({ where: { id: costCentreId, clientId: client.id } });
      return { summary: `Cost centre ${centre.code} removed from ${client.name}.`, result: undefined };
    },
  });
}
