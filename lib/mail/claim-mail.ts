import { dbTime } from "@/lib/db/db-time";
import { writeTransaction } from "@/lib/db/raw";
import { dialectOf, sqlPair } from "@/lib/db/sql";
import type { MailKind } from "./kinds";

export type MailJob = {
  id: string;
  kind: MailKind;
  recipient: string;
  data: string;
  /** This attempt's number (1 for the first). */
  attempt: number;
  organizationName: string | null;
};

type ClaimedRow = { id: string; kind: string; recipient: string; data: string | null; attempts: number | string; organizationName: string | null };

// The oldest due messages, leased to this worker, as the webhook deliveries are claimed
// (lib/service/delivery/claim-deliveries.ts): the claim counts the attempt and moves
// nextAttemptAt to the lease's end, so a message whose worker died (kill -9 in the middle
// of a send) falls due again by itself. PostgreSQL: FOR UPDATE SKIP LOCKED, so two
// instances never take the same row, and the lease on the database's clock, which every
// instance shares. SQLite's IMMEDIATE transaction excludes every other writer.
// Parameters: SQLite owner, until, until, now, now, limit; PostgreSQL owner, lease ms, limit.
const CLAIM = sqlPair({
  sqlite: `UPDATE "OutgoingMail"
      SET "leaseOwner" = ?, "leaseUntil" = ?, "nextAttemptAt" = ?, attempts = attempts + 1, "updatedAt" = ?
    WHERE id IN (SELECT id FROM "OutgoingMail" WHERE status = 'PENDING' AND "nextAttemptAt" <= ? ORDER BY "nextAttemptAt" LIMIT ?)
   RETURNING id, kind, recipient, data, attempts,
             (SELECT name FROM "Organization" o WHERE o.id = "OutgoingMail"."organizationId") AS "organizationName"`,
  postgres: `WITH lease AS (SELECT LOCALTIMESTAMP + $2::int * interval '1 millisecond' AS until)
   UPDATE "OutgoingMail" m
      SET "leaseOwner" = $1, "leaseUntil" = lease.until, "nextAttemptAt" = lease.until, attempts = m.attempts + 1, "updatedAt" = LOCALTIMESTAMP
     FROM lease
    WHERE m.id IN (SELECT id FROM "OutgoingMail" WHERE status = 'PENDING' AND "nextAttemptAt" <= LOCALTIMESTAMP
                   ORDER BY "nextAttemptAt" LIMIT $3::int FOR UPDATE SKIP LOCKED)
   RETURNING m.id, m.kind, m.recipient, m.data, m.attempts,
             (SELECT name FROM "Organization" o WHERE o.id = m."organizationId") AS "organizationName"`,
});

/** Leases up to `limit` due messages to `owner` for `leaseMs`. */
export async function claimMail(owner: string, limit: number, leaseMs: number, now = Date.now()): Promise<MailJob[]> {
  if (limit <= 0) return [];
  const params = dialectOf() === "postgres" ? [owner, leaseMs, limit] : [owner, dbTime(now + leaseMs), dbTime(now + leaseMs), dbTime(now), dbTime(now), limit];
  const rows = await writeTransaction((tx) => tx.all<ClaimedRow>(CLAIM, params));
  return rows.map((row) => ({
    id: row.id,
    // A kind this version no longer knows fails at rendering and is recorded as such.
    kind: row.kind as MailKind,
    recipient: row.recipient,
    data: row.data ?? "",
    attempt: Number(row.attempts),
    organizationName: row.organizationName,
  }));
}
