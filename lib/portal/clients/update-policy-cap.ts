import "server-only";
import type { z } from "zod";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { PolicyCapInput } from "./client-input";
import { placeKey } from "./client-keys";
import { parseClientInput } from "./parse-client-input";
import { POLICY_CAP_NOT_FOUND, placeTakenMessage, placeWords, refuseTakenPlace } from "./policy-cap-place";
import { writeClientChange } from "./write-client-change";

/** Changes a cap's place, currency or amount (admins). */
export async function updatePolicyCap(context: MemberContext, clientId: string, capId: string, input: z.input<typeof PolicyCapInput>): Promise<void> {
  const cap = parseClientInput(PolicyCapInput, input);
  await writeClientChange(context, clientId, {
    duplicate: { message: placeTakenMessage("This client", placeWords(cap)), field: "place" },
    work: async (tx, client) => {
      await refuseTakenPlace(tx, client, cap, capId);
      const { count } = await tx.clientPolicyCap.updateMany({ where: { id: capId, clientId: client.id }, data: { ...cap, placeKey: placeKey(cap.placeKind, cap.place) } });
      if (count === 0) throw new PortalError("NOT_FOUND", POLICY_CAP_NOT_FOUND);
      return { summary: `Nightly cap for ${placeWords(cap)} of ${client.name} now ${cap.nightlyCap} ${cap.currency}.`, result: undefined };
    },
  });
}
