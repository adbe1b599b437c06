import type { Db, DbTx } from "@/lib/db/prisma";
import { dialectOf } from "@/lib/db/sql";
import { Prisma } from "@/lib/generated/prisma/client";
import { newId } from "../ids";
import { dbTime } from "./db-time";
import { retryDelay } from "./retry-schedule";
import type { DeliveryOutcome } from "./types";

/**
 * Logs a batch of attempts and moves their deliveries on, in one transaction: success
 * → SUCCEEDED; failure → PENDING at the next retry time, or FAILED when no retry is
 * left. The update is fenced on this worker's lease and attempt number, so a worker
 * whose lease ran out (and whose row another worker took up) cannot overwrite the newer
 * state; its attempt is still logged, because it happened.
 *
 * Two statements per batch, whatever its size (each statement in a transaction costs
 * about 0.5 ms of CPU through Prisma); the webhook's failure count is touched only
 * when it changes. PostgreSQL gets the same statements with a typed VALUES list (its
 * parameters have no type of their own there).
 */
export async function recordOutcomes(db: Db, owner: string, outcomes: DeliveryOutcome[], delaysMs: readonly number[]): Promise<void> {
  if (outcomes.length === 0) return;
  await db.$transaction((tx) => write(tx, owner, outcomes, delaysMs), { maxWait: 10_000, timeout: 15_000 });
}

async function write(tx: DbTx, owner: string, outcomes: DeliveryOutcome[], delaysMs: readonly number[]): Promise<void> {
  const attempts = outcomes.map(
    (o) =>
      Prisma.sql`(${newId()}, ${o.job.deliveryId}, ${o.job.attempt}, ${o.statusCode}, ${o.durationMs}, ${o.error}, ${o.responseBody}, ${dbTime(o.endedAt)})`,
  );
  // The insert comes first: a transaction that starts by writing takes the write lock at
  // once instead of upgrading a read later (which SQLite may refuse under contention).
  await tx.$executeRaw`
    INSERT INTO "DeliveryAttempt" ("id", "deliveryId", "attempt", "statusCode", "durationMs", "error", "responseBody", "createdAt")
    VALUES ${Prisma.join(attempts)}`;
  const postgres = dialectOf() === "postgres";

  const next = outcomes.map((o) => {
    const delay = o.ok ? null : retryDelay(o.job.attempt, delaysMs);
    const status = o.ok ? "SUCCEEDED" : delay === null ? "FAILED" : "PENDING";
    const nextAt = delay === null ? null : dbTime(o.endedAt + delay);
    return postgres
      ? Prisma.sql`(${o.job.deliveryId}::text, ${o.job.attempt}::int, ${status}::text, ${nextAt}::timestamp)`
      : Prisma.sql`(${o.job.deliveryId}, ${o.job.attempt}, ${status}, ${nextAt})`;
  });
  // UPDATE … FROM a VALUES list: the database finds each row by its id.
  const moved = await tx.$queryRaw<{ id: string; status: string }[]>`
    UPDATE "Delivery"
       SET "status" = next.column3, "nextAttemptAt" = COALESCE(next.column4, "Delivery"."nextAttemptAt"),
           "leaseOwner" = NULL, "leaseUntil" = NULL, "updatedAt" = ${dbTime(Date.now())}
      FROM (VALUES ${Prisma.join(next)}) AS next
     WHERE "Delivery"."id" = next.column1 AND "Delivery"."attempts" = next.column2
       AND "Delivery"."status" = 'PENDING' AND "Delivery"."leaseOwner" = ${owner}
    RETURNING "Delivery"."id", "Delivery"."status"`;

  // Webhook.failureCount: deliveries in a row that exhausted their retries, reset by a success.
  const byId = new Map(outcomes.map((o) => [o.job.deliveryId, o.job]));
  const failedWebhooks = moved.filter((m) => m.status === "FAILED").map((m) => byId.get(m.id)!.webhookId);
  const recovered = new Set(moved.filter((m) => m.status === "SUCCEEDED" && byId.get(m.id)!.webhookFailing).map((m) => byId.get(m.id)!.webhookId));
  if (recovered.size > 0) await tx.$executeRaw`UPDATE "Webhook" SET "failureCount" = 0 WHERE "id" IN (${Prisma.join([...recovered])})`;
  for (const id of failedWebhooks) await tx.$executeRaw`UPDATE "Webhook" SET "failureCount" = "failureCount" + 1 WHERE "id" = ${id}`;
}
