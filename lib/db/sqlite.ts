import Database from "better-sqlite3";
import { resolveDatabasePath } from "./database-path";

// A second, read-only connection for the hottest reads of the public API. Prisma costs
// about 0.15 ms of CPU a query here against a few microseconds for a prepared statement
// (shared/notes/toolchain.md); with WAL, this connection sees every committed write.
type Reader = { db: Database.Database; statements: Map<string, Database.Statement> };
const globalForSqlite = globalThis as unknown as { staydeskReader?: Reader };

function reader(): Reader {
  globalForSqlite.staydeskReader ??= {
    db: new Database(resolveDatabasePath(), { readonly: true, fileMustExist: true, timeout: 5000 }),
    statements: new Map(),
  };
  return globalForSqlite.staydeskReader;
}

/** A prepared statement on the read-only connection, prepared once per SQL text. */
export function readStatement<P extends unknown[], R>(sql: string): Database.Statement<P, R> {
  const r = reader();
  let statement = r.statements.get(sql);
  if (!statement) {
    statement = r.db.prepare(sql);
    r.statements.set(sql, statement);
  }
  return statement as unknown as Database.Statement<P, R>;
}

/** Closes the reader (tests that swap databases, and shutdown). */
export function closeReader(): void {
  globalForSqlite.staydeskReader?.db.close();
  globalForSqlite.staydeskReader = undefined;
}
