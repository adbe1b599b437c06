import type { Db } from "@/lib/db/prisma";
import { writeTransaction } from "@/lib/db/raw";
import { dialectOf, sqlPair } from "@/lib/db/sql";
import { dbTime } from "@/lib/db/db-time";
import type { DeliveryJob, DueWebhook } from "./types";

export type ClaimPlan = { webhook: DueWebhook; limit: number }[];

type ClaimedRow = { id: string; eventId: string; webhookId: string; attempts: number; type: string; body: string; url: string };

// One webhook's claim: its oldest due rows, up to a limit. The RETURNING clause brings the
// event's body along, and the webhook's URL as it is now (a PUT may have changed it since
// the scan). PostgreSQL: FOR UPDATE SKIP LOCKED, so that two workers never wait for, nor
// take, the same rows (READ COMMITTED would let both pick them), and the lease runs from
// the database's clock, the one every instance shares (LOCALTIMESTAMP is UTC: the pool's
// sessions run in UTC). SQLite's IMMEDIATE transaction already excludes every other
// writer, and every process shares this host's clock.
// Parameters: SQLite owner, until, until, now, webhook, now, limit; PostgreSQL owner,
// lease in ms, webhook, limit.
const CLAIM = sqlPair({
  sqlite: `UPDATE "Delivery"
      SET "leaseOwner" = ?, "leaseUntil" = ?, "nextAttemptAt" = ?, attempts = attempts + 1, "updatedAt" = ?
    WHERE id IN (SELECT id FROM "Delivery" WHERE "webhookId" = ? AND status = 'PENDING' AND "nextAttemptAt" <= ?
                 ORDER BY "nextAttemptAt" LIMIT ?)
   RETURNING id, "eventId", "webhookId", attempts,
             (SELECT type FROM "Event" WHERE "Event".id = "Delivery"."eventId") AS type,
             (SELECT body FROM "Event" WHERE "Event".id = "Delivery"."eventId") AS body,
             (SELECT url FROM "Webhook" WHERE "Webhook".id = "Delivery"."webhookId") AS url`,
  postgres: `WITH lease AS (SELECT LOCALTIMESTAMP + $2::int * interval '1 millisecond' AS until)
   UPDATE "Delivery" d
      SET "leaseOwner" = $1, "leaseUntil" = lease.until, "nextAttemptAt" = lease.until, attempts = d.attempts + 1,
          "updatedAt" = LOCALTIMESTAMP
     FROM lease
    WHERE d.id IN (SELECT id FROM "Delivery" WHERE "webhookId" = $3 AND status = 'PENDING' AND "nextAttemptAt" <= LOCALTIMESTAMP
                   ORDER BY "nextAttemptAt" LIMIT $4::int FOR UPDATE SKIP LOCKED)
   RETURNING d.id, d."eventId", d."webhookId", d.attempts,
             (SELECT type FROM "Event" e WHERE e.id = d."eventId") AS type,
             (SELECT body FROM "Event" e WHERE e.id = d."eventId") AS body,
             (SELECT url FROM "Webhook" w WHERE w.id = d."webhookId") AS url`,
});

/**
 * Claims up to `limit` due deliveries of each planned webhook for this worker, oldest
 * first, in one write transaction (writeTransaction: statements prepared once, far
 * cheaper than Prisma's interactive transaction, and taking turns with every other unit
 * of work on SQLite's one connection, so a claim never sees another request's uncommitted
 * rows). Two workers, in this process or another, never claim the same row. The claim
 * counts the attempt and moves nextAttemptAt to the lease's end: if this worker dies, the
 * row falls due again by itself when the lease runs out, with the next attempt number.
 */
export async function claimDeliveries(db: Db, plan: ClaimPlan, owner: string, leaseMs: number, now = Date.now()): Promise<DeliveryJob[]> {
  if (plan.length === 0) return [];
  const at = dbTime(now);
  const until = dbTime(now + leaseMs);
  const postgres = dialectOf() === "postgres";
  const rows = await writeTransaction(async (tx) => {
    const claimed: ClaimedRow[] = [];
    for (const { webhook, limit } of plan) {
      const params = postgres ? [owner, leaseMs, webhook.id, limit] : [owner, until, until, at, webhook.id, at, limit];
      claimed.push(...(await tx.all<ClaimedRow>(CLAIM, params)));
    }
    return claimed;
  }, db);
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
