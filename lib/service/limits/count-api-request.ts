import type { DbTx } from "@/lib/db/prisma";

/**
 * Counts one request of an API key in its window and returns the window's count so far:
 * one statement (an upsert that returns the new count), so that concurrent requests on
 * any number of instances each see a distinct count. The SQL is the same on SQLite and
 * PostgreSQL (quoted identifiers, ON CONFLICT … DO UPDATE … RETURNING).
 */
export async function countApiRequest(db: DbTx, keyId: string, bucket: number): Promise<number> {
  const [row] = await db.$queryRaw<{ count: number | bigint }[]>`
    INSERT INTO "ApiRateLimit" ("keyId", "bucket", "count") VALUES (${keyId}, ${bucket}, 1)
    ON CONFLICT ("keyId", "bucket") DO UPDATE SET "count" = "ApiRateLimit"."count" + 1
    RETURNING "count"`;
  return Number(row!.count);
}

/** Deletes the counts of windows before `bucket`. */
export async function forgetApiRequestsBefore(db: DbTx, bucket: number): Promise<void> {
  await db.$executeRaw`DELETE FROM "ApiRateLimit" WHERE "bucket" < ${bucket}`;
}
