import type { DbTx } from "@/lib/db/prisma";
import { sql, sqlPair, sqlText, type Sql, type SqlTx } from "@/lib/db/sql";
import { formatTimestamp } from "@/lib/contract/common";
import type { EventType } from "@/lib/contract/event";
import { dbTime } from "@/lib/db/db-time";
import { newId } from "../ids";

export type RecordEventInput = {
  accountId: string;
  type: EventType;
  data: unknown;
  enquiryId?: string | null;
};

// A random UUID (version 4 layout) per row, made by SQLite: the deliveries are inserted
// by one INSERT … SELECT, so their ids cannot come from JavaScript.
const UUID_SQL = `lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-'
  || substr('89ab', abs(random()) % 4 + 1, 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`;

const EVENT_SQL = sql(`INSERT INTO "Event" (id, "accountId", type, body, "enquiryId", "createdAt") VALUES (?, ?, ?, ?, ?, ?)`);
// Webhook.events is a JSON array of event types (an empty one subscribes to all).
// PostgreSQL: gen_random_uuid() (built in since 13) and the jsonb operators.
const DELIVERIES_SQL = sqlPair({
  sqlite: `INSERT INTO "Delivery" (id, "eventId", "webhookId", status, attempts, "nextAttemptAt", "createdAt", "updatedAt")
     SELECT ${UUID_SQL}, ?, w.id, 'PENDING', 0, ?, ?, ?
       FROM "Webhook" w
      WHERE w."accountId" = ?
        AND (json_array_length(w.events) = 0 OR EXISTS (SELECT 1 FROM json_each(w.events) WHERE value = ?))`,
  postgres: `INSERT INTO "Delivery" (id, "eventId", "webhookId", status, attempts, "nextAttemptAt", "createdAt", "updatedAt")
     SELECT gen_random_uuid()::text, ?, w.id, 'PENDING', 0, ?::timestamp, ?::timestamp, ?::timestamp
       FROM "Webhook" w
      WHERE w."accountId" = ?
        AND (jsonb_array_length(w.events) = 0 OR w.events @> jsonb_build_array(?::text))`,
});

/** The two statements' arguments: the event row, then its deliveries. */
function eventArguments(input: RecordEventInput) {
  const eventId = newId(); // a uuid, as receivers expect
  const createdAt = new Date();
  const body = JSON.stringify({
    eventType: input.type,
    eventId,
    createdAt: formatTimestamp(createdAt),
    data: input.data,
  });
  const at = dbTime(createdAt.getTime());
  return {
    eventId,
    event: [eventId, input.accountId, input.type, body, input.enquiryId ?? null, at],
    deliveries: [eventId, at, at, at, input.accountId, input.type],
  };
}

/**
 * Writes an event to the outbox, inside the caller's transaction, with one delivery per
 * webhook eligible now (registered and subscribed to the type; an empty `events` list
 * subscribes to all). The body is stored as the exact bytes that are signed and sent,
 * so retries send the same thing. Run it inside `inTransaction` so the delivery worker
 * is woken after the commit.
 *
 * Two raw statements rather than three ORM calls: every event-producing request pays
 * for this, and each statement inside an interactive transaction costs about 0.5 ms of
 * CPU through Prisma here.
 */
export async function recordEvent(tx: DbTx, input: RecordEventInput): Promise<{ eventId: string }> {
  const { eventId, event, deliveries } = eventArguments(input);
  await tx.$executeRawUnsafe(sqlText(EVENT_SQL), ...event);
  await tx.$executeRawUnsafe(sqlText(DELIVERIES_SQL), ...deliveries);
  return { eventId };
}

// writeTransaction's form of the deliveries: the eligible webhooks are read, then their
// rows inserted with ids made here, a few rows per statement. On SQLite this costs about a
// third of the INSERT … SELECT above (its per-row UUID expression and the insert from a
// scan were most of an event's write), and it is two statements on PostgreSQL too.
const ELIGIBLE_WEBHOOKS = sqlPair({
  sqlite: `SELECT w.id FROM "Webhook" w
      WHERE w."accountId" = ?
        AND (json_array_length(w.events) = 0 OR EXISTS (SELECT 1 FROM json_each(w.events) WHERE value = ?))`,
  postgres: `SELECT w.id FROM "Webhook" w
      WHERE w."accountId" = ?
        AND (jsonb_array_length(w.events) = 0 OR w.events @> jsonb_build_array(?::text))`,
});
// Rows per INSERT: one statement text per count up to this, each prepared once (an
// account has at most 5 webhooks unless the provider raised its limit).
const ROWS_PER_INSERT = 5;
const insertDeliveries = new Map<number, Sql>();
function insertOf(rows: number): Sql {
  let statement = insertDeliveries.get(rows);
  if (!statement) {
    statement = sql(`INSERT INTO "Delivery" (id, "eventId", "webhookId", status, attempts, "nextAttemptAt", "createdAt", "updatedAt")
      VALUES ${Array.from({ length: rows }, () => "(?, ?, ?, 'PENDING', 0, ?, ?, ?)").join(", ")}`);
    insertDeliveries.set(rows, statement);
  }
  return statement;
}

/**
 * The same as `recordEvent`, inside a `writeTransaction` (the caller signals
 * the outbox after the commit).
 */
export async function recordEventNow(tx: SqlTx, input: RecordEventInput): Promise<{ eventId: string }> {
  const { eventId, event, deliveries } = eventArguments(input);
  const [, at] = deliveries;
  await tx.run(EVENT_SQL, event);
  const webhooks = await tx.all<{ id: string }>(ELIGIBLE_WEBHOOKS, [input.accountId, input.type]);
  for (let i = 0; i < webhooks.length; i += ROWS_PER_INSERT) {
    const chunk = webhooks.slice(i, i + ROWS_PER_INSERT);
    await tx.run(insertOf(chunk.length), chunk.flatMap((w) => [newId(), eventId, w.id, at, at, at]));
  }
  return { eventId };
}
