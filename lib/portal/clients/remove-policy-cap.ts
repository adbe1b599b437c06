import "server-only";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { POLICY_CAP_NOT_FOUND, placeWords } from "./policy-cap-place";
import { writeClientChange } from "./write-client-change";

/** Removes a cap from the client's travel policy (admins). */
export async function removePolicyCap(context: MemberContext, clientId: string, capId: string): Promise<void> {
  await writeClientChange(context, clientId, {
    work: async (tx, client) => {
      const cap = await tx.clientPolicyCap.findFirst({ where: { id: capId, clientId: client.id }, select: { placeKind: true, place: true } });
      if (!cap) throw new PortalError("NOT_FOUND", POLICY_CAP_NOT_FOUND);
      await tx.clientPolicyCap.deleteMany({ where: { id: capId, clientId: client.id } });
      return { summary: `Nightly cap for ${placeWords({ placeKind: cap.placeKind === "country" ? "country" : "city", place: cap.place })} removed from ${client.name}.`, result: undefined };
    },
  });
}
