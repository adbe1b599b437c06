import { writeStatement } from "@/lib/db/raw";
import { sql } from "@/lib/db/sql";

// One statement for both databases (quoted identifiers, ON CONFLICT … DO UPDATE …
// RETURNING): an upsert that returns the new count.
const COUNT = sql(`
  INSERT INTO "ApiRateLimit" ("keyId", "bucket", "count") VALUES (?, ?, 1)
  ON CONFLICT ("keyId", "bucket") DO UPDATE SET "count" = "ApiRateLimit"."count" + 1
  RETURNING "count"`);
const FORGET = sql(`DELETE FROM "ApiRateLimit" WHERE "bucket" < ?`);

/**
 * Counts one request of an API key in its window and returns the window's count so far:
 * one statement, so that concurrent requests on any number of instances each see a
 * distinct count.
 */
export async function countApiRequest(keyId: string, bucket: number): Promise<number> {
  const row = await writeStatement((tx) => tx.get<{ count: number | string }>(COUNT, [keyId, bucket]));
  return Number(row!.count);
}

/** Deletes the counts of windows before `bucket`. */
export async function forgetApiRequestsBefore(bucket: number): Promise<void> {
  await writeStatement((tx) => tx.run(FORGET, [bucket]));
}
