import "server-only";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { MemberContext } from "../session/get-member";
import { TravellerInput } from "./client-input";
import { parseClientInput } from "./parse-client-input";
import { writeClientChange } from "./write-client-change";

/** A traveller of the client (admins). */
export async function addTraveller(context: MemberContext, clientId: string, input: z.input<typeof TravellerInput>): Promise<{ id: string }> {
  const traveller = parseClientInput(TravellerInput, input);
  const id = randomUUID();
  return writeClientChange(context, clientId, {
    work: async (tx, client) => {
      await tx.clientTraveller.create({ data: { id, clientId: client.id, ...traveller } });
      return { summary: `Traveller ${traveller.givenName} ${traveller.familyName} added to ${client.name}.`, result: { id } };
    },
  });
}
