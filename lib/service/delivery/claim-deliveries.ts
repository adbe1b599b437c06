import type { Db } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import { dbTime } from "./db-time";
import type { DeliveryJob, DueWebhook } from "./types";

export type ClaimPlan = { webhook: DueWebhook; limit: number }[];

type ClaimedRow = { id: string; eventId: string; webhookId: string; attempts: number; type: string; body: string; url: string };

/**
 * Claims up to `limit` due deliveries of each planned webhook for this worker, oldest
 * first, in ONE statement: an UPDATE … RETURNING that SQLite runs under its write lock,
 * so two workers, in this process or another, never claim the same row. The claim
 * counts the attempt and moves nextAttemptAt to the lease's end: if this worker dies,
 * the row falls due again by itself when the lease runs out, with the next attempt
 * number. The RETURNING clause brings the event's body along, and the webhook's URL as
 * it is now (a PUT may have changed it since the scan).
 *
 * It runs in an interactive transaction although it is one statement: Prisma shares one
 * connection in this process, and only its transactions take turns on it. Outside one,
 * the UPDATE could run inside another request's open transaction, see rows that are not
 * committed yet, and send an event that is then rolled back.
 */
export async function claimDeliveries(db: Db, plan: ClaimPlan, owner: string, leaseMs: number, now = Date.now()): Promise<DeliveryJob[]> {
  if (plan.length === 0) return [];
  const at = dbTime(now);
  const until = dbTime(now + leaseMs);
  const picks = plan.map(
    ({ webhook, limit }) => Prisma.sql`SELECT id FROM (
      SELECT id FROM Delivery WHERE webhookId = ${webhook.id} AND status = 'PENDING' AND nextAttemptAt <= ${at}
       ORDER BY nextAttemptAt LIMIT ${limit})`,
  );
  const rows = await db.$transaction(
    (tx) => tx.$queryRaw<ClaimedRow[]>`
      UPDATE Delivery
         SET leaseOwner = ${owner}, leaseUntil = ${until}, nextAttemptAt = ${until}, attempts = attempts + 1, updatedAt = ${at}
       WHERE id IN (${Prisma.join(picks, " UNION ALL ")})
      RETURNING id, eventId, webhookId, attempts,
                (SELECT type FROM Event WHERE Event.id = Delivery.eventId) AS type,
                (SELECT body FROM Event WHERE Event.id = Delivery.eventId) AS body,
                (SELECT url FROM Webhook WHERE Webhook.id = Delivery.webhookId) AS url`,
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
