import "server-only";
import { readStatement, writeStatement } from "./raw";
import { sql } from "./sql";

// Expiring counters in the database (AttemptCounter), for limits that must hold across
// instances and restarts: the sign-in and sign-up limits of the portal and of the back
// office. A take is ONE statement (an upsert that returns the new count), so parallel
// attempts on any number of instances cannot all pass a count read before any of them
// was written. The statements are the same on SQLite and PostgreSQL (quoted identifiers,
// ON CONFLICT … DO UPDATE … RETURNING).

/** At most `max` takes per window of `windowMs`, the window starting at the first take. */
export type AttemptWindow = { max: number; windowMs: number };

export type AttemptTake = { allowed: boolean; count: number; resetAt: number };

/** A `max` for counts that only measure: larger than any count, within a 32-bit column. */
export const UNLIMITED = 2_000_000_000;

// A refused take leaves the count at max + 1 (full, and refused since): refusals do not
// pile up, so one attempt given back always frees one place.
const TAKE = sql(`
  INSERT INTO "AttemptCounter" ("key", "count", "resetAt") VALUES (?, 1, ?)
  ON CONFLICT ("key") DO UPDATE SET
    "count" = CASE
      WHEN "AttemptCounter"."resetAt" <= ? THEN 1
      WHEN "AttemptCounter"."count" <= ? THEN "AttemptCounter"."count" + 1
      ELSE "AttemptCounter"."count" END,
    "resetAt" = CASE WHEN "AttemptCounter"."resetAt" <= ? THEN excluded."resetAt" ELSE "AttemptCounter"."resetAt" END
  RETURNING "count", "resetAt"`);
const GIVE_BACK = sql(`
  UPDATE "AttemptCounter" SET "count" = CASE WHEN "count" > ? THEN ? ELSE "count" - 1 END
  WHERE "key" = ? AND "count" > 0 AND "resetAt" > ?`);
const REMEMBER = sql(`
  INSERT INTO "AttemptCounter" ("key", "count", "resetAt") VALUES (?, 1, ?)
  ON CONFLICT ("key") DO UPDATE SET "count" = 1, "resetAt" = excluded."resetAt"`);
const READ = sql(`SELECT "count" FROM "AttemptCounter" WHERE "key" = ? AND "resetAt" > ?`);
const CLEAR = sql(`DELETE FROM "AttemptCounter" WHERE "key" = ?`);
// substr rather than LIKE: a key holds e-mail addresses, whose % and _ must not match anything.
const CLEAR_PREFIX = sql(`DELETE FROM "AttemptCounter" WHERE substr("key", 1, ?) = ?`);
const SWEEP = sql(`DELETE FROM "AttemptCounter" WHERE "resetAt" <= ?`);

const SWEEP_EVERY_MS = 60_000;
let lastSweep = 0;

/** Counts one attempt under `key` if the window has room; says whether it had. */
export async function takeAttempt(key: string, window: AttemptWindow, now = Date.now()): Promise<AttemptTake> {
  const row = await writeStatement((tx) =>
    tx.get<{ count: number | string; resetAt: number | string }>(TAKE, [key, now + window.windowMs, now, window.max, now]),
  );
  sweepNowAndThen();
  const count = Number(row!.count);
  return { allowed: count <= window.max, count, resetAt: Number(row!.resetAt) };
}

/** Takes back one attempt taken under `key` with `window` (it turned out not to count). */
export async function giveBackAttempt(key: string, window: AttemptWindow, now = Date.now()): Promise<void> {
  await writeStatement((tx) => tx.run(GIVE_BACK, [window.max, window.max - 1, key, now]));
}

/** The count under `key` in its current window (0 once the window has ended). */
export async function readAttempts(key: string, now = Date.now()): Promise<number> {
  const row = await readStatement<[string, number], { count: number | string }>(READ).get(key, now);
  return row ? Number(row.count) : 0;
}

/** Sets `key` to a count of 1 until `until` (ms since the epoch), whatever it was. */
export async function rememberUntil(key: string, until: number): Promise<void> {
  await writeStatement((tx) => tx.run(REMEMBER, [key, until]));
}

export async function clearAttempts(key: string): Promise<void> {
  await writeStatement((tx) => tx.run(CLEAR, [key]));
}

/** Deletes every counter whose key starts with `prefix`. */
export async function clearAttemptsStartingWith(prefix: string): Promise<void> {
  await writeStatement((tx) => tx.run(CLEAR_PREFIX, [prefix.length, prefix]));
}

// Every address that fails once leaves rows behind: ended windows are deleted at most
// once a minute per process, after a take, without holding the take up.
function sweepNowAndThen(): void {
  const now = Date.now();
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  writeStatement((tx) => tx.run(SWEEP, [now])).catch((error: unknown) =>
    console.error(`[attempts] clearing ended windows: ${error instanceof Error ? error.message : String(error)}`),
  );
}
