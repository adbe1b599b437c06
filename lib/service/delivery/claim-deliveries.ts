import type { Db, DbTx } from "@/lib/db/prisma";
import { dialectOf } from "@/lib/db/sql";
import { Prisma } from "@/lib/generated/prisma/client";
import { dbTime } from "./db-time";
import type { DeliveryJob, DueWebhook } from "./types";

export type ClaimPlan = { webhook: DueWebhook; limit: number }[];

type ClaimedRow = { id: string; eventId: string; webhookId: string; attempts: number; type: string; body: string; url: string };

/**
 * Claims up to `limit` due deliveries of each planned webhook for this worker, oldest
 * first, in ONE statement that counts the attempt and moves nextAttemptAt to the lease's
 * end: if this worker dies, the row falls due again by itself when the lease runs out,
 * with the next attempt number. The statement brings the event's body along, and the
 * webhook's URL as it is now (a PUT may have changed it since the scan).
 *
 * SQLite: an UPDATE … RETURNING that SQLite runs under its write lock, so two workers,
 * in this process or another, never claim the same row. It runs in an interactive
 * transaction although it is one statement: Prisma shares one connection in this
 * process, and only its transactions take turns on it. Outside one, the UPDATE could run
 * inside another request's open transaction, see rows that are not committed yet, and
 * send an event that is then rolled back.
 *
 * PostgreSQL: under READ COMMITTED the same statement lets two workers pick the same
 * rows, so the picks lock them with FOR UPDATE SKIP LOCKED (a row another worker is
 * claiming is skipped, not waited for), and the lease runs from the database's clock,
 * the one every instance shares, not from this host's.
 */
export async function claimDeliveries(db: Db, plan: ClaimPlan, owner: string, leaseMs: number, now = Date.now()): Promise<DeliveryJob[]> {
  if (plan.length === 0) return [];
  const rows = await db.$transaction(
    (tx) => (dialectOf() === "postgres" ? claimOnPostgres(tx, plan, owner, leaseMs) : claimOnSqlite(tx, plan, owner, leaseMs, now)),
    { maxWait: 10_000, timeout: 15_000 },
  );
  const webhooks = new Map(plan.map(({ webhook }) => [webhook.id, webhook]));
  return rows.map((row) => {
    const webhook = webhooks.get(row.webhookId)!;
    return {
      deliveryId: row.id,
      attempt: Number(row.attempts),
      eventId: row.eventId,
      eventType: row.type,
      body: row.body,
      webhookId: webhook.id,
      accountId: webhook.accountId,
      url: row.url,
      key: webhook.key,
      webhookFailing: webhook.failureCount > 0,
    };
  });
}

function claimOnSqlite(tx: DbTx, plan: ClaimPlan, owner: string, leaseMs: number, now: number): Promise<ClaimedRow[]> {
  const at = dbTime(now);
  const until = dbTime(now + leaseMs);
  const picks = plan.map(
    ({ webhook, limit }) => Prisma.sql`SELECT id FROM (
      SELECT id FROM Delivery WHERE webhookId = ${webhook.id} AND status = 'PENDING' AND nextAttemptAt <= ${at}
       ORDER BY nextAttemptAt LIMIT ${limit})`,
  );
  return tx.$queryRaw<ClaimedRow[]>`
      UPDATE Delivery
         SET leaseOwner = ${owner}, leaseUntil = ${until}, nextAttemptAt = ${until}, attempts = attempts + 1, updatedAt = ${at}
       WHERE id IN (${Prisma.join(picks, " UNION ALL ")})
      RETURNING id, eventId, webhookId, attempts,
                (SELECT type FROM Event WHERE Event.id = Delivery.eventId) AS type,
                (SELECT body FROM Event WHERE Event.id = Delivery.eventId) AS body,
                (SELECT url FROM Webhook WHERE Webhook.id = Delivery.webhookId) AS url`;
}

// LOCALTIMESTAMP is UTC: the pool's sessions run in UTC (lib/db/pg.ts), and Prisma
// stores DateTime as UTC in columns without a time zone.
function claimOnPostgres(tx: DbTx, plan: ClaimPlan, owner: string, leaseMs: number): Promise<ClaimedRow[]> {
  const picks = plan.map(
    ({ webhook, limit }, i) => Prisma.sql`SELECT id FROM (
      SELECT id FROM "Delivery" WHERE "webhookId" = ${webhook.id} AND status = 'PENDING' AND "nextAttemptAt" <= LOCALTIMESTAMP
       ORDER BY "nextAttemptAt" LIMIT ${limit}::int FOR UPDATE SKIP LOCKED) ${Prisma.raw(`p${i}`)}`,
  );
  return tx.$queryRaw<ClaimedRow[]>`
      WITH picked AS (${Prisma.join(picks, " UNION ALL ")}),
           lease AS (SELECT LOCALTIMESTAMP + ${leaseMs}::int * interval '1 millisecond' AS until)
      UPDATE "Delivery" d
         SET "leaseOwner" = ${owner}, "leaseUntil" = lease.until, "nextAttemptAt" = lease.until,
             attempts = d.attempts + 1, "updatedAt" = LOCALTIMESTAMP
        FROM picked, lease, "Event" e, "Webhook" w
       WHERE d.id = picked.id AND e.id = d."eventId" AND w.id = d."webhookId"
      RETURNING d.id, d."eventId", d."webhookId", d.attempts, e.type, e.body, w.url`;
}
