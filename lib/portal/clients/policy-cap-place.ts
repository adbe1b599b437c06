import "server-only";
import type { DbTx } from "@/lib/db/prisma";
import { PortalError } from "../errors";
import { placeKey } from "./client-keys";

export const POLICY_CAP_NOT_FOUND = "That cap is not one of this client's; it may have been removed already.";

export function placeTakenMessage(clientName: string, place: string): string {
  return `${clientName} has a nightly cap for ${place} already: change that cap instead.`;
}

/** A cap's place as a sentence says it: "Paris", "country FR". */
export function placeWords(cap: { placeKind: "city" | "country"; place: string }): string {
  return cap.placeKind === "country" ? `country ${cap.place}` : cap.place;
}

/** Refuses a second cap for a place the client has one for, whatever its case; `exceptId` is the cap being changed. */
export async function refuseTakenPlace(tx: DbTx, client: { id: string; name: string }, cap: { placeKind: "city" | "country"; place: string }, exceptId?: string): Promise<void> {
  const taken = await tx.clientPolicyCap.findFirst({
    where: { clientId: client.id, placeKey: placeKey(cap.placeKind, cap.place), ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (taken) throw new PortalError("CONFLICT", placeTakenMessage(client.name, placeWords(cap)), { place: [placeTakenMessage(client.name, placeWords(cap))] });
}
