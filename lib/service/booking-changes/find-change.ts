import type { DbTx } from "@/lib/db/prisma";
import { notFound } from "../errors";
import { CHANGE_SELECT, type ChangeRow } from "./change-record";

/** A change of the booking by its id; one of another booking (or another account's) is "not found". */
export async function findChangeOrThrow(db: DbTx, booking: { id: string; reference: string }, changeId: string): Promise<ChangeRow> {
  const row = changeId.length <= 64 ? await db.bookingChange.findFirst({ where: { id: changeId, bookingId: booking.id }, select: CHANGE_SELECT }) : null;
  if (!row) throw notFound(`Change ${changeId} of booking ${booking.reference}`);
  return row;
}

/** Why a change that is no longer REQUESTED cannot be answered or withdrawn now. */
export function notWaiting(row: Pick<ChangeRow, "id" | "state">, what: string): string {
  return `Change ${row.id} is ${row.state}: only a change still waiting for the provider's answer (REQUESTED) can be ${what}.`;
}
