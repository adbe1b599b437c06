import pg from "pg";
import { databasePoolSize } from "../env";
import type { Sql, SqlTx } from "./sql";

// PostgreSQL's side of the raw statements: one pool per process, shared with Prisma's
// pg adapter, so raw reads and writes and ORM queries draw from the same connections.

const globalForPg = globalThis as unknown as { staydeskPgPools?: Map<string, pg.Pool> };

/**
 * The pool for a PostgreSQL URL (one per URL and process). Sessions run in UTC, so that
 * `now()`, `LOCALTIMESTAMP` and timestamptz text are UTC whatever the host's zone.
 */
export function getPool(url: string): pg.Pool {
  globalForPg.staydeskPgPools ??= new Map();
  let pool = globalForPg.staydeskPgPools.get(url);
  if (!pool) {
    pool = new pg.Pool({
      connectionString: url,
      options: "-c TimeZone=UTC",
      max: databasePoolSize(),
      // Idle connections do not keep a finished command-line script alive.
      allowExitOnIdle: true,
    });
    // An idle connection that dies (a server restart) must not crash the process: the
    // pool drops it and the next query opens another.
    pool.on("error", () => {});
    // So must one that dies while checked out between two statements (a transaction's):
    // its holder's next statement fails, and the connection is dropped when released.
    pool.on("connect", (client) => client.on("error", () => {}));
    globalForPg.staydeskPgPools.set(url, pool);
  }
  return pool;
}

/** Ends every pool (tests that swap databases, and shutdown). */
export async function closePools(): Promise<void> {
  const pools = [...(globalForPg.staydeskPgPools?.values() ?? [])];
  globalForPg.staydeskPgPools?.clear();
  await Promise.all(pools.map((pool) => pool.end()));
}

const PG_TIMESTAMP = 1114;
const PG_TIMESTAMPTZ = 1184;
const PG_JSON = 114;
const PG_JSONB = 3802;
const PG_INT8 = 20;
const PG_NUMERIC = 1700;

/**
 * `2026-01-01 15:12:56.1` (a timestamp(3) without time zone, which Prisma fills with UTC)
 * to `2026-01-01T15:12:56.100+00:00`, the form SQLite stores (see dbTime). Parsed as text,
 * never through `new Date(…)` in the process's zone, which shifts it by the zone's offset.
 */
export function timestampText(value: string): string {
  const [date, time = "00:00:00"] = value.split(" ");
  const [clock, fraction = ""] = time.replace(/[+-]\d\d(:\d\d)?$/, "").split(".");
  return `${date}T${clock}.${fraction.padEnd(3, "0").slice(0, 3)}+00:00`;
}

const identity = (value: string) => value;

// Rows in the shape SQLite gives them, so that domain code reads both the same way:
// JSON as its text, times as text in UTC, counts and sums as numbers.
const types = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    switch (oid) {
      case PG_TIMESTAMP:
      case PG_TIMESTAMPTZ:
        return timestampText;
      case PG_JSON:
      case PG_JSONB:
        return identity;
      case PG_INT8:
      case PG_NUMERIC:
        return Number;
      default:
        return pg.types.getTypeParser(oid, format);
    }
  },
} as pg.CustomTypesConfig;

type Queryable = pg.Pool | pg.PoolClient;

async function query<R>(db: Queryable, statement: Sql, params: readonly unknown[]): Promise<pg.QueryResult<R & pg.QueryResultRow>> {
  // Named: each connection parses and plans the statement once, then only binds.
  return db.query<R & pg.QueryResultRow>({ name: statement.name, text: statement.postgres, values: params as unknown[], types });
}

function runner(db: Queryable): SqlTx {
  return {
    run: async (statement, params = []) => (await query(db, statement, params)).rowCount ?? 0,
    all: async <R>(statement: Sql, params: readonly unknown[] = []) => (await query<R>(db, statement, params)).rows,
    get: async <R>(statement: Sql, params: readonly unknown[] = []) => (await query<R>(db, statement, params)).rows[0],
  };
}

/** A read on any pooled connection. */
export function pgReader(pool: pg.Pool): SqlTx {
  return runner(pool);
}

/** BEGIN … COMMIT on one pooled connection (READ COMMITTED); any throw rolls back. */
export async function pgTransaction<T>(pool: pg.Pool, work: (tx: SqlTx) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // A connection whose state is unknown (BEGIN or ROLLBACK failed) is dropped, not reused.
  let broken = true;
  try {
    await client.query("BEGIN");
    broken = false;
    try {
      const result = await work(runner(client));
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => (broken = true));
      throw error;
    }
  } finally {
    client.release(broken);
  }
}
