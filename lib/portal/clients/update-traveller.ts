import "server-only";
import type { z } from "zod";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { TravellerInput } from "./client-input";
import { parseClientInput } from "./parse-client-input";
import { writeClientChange } from "./write-client-change";

export const TRAVELLER_NOT_FOUND = "That traveller is not one of this client's; they may have been removed already.";

/** Changes a traveller's names, e-mail or phone (admins). */
export async function updateTraveller(context: MemberContext, clientId: string, travellerId: string, input: z.input<typeof TravellerInput>): Promise<void> {
  const traveller = parseClientInput(TravellerInput, input);
  await writeClientChange(context, clientId, {
    work: async (tx, client) => {
      const { count } = await tx.clientTraveller.updateMany({ where: { id: travellerId, clientId: client.id }, data: traveller });
      if (count === 0) throw new PortalError("NOT_FOUND", TRAVELLER_NOT_FOUND);
      return { summary: `Traveller ${traveller.givenName} ${traveller.familyName} of ${client.name} changed.`, result: undefined };
    },
  });
}
