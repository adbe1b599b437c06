import { getPrisma } from "@/lib/db/prisma";
import { sql, sqlText } from "@/lib/db/sql";

export type AwaitingReplyRow = {
  serviceReference: string;
  accountName: string;
  clientReference: string;
  state: string;
  /** The agent's first message since the provider last wrote. */
  waitingSince: Date;
  /** How long the agent has waited, at `now`. */
  waitingMs: number;
};

/** The most the view lists: the longest waits, which are the ones to answer first. */
export const AWAITING_REPLY_LIMIT = 200;

// An enquiry waits when an agent's message has no provider's message at or after it; it
// has waited since the first of those. Each NOT EXISTS is answered by the messages'
// (enquiryId, createdAt) index. The same statement on SQLite and PostgreSQL.
const AWAITING = sql(`
  SELECT e."serviceReference", coalesce(a."displayName", a.name) AS "accountName", e."clientReference", e.state, w.since AS "waitingSince"
    FROM (SELECT m."enquiryId", min(m."createdAt") AS since
            FROM "Message" m
           WHERE m."authorSide" = 'AGENT'
             AND NOT EXISTS (SELECT 1 FROM "Message" p
                              WHERE p."enquiryId" = m."enquiryId" AND p."authorSide" = 'PROVIDER' AND p."createdAt" >= m."createdAt")
           GROUP BY m."enquiryId") w
    JOIN "Enquiry" e ON e.id = w."enquiryId"
    JOIN "Account" a ON a.id = e."accountId"
   ORDER BY w.since ASC, e.id ASC
   LIMIT ?`);

/**
 * The back office's "Waiting for a reply" view: every account's enquiries whose latest
 * message is the agent's, the longest wait first.
 */
export async function listAwaitingReply(now = new Date(), limit = AWAITING_REPLY_LIMIT): Promise<AwaitingReplyRow[]> {
  const rows = await getPrisma().$queryRawUnsafe<(Omit<AwaitingReplyRow, "waitingSince" | "waitingMs"> & { waitingSince: string | Date })[]>(sqlText(AWAITING), limit);
  // The adapter types a raw query's times itself, or not: accept both.
  return rows.map((row) => {
    const waitingSince = new Date(row.waitingSince);
    return { ...row, waitingSince, waitingMs: now.getTime() - waitingSince.getTime() };
  });
}
