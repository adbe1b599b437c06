import { getPrisma, type DbTx } from "@/lib/db/prisma";
import { signalOutbox } from "./outbox-signal";

/**
 * Runs a change and the events it records in one transaction, then wakes the delivery
 * worker once the commit is done (never before: it would find nothing to send).
 */
export async function inTransaction<T>(fn: (tx: DbTx) => Promise<T>): Promise<T> {
  const result = await getPrisma().$transaction(fn);
  signalOutbox();
  return result;
}
