import { formatTimestamp } from "@/lib/contract/common";
import type { EventType } from "@/lib/contract/event";
import { dbTime } from "@/lib/db/db-time";
import { sql, sqlPair, type Sql, type SqlTx } from "@/lib/db/sql";
import { newId } from "../ids";

export type RecordEventInput = {
  accountId: string;
  type: EventType;
  data: unknown;
  enquiryId?: string | null;
};

const EVENT_SQL = sql(`INSERT INTO "Event" (id, "accountId", type, body, "enquiryId", "createdAt") VALUES (?, ?, ?, ?, ?, ?)`);

// Webhook.events is a JSON array of event types (an empty one subscribes to all).
// The eligible webhooks are read, then their deliveries inserted a few rows per
// statement, with ids made here (time-ordered, like every row id): far cheaper on SQLite
// than one INSERT … SELECT making each row's id in SQL.
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
 * Writes an event to the outbox with one delivery per webhook eligible now (registered
 * and subscribed to the type; an empty `events` list subscribes to all). The body is
 * stored as the exact bytes that are signed and sent, so retries send the same thing.
 * Only through `writeChange`'s `record`: the event then commits with its change or not
 * at all, and the delivery worker is woken after the commit.
 */
export async function recordEvent(tx: SqlTx, input: RecordEventInput): Promise<{ eventId: string }> {
  const eventId = newId(); // a uuid, as receivers expect
  const createdAt = new Date();
  const body = JSON.stringify({
    eventType: input.type,
    eventId,
    createdAt: formatTimestamp(createdAt),
    data: input.data,
  });
  const at = dbTime(createdAt.getTime());
  await tx.run(EVENT_SQL, [eventId, input.accountId, input.type, body, input.enquiryId ?? null, at]);
  const webhooks = await tx.all<{ id: string }>(ELIGIBLE_WEBHOOKS, [input.accountId, input.type]);
  for (let i = 0; i < webhooks.length; i += ROWS_PER_INSERT) {
    const chunk = webhooks.slice(i, i + ROWS_PER_INSERT);
    await tx.run(insertOf(chunk.length), chunk.flatMap((w) => [newId(), eventId, w.id, at, at, at]));
  }
  return { eventId };
}
