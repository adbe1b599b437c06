import Database from "better-sqlite3";
import { resolveDatabasePath } from "./database-path";

// A second, read-only connection for the hottest reads of the public API: a prepared
// statement costs a small fraction of a Prisma query's CPU. With WAL, this connection sees every committed write.
type Reader = { db: Database.Database; statements: Map<string, Database.Statement<unknown[]>> };
const globalForSqlite = globalThis as unknown as { staydeskReader?: Reader };

/** The read-only connection, with one prepared statement per SQL text. */
export function reader(): { prepare(sql: string): Database.Statement<unknown[]> } {
  globalForSqlite.staydeskReader ??= {
    db: new Database(resolveDatabasePath(), { readonly: true, fileMustExist: true, timeout: 5000 }),
    statements: new Map(),
  };
  const r = globalForSqlite.staydeskReader;
  return {
    prepare(sql) {
      let statement = r.statements.get(sql);
      if (!statement) {
        statement = r.db.prepare<unknown[]>(sql);
        r.statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/** Closes the reader (tests that swap databases, and shutdown). */
export function closeReader(): void {
  globalForSqlite.staydeskReader?.db.close();
  globalForSqlite.staydeskReader = undefined;
}
