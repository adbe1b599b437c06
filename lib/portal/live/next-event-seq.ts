import "server-only";
import type { DbTx } from "@/lib/db/prisma";

/**
 * The organisation's next event id (1 for its first event), taken inside the transaction
 * that stores the event. One statement, the same on SQLite and PostgreSQL; on PostgreSQL
 * the counter's row stays locked until that transaction ends, so the organisation's
 * events commit in the order of their ids, and a rolled-back store gives its id back.
 */
export async function nextEventSeq(tx: DbTx, organizationId: string): Promise<number> {
  const [row] = await tx.$queryRaw<{ lastSeq: number | bigint }[]>`
    INSERT INTO "PortalEventSequence" ("organizationId", "lastSeq") VALUES (${organizationId}, 1)
    ON CONFLICT ("organizationId") DO UPDATE SET "lastSeq" = "PortalEventSequence"."lastSeq" + 1
    RETURNING "lastSeq"`;
  return Number(row!.lastSeq);
}
