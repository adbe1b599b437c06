import "server-only";
import type { DbTx } from "@/lib/db/prisma";
import { PortalError } from "../errors";
import { textKey } from "./client-keys";

export function nameTakenMessage(name: string): string {
  return `A client called ${name} exists already: choose another name, or archive that client first.`;
}

/** Refuses a name that a client in use (not archived) of the organisation has, whatever its case; `exceptId` is the client being renamed. */
export async function refuseTakenName(tx: DbTx, organizationId: string, name: string, exceptId?: string): Promise<void> {
  const taken = await tx.client.findFirst({
    where: { organizationId, activeNameKey: textKey(name), ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { name: true },
  });
  if (taken) throw new PortalError("CONFLICT", nameTakenMessage(taken.name), { name: [nameTakenMessage(taken.name)] });
}
