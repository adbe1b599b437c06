import "server-only";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { MemberContext } from "../session/get-member";
import { PolicyCapInput } from "./client-input";
import { placeKey } from "./client-keys";
import { parseClientInput } from "./parse-client-input";
import { placeTakenMessage, placeWords, refuseTakenPlace } from "./policy-cap-place";
import { writeClientChange } from "./write-client-change";

/** A nightly cap of the client's travel policy for a city or a country (admins); one per place. */
export async function addPolicyCap(context: MemberContext, clientId: string, input: z.input<typeof PolicyCapInput>): Promise<{ id: string }> {
  const cap = parseClientInput(PolicyCapInput, input);
  const id = randomUUID();
  return writeClientChange(context, clientId, {
    duplicate: { message: placeTakenMessage("This client", placeWords(cap)), field: "place" },
    work: async (tx, client) => {
      await refuseTakenPlace(tx, client, cap);
      await tx.clientPolicyCap.create({ data: { id, clientId: client.id, ...cap, placeKey: placeKey(cap.placeKind, cap.place) } });
      return { summary: `Nightly cap of ${cap.nightlyCap} ${cap.currency} for ${placeWords(cap)} added to ${client.name}.`, result: { id } };
    },
  });
}
