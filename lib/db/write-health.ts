import { randomBytes } from "node:crypto";
import { writeTransaction } from "./raw";
import { dialectOf, sql } from "./sql";
import { isDatabaseFull } from "./unavailable";

// A full disk leaves reads working: a `SELECT 1` probe says all is well while every write
// fails. Once a write has failed for want of space, readiness asks the database to take a
// write again (one that needs new pages, rolled back) until it can.

let fullSince: number | undefined;

/** Remembers a write that failed for want of space. */
export function noteDatabaseFailure(error: unknown): void {
  if (isDatabaseFull(error)) fullSince ??= Date.now();
}

const PROBE = sql(`INSERT INTO "ApiRateLimit" ("keyId", "bucket", "count") VALUES (?, -1, 0)`);
// SQLite: larger than a page (random, so incompressible), so that it needs new pages; a
// full disk or size limit refuses those. PostgreSQL: any write needs room in its WAL, and an
// index entry must stay under a third of a page.
const probeBytes = () => (dialectOf() === "postgres" ? 1024 : 32 * 1024);
const ROLLBACK = new Error("rollback");

/** Whether writes can succeed: true unless one failed for want of space and a probe write still does. */
export async function canWrite(): Promise<boolean> {
  if (fullSince === undefined) return true;
  try {
    await writeTransaction(async (tx) => {
      await tx.run(PROBE, [`probe:${randomBytes(probeBytes()).toString("hex")}`]);
      throw ROLLBACK;
    });
  } catch (error) {
    if (error !== ROLLBACK) {
      if (isDatabaseFull(error)) return false;
      throw error;
    }
  }
  fullSince = undefined;
  return true;
}
