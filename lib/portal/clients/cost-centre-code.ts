import "server-only";
import type { DbTx } from "@/lib/db/prisma";
import { PortalError } from "../errors";
import { textKey } from "./client-keys";

export function codeTakenMessage(clientName: string, code: string): string {
  return `${clientName} has a cost centre with the code ${code} already.`;
}

export const COST_CENTRE_NOT_FOUND = "That cost centre is not one of this client's; it may have been removed already.";

/** Refuses a code the client has already, whatever its case; `exceptId` is the cost centre being changed. */
export async function refuseTakenCode(tx: DbTx, client: { id: string; name: string }, code: string, exceptId?: string): Promise<void> {
  const taken = await tx.clientCostCentre.findFirst({
    where: { clientId: client.id, codeKey: textKey(code), ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { code: true },
  });
  if (taken) throw new PortalError("CONFLICT", codeTakenMessage(client.name, taken.code), { code: [codeTakenMessage(client.name, taken.code)] });
}
