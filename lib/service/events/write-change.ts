import type { DbTx } from "@/lib/db/prisma";
import { getPrisma } from "@/lib/db/prisma";
import { statementsIn } from "@/lib/db/prisma-statements";
import { writeTransaction } from "@/lib/db/raw";
import type { SqlTx } from "@/lib/db/sql";
import { signalOutbox } from "./outbox-signal";
import { recordEvent, type RecordEventInput } from "./record-event";

/** A change being written: its statements, and the events it records with them. */
export type Change = {
  /** Statements inside the change's transaction (lib/db/sql.ts). */
  sql: SqlTx;
  /** Writes an event and its deliveries to the outbox, inside the change's transaction. */
  record: (input: RecordEventInput) => Promise<{ eventId: string }>;
};

/** A change that also goes through Prisma's models (`db`), on the same transaction. */
export type ModelChange = Change & { db: DbTx };

function changeOn(sql: SqlTx): Change {
  return { sql, record: (input) => recordEvent(sql, input) };
}

/**
 * The one way to write a change together with its outbox events: `work` runs in one
 * transaction, what it records commits with it or not at all, and the delivery worker is
 * woken once the commit is done (never before: it would find nothing to send).
 *
 * By default the change is statements only, on writeTransaction (prepared once; the hot
 * paths'). `{ models: true }` runs it on Prisma's interactive transaction instead, for
 * work that goes through Prisma's models (a quote built from the inventory, a booking);
 * its statements and events then run on that same transaction.
 */
export function writeChange<T>(work: (change: Change) => Promise<T>): Promise<T>;
export function writeChange<T>(options: { models: true }, work: (change: ModelChange) => Promise<T>): Promise<T>;
export async function writeChange<T>(
  first: { models: true } | ((change: Change) => Promise<T>),
  second?: (change: ModelChange) => Promise<T>,
): Promise<T> {
  const result =
    typeof first === "function"
      ? await writeTransaction((tx) => first(changeOn(tx)))
      : await getPrisma().$transaction((db) => second!({ ...changeOn(statementsIn(db)), db }));
  signalOutbox();
  return result;
}
