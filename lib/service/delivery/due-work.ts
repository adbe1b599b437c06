import { readStatement } from "@/lib/db/raw";
import { sql } from "@/lib/db/sql";
import { dbTime } from "./db-time";
import type { DueWebhook } from "./types";

// The worker's scans, on the read-only connection: they see committed rows only (never
// another request's open transaction) and cost microseconds. They are hints; the claim
// itself decides, in a transaction.

// One index probe per webhook, so a long backlog on one receiver does not slow the scan.
const DUE_WEBHOOKS = sql(`
  SELECT w.id, w."accountId", w."failureCount", a."verificationKey" AS key
    FROM "Webhook" w JOIN "Account" a ON a.id = w."accountId"
   WHERE EXISTS (SELECT 1 FROM "Delivery" d
                  WHERE d."webhookId" = w.id AND d.status = 'PENDING' AND d."nextAttemptAt" <= ?)`);

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
