import "server-only";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { TRAVELLER_NOT_FOUND } from "./update-traveller";
import { writeClientChange } from "./write-client-change";

/** Removes a traveller from the client (admins). */
export async function removeTraveller(context: MemberContext, clientId: string, travellerId: string): Promise<void> {
  await writeClientChange(context, clientId, {
    work: async (tx, client) => {
      const traveller = await tx.clientTraveller.findFirst({ where: { id: travellerId, clientId: client.id }, select: { givenName: true, familyName: true } });
      if (!traveller) throw new PortalError("NOT_FOUND", TRAVELLER_NOT_FOUND);
      await tx.clientTraveller.deleteMany({ where: { id: travellerId, clientId: client.id } });
      return { summary: `Traveller ${traveller.givenName} ${traveller.familyName} removed from ${client.name}.`, result: undefined };
    },
  });
}
