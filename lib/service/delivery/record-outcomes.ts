import { dbTime } from "@/lib/db/db-time";
import type { Db } from "@/lib/db/prisma";
import { writeTransaction } from "@/lib/db/raw";
import { sql, sqlPair } from "@/lib/db/sql";
import { newId } from "../ids";
import { retryDelay } from "./retry-schedule";
import type { DeliveryOutcome } from "./types";

// The batch goes in two statements whatever its size, its rows as one JSON array: on
// PostgreSQL each statement is a round trip to the server with the transaction (and its
// row locks) open, and two per attempt made a batch of 32 cost 64 of them. On SQLite it
// costs what the prepared statement per row cost. Rows of LOG_ATTEMPTS: [id, deliveryId,
// attempt, statusCode, durationMs, error, responseBody, createdAt].
const LOG_ATTEMPTS = sqlPair({
  sqlite: `INSERT INTO "DeliveryAttempt" (id, "deliveryId", attempt, "statusCode", "durationMs", error, "responseBody", "createdAt")
    SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6, value ->> 7 FROM json_each(?)`,
  postgres: `INSERT INTO "DeliveryAttempt" (id, "deliveryId", attempt, "statusCode", "durationMs", error, "responseBody", "createdAt")
    SELECT v ->> 0, v ->> 1, (v ->> 2)::int, (v ->> 3)::int, (v ->> 4)::int, v ->> 5, v ->> 6, (v ->> 7)::timestamp
      FROM jsonb_array_elements(?::jsonb) AS v`,
});
// Fenced on this worker's lease and the attempt number (see recordOutcomes); returns the
// ids it moved. Parameters: updatedAt, the rows [status, nextAttemptAt or null, id,
// attempt] as JSON, owner. SQLite loops over the array and finds each row by its key
// (its plan is tested).
export const MOVE_ON = sqlPair({
  sqlite: `UPDATE "Delivery"
      SET status = v.value ->> 0, "nextAttemptAt" = COALESCE(v.value ->> 1, "nextAttemptAt"), "leaseOwner" = NULL, "leaseUntil" = NULL, "updatedAt" = ?
     FROM json_each(?) AS v
    WHERE "Delivery".id = v.value ->> 2 AND "Delivery".attempts = v.value ->> 3 AND "Delivery".status = 'PENDING' AND "Delivery"."leaseOwner" = ?
   RETURNING "Delivery".id`,
  postgres: `UPDATE "Delivery" d
      SET status = v ->> 0, "nextAttemptAt" = COALESCE((v ->> 1)::timestamp, d."nextAttemptAt"), "leaseOwner" = NULL, "leaseUntil" = NULL,
          "updatedAt" = ?::timestamp
     FROM jsonb_array_elements(?::jsonb) AS v
    WHERE d.id = v ->> 2 AND d.attempts = (v ->> 3)::int AND d.status = 'PENDING' AND d."leaseOwner" = ?
   RETURNING d.id`,
});
const RESET_FAILURES = sql(`UPDATE "Webhook" SET "failureCount" = 0 WHERE id = ?`);
const COUNT_FAILURE = sql(`UPDATE "Webhook" SET "failureCount" = "failureCount" + 1 WHERE id = ?`);

/**
 * Logs a batch of attempts and moves their deliveries on, in one transaction: success
 * → SUCCEEDED; failure → PENDING at the next retry time, or FAILED when no retry is
 * left. The update is fenced on this worker's lease and attempt number, so a worker
 * whose lease ran out (and whose row another worker took up) cannot overwrite the newer
 * state; its attempt is still logged, because it happened.
 *
 * On writeTransaction (prepared statements, far cheaper than Prisma's interactive
 * transaction), in two statements for the whole batch. The webhook's
 * failure count is touched only when it changes.
 */
export async function recordOutcomes(db: Db, owner: string, outcomes: DeliveryOutcome[], delaysMs: readonly number[]): Promise<void> {
  if (outcomes.length === 0) return;
  const updatedAt = dbTime(Date.now());
  await writeTransaction(async (tx) => {
    // The inserts come first: a transaction that starts by writing takes the write lock at
    // once instead of upgrading a read later.
    await tx.run(LOG_ATTEMPTS, [
      JSON.stringify(outcomes.map((o) => [newId(), o.job.deliveryId, o.job.attempt, o.statusCode, o.durationMs, o.error, o.responseBody, dbTime(o.endedAt)])),
    ]);
    const moves = outcomes.map((o) => {
      const delay = o.ok ? null : retryDelay(o.job.attempt, delaysMs);
      const status = o.ok ? "SUCCEEDED" : delay === null ? "FAILED" : "PENDING";
      return { o, status, next: delay === null ? null : dbTime(o.endedAt + delay) };
    });
    const moved = await tx.all<{ id: string }>(MOVE_ON, [
      updatedAt,
      JSON.stringify(moves.map((m) => [m.status, m.next, m.o.job.deliveryId, m.o.job.attempt])),
      owner,
    ]);
    const movedIds = new Set(moved.map((row) => row.id));
    const recovered = new Set<string>();
    const failed: string[] = [];
    for (const { o, status } of moves) {
      if (!movedIds.has(o.job.deliveryId)) continue;
      if (status === "FAILED") failed.push(o.job.webhookId);
      else if (status === "SUCCEEDED" && o.job.webhookFailing) recovered.add(o.job.webhookId);
    }
    // Webhook.failureCount: deliveries in a row that exhausted their retries, reset by a
    // success; within a batch the resets come first, then this batch's failures count.
    for (const id of recovered) await tx.run(RESET_FAILURES, [id]);
    for (const id of failed) await tx.run(COUNT_FAILURE, [id]);
  }, db);
}
