import type { Db } from "@/lib/db/prisma";
import { writeTransaction } from "@/lib/db/raw";
import { sql } from "@/lib/db/sql";
import { newId } from "../ids";
import { dbTime } from "./db-time";
import { retryDelay } from "./retry-schedule";
import type { DeliveryOutcome } from "./types";

const LOG_ATTEMPT = sql(`INSERT INTO "DeliveryAttempt" (id, "deliveryId", attempt, "statusCode", "durationMs", error, "responseBody", "createdAt")
  VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
// Fenced on this worker's lease and the attempt number (see recordOutcomes).
const MOVE_ON = sql(`UPDATE "Delivery"
    SET status = ?, "nextAttemptAt" = COALESCE(?, "nextAttemptAt"), "leaseOwner" = NULL, "leaseUntil" = NULL, "updatedAt" = ?
  WHERE id = ? AND attempts = ? AND status = 'PENDING' AND "leaseOwner" = ?`);
const RESET_FAILURES = sql(`UPDATE "Webhook" SET "failureCount" = 0 WHERE id = ?`);
const COUNT_FAILURE = sql(`UPDATE "Webhook" SET "failureCount" = "failureCount" + 1 WHERE id = ?`);

/**
 * Logs a batch of attempts and moves their deliveries on, in one transaction: success
 * → SUCCEEDED; failure → PENDING at the next retry time, or FAILED when no retry is
 * left. The update is fenced on this worker's lease and attempt number, so a worker
 * whose lease ran out (and whose row another worker took up) cannot overwrite the newer
 * state; its attempt is still logged, because it happened.
 *
 * On writeTransaction: a few prepared statements per attempt cost microseconds on SQLite,
 * where each statement through Prisma's interactive transaction cost about 0.5 ms. The
 * webhook's failure count is touched only when it changes.
 */
export async function recordOutcomes(db: Db, owner: string, outcomes: DeliveryOutcome[], delaysMs: readonly number[]): Promise<void> {
  if (outcomes.length === 0) return;
  const updatedAt = dbTime(Date.now());
  await writeTransaction(async (tx) => {
    // The inserts come first: a transaction that starts by writing takes the write lock at
    // once instead of upgrading a read later.
    for (const o of outcomes) {
      await tx.run(LOG_ATTEMPT, [newId(), o.job.deliveryId, o.job.attempt, o.statusCode, o.durationMs, o.error, o.responseBody, dbTime(o.endedAt)]);
    }
    const recovered = new Set<string>();
    const failed: string[] = [];
    for (const o of outcomes) {
      const delay = o.ok ? null : retryDelay(o.job.attempt, delaysMs);
      const status = o.ok ? "SUCCEEDED" : delay === null ? "FAILED" : "PENDING";
      const next = delay === null ? null : dbTime(o.endedAt + delay);
      const moved = await tx.run(MOVE_ON, [status, next, updatedAt, o.job.deliveryId, o.job.attempt, owner]);
      if (moved !== 1) continue;
      if (status === "FAILED") failed.push(o.job.webhookId);
      else if (status === "SUCCEEDED" && o.job.webhookFailing) recovered.add(o.job.webhookId);
    }
    // Webhook.failureCount: deliveries in a row that exhausted their retries, reset by a
    // success; within a batch the resets come first, then this batch's failures count.
    for (const id of recovered) await tx.run(RESET_FAILURES, [id]);
    for (const id of failed) await tx.run(COUNT_FAILURE, [id]);
  }, db);
}
