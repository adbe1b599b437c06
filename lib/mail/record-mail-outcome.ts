import { dbTime } from "@/lib/db/db-time";
import { readStatement, writeStatement } from "@/lib/db/raw";
import { dialectOf, sql, sqlPair } from "@/lib/db/sql";

export type MailOutcome =
  | { id: string; attempt: number; status: "SENT"; subject: string; html: string | null; text: string | null }
  | { id: string; attempt: number; status: "RETRY"; subject: string | null; error: string; delayMs: number }
  | { id: string; attempt: number; status: "FAILED"; subject: string | null; error: string };

// Each outcome is fenced on this worker's lease and the attempt number: a worker whose
// lease ran out (and whose message another worker took up) cannot overwrite the newer
// state. A message that has left for good loses its data (it may hold a one-time link).
const SENT = sqlPair({
  sqlite: `UPDATE "OutgoingMail" SET status = 'SENT', "sentAt" = ?, "updatedAt" = ?, subject = ?, html = ?, text = ?, data = NULL,
      "lastError" = NULL, "leaseOwner" = NULL, "leaseUntil" = NULL
    WHERE id = ? AND attempts = ? AND "leaseOwner" = ? AND status = 'PENDING'`,
  postgres: `UPDATE "OutgoingMail" SET status = 'SENT', "sentAt" = LOCALTIMESTAMP, "updatedAt" = LOCALTIMESTAMP, subject = ?, html = ?, text = ?,
      data = NULL, "lastError" = NULL, "leaseOwner" = NULL, "leaseUntil" = NULL
    WHERE id = ? AND attempts = ?::int AND "leaseOwner" = ? AND status = 'PENDING'`,
});
const RETRY = sqlPair({
  sqlite: `UPDATE "OutgoingMail" SET "nextAttemptAt" = ?, "updatedAt" = ?, subject = COALESCE(?, subject), "lastError" = ?,
      "leaseOwner" = NULL, "leaseUntil" = NULL
    WHERE id = ? AND attempts = ? AND "leaseOwner" = ? AND status = 'PENDING'`,
  postgres: `UPDATE "OutgoingMail" SET "nextAttemptAt" = LOCALTIMESTAMP + ?::int * interval '1 millisecond', "updatedAt" = LOCALTIMESTAMP,
      subject = COALESCE(?, subject), "lastError" = ?, "leaseOwner" = NULL, "leaseUntil" = NULL
    WHERE id = ? AND attempts = ?::int AND "leaseOwner" = ? AND status = 'PENDING'`,
});
const FAILED = sqlPair({
  sqlite: `UPDATE "OutgoingMail" SET status = 'FAILED', "updatedAt" = ?, subject = COALESCE(?, subject), "lastError" = ?, data = NULL,
      "leaseOwner" = NULL, "leaseUntil" = NULL
    WHERE id = ? AND attempts = ? AND "leaseOwner" = ? AND status = 'PENDING'`,
  postgres: `UPDATE "OutgoingMail" SET status = 'FAILED', "updatedAt" = LOCALTIMESTAMP, subject = COALESCE(?, subject), "lastError" = ?, data = NULL,
      "leaseOwner" = NULL, "leaseUntil" = NULL
    WHERE id = ? AND attempts = ?::int AND "leaseOwner" = ? AND status = 'PENDING'`,
});

/** Records one attempt's outcome; false when the lease was no longer this worker's. */
export async function recordMailOutcome(owner: string, outcome: MailOutcome, now = Date.now()): Promise<boolean> {
  const pg = dialectOf() === "postgres";
  const at = dbTime(now);
  const fence = [outcome.id, outcome.attempt, owner];
  const changed = await writeStatement((tx) => {
    switch (outcome.status) {
      case "SENT":
        return tx.run(SENT, [...(pg ? [] : [at, at]), outcome.subject, outcome.html, outcome.text, ...fence]);
      case "RETRY":
        return tx.run(RETRY, [...(pg ? [outcome.delayMs] : [dbTime(now + outcome.delayMs), at]), outcome.subject, outcome.error, ...fence]);
      case "FAILED":
        return tx.run(FAILED, [...(pg ? [] : [at]), outcome.subject, outcome.error, ...fence]);
    }
  });
  return changed > 0;
}

const NEXT_DUE = sql(`SELECT MIN("nextAttemptAt") AS next FROM "OutgoingMail" WHERE status = 'PENDING'`);

/** When the earliest waiting message falls due (ms since the epoch), or null. */
export async function nextMailDueAt(): Promise<number | null> {
  const row = await readStatement<[], { next: string | null }>(NEXT_DUE).get();
  return row?.next ? Date.parse(row.next) : null;
}
