import { databaseUrl } from "../env";
import { getPool, pgReader, pgTransaction } from "./pg";
import { exclusiveConnection, getPrisma, type Db } from "./prisma";
import { dialectOf, type ReadStatement, type Sql, type SqlTx } from "./sql";
import { reader } from "./sqlite";

// Raw statements, for the hot paths where Prisma costs several times the SQL it runs
// (the API's busiest reads and writes, the delivery worker's scans). Each statement
// carries its SQLite and PostgreSQL forms (lib/db/sql.ts); rows come back in one shape.

/**
 * Runs `work` as one write transaction:
 * - SQLite: BEGIN IMMEDIATE on Prisma's own connection, in turn with its queries and
 *   transactions, on statements prepared once;
 * - PostgreSQL: BEGIN … COMMIT on one pooled connection, on named prepared statements.
 * A throw rolls everything back. `work` should only run statements: on SQLite nothing
 * else of this process touches the database until it ends, so never await Prisma
 * (`getPrisma()`) or the network inside it. `client` picks another SQLite client of
 * `createPrisma` (PostgreSQL always uses the pool of DATABASE_URL).
 */
export function writeTransaction<T>(work: (tx: SqlTx) => Promise<T>, client?: Db): Promise<T> {
  const url = databaseUrl();
  if (dialectOf(url) === "postgres") return pgTransaction(getPool(url), work);
  return exclusiveConnection(client ?? getPrisma()).transaction(work);
}

/**
 * A prepared read outside any transaction, seeing committed rows only: on SQLite on a
 * second, read-only connection (WAL), on PostgreSQL on the pool.
 */
export function readStatement<P extends readonly unknown[], R>(statement: Sql): ReadStatement<P, R> {
  const url = databaseUrl();
  if (dialectOf(url) === "postgres") {
    const db = pgReader(getPool(url));
    return { all: (...params) => db.all<R>(statement, params), get: (...params) => db.get<R>(statement, params) };
  }
  const prepared = reader().prepare(statement.sqlite);
  return {
    all: async (...params) => prepared.all(...params) as R[],
    get: async (...params) => prepared.get(...params) as R | undefined,
  };
}

/**
 * One writing statement on its own, outside any transaction, through `work`'s `tx` (its
 * `get`/`all` for `… RETURNING`, `run` otherwise): on PostgreSQL one round trip on the
 * pool, a named prepared statement that commits by itself; on SQLite a transaction of its
 * own on Prisma's connection. For hot single-statement writes (the API's rate-limit
 * count) where Prisma would cost more than the statement.
 */
export function writeStatement<T>(work: (tx: SqlTx) => Promise<T>): Promise<T> {
  const url = databaseUrl();
  if (dialectOf(url) === "postgres") return work(pgReader(getPool(url)));
  return exclusiveConnection(getPrisma()).transaction(work);
}
