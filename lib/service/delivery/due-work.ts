import { dbTime } from "@/lib/db/db-time";
import { readStatement } from "@/lib/db/raw";
import { sql } from "@/lib/db/sql";
import type { DueWebhook } from "./types";

// The worker's scans, on the read-only connection: they see committed rows only (never
// another request's open transaction) and cost microseconds. They are hints; the claim
// itself decides, in a transaction.

// The webhooks with due work, found from the due rows' index, not from the list of every
// webhook: the recursive part hops from one webhook id with PENDING rows to the next in
// Delivery_webhook_due_idx (a loose index scan, one probe per such webhook), so the scan
// costs what the backlog's webhooks cost, whatever the number of webhooks registered: the
// worker scans before each claim. Whether a webhook's work is due is its earliest
// PENDING row, one probe: a scalar subquery with LIMIT 1, which PostgreSQL cannot turn into
// a join over every due row as it did an EXISTS. The same text serves both databases.
/** The scan's text (its plan is tested). */
export const DUE_WEBHOOKS_TEXT = `
  WITH RECURSIVE pending(id) AS (
    SELECT (SELECT "webhookId" FROM "Delivery" WHERE status = 'PENDING' AND "webhookId" IS NOT NULL ORDER BY "webhookId" LIMIT 1)
    UNION ALL
    SELECT (SELECT "webhookId" FROM "Delivery" WHERE status = 'PENDING' AND "webhookId" > pending.id ORDER BY "webhookId" LIMIT 1)
      FROM pending WHERE pending.id IS NOT NULL)
  SELECT w.id, w."accountId", w."failureCount", a."verificationKey" AS key
    FROM pending JOIN "Webhook" w ON w.id = pending.id JOIN "Account" a ON a.id = w."accountId"
   WHERE (SELECT d."nextAttemptAt" FROM "Delivery" d WHERE d."webhookId" = w.id AND d.status = 'PENDING'
           ORDER BY d."nextAttemptAt" LIMIT 1) <= ?`;
const DUE_WEBHOOKS = sql(DUE_WEBHOOKS_TEXT);

// A claimed row's nextAttemptAt is its lease's end, so this also finds when a dead
// worker's lease runs out.
const NEXT_DUE = sql(`SELECT MIN("nextAttemptAt") AS at FROM "Delivery" WHERE status = 'PENDING' AND "nextAttemptAt" > ?`);

export function findDueWebhooks(now: number): Promise<DueWebhook[]> {
  return readStatement<[string], DueWebhook>(DUE_WEBHOOKS).all(dbTime(now));
}

/** When the next PENDING delivery falls due after `now`, or null if none is waiting. */
export async function nextDueAt(now: number): Promise<number | null> {
  const row = await readStatement<[string], { at: string | null }>(NEXT_DUE).get(dbTime(now));
  return row?.at ? Date.parse(row.at) : null;
}
