import { dbTime } from "./db-time";
import type { DbTx } from "./prisma";
import { sqlText, type Sql, type SqlTx } from "./sql";

// Prisma's raw queries type the columns they read themselves: DateTime as Date, JSON as
// the parsed value, counts as bigint. Back to the shape writeTransaction's rows have.
function asStatementValue(value: unknown): unknown {
  if (value instanceof Date) return dbTime(value.getTime());
  if (typeof value === "bigint") return Number(value);
  if (value !== null && typeof value === "object" && !(value instanceof Uint8Array)) return JSON.stringify(value);
  return value;
}

function asStatementRow<R>(row: Record<string, unknown>): R {
  return Object.fromEntries(Object.entries(row).map(([column, value]) => [column, asStatementValue(value)])) as R;
}

/**
 * The statements of lib/db/sql.ts run inside a Prisma transaction, with rows in the shape
 * writeTransaction gives them (JSON columns holding objects or arrays as their text,
 * DateTime columns as dbTime text, counts as numbers), so that one function serves both
 * kinds of transaction.
 */
export function statementsIn(tx: DbTx): SqlTx {
  async function all<R>(statement: Sql, params: readonly unknown[] = []): Promise<R[]> {
    const rows = await tx.$queryRawUnsafe<Record<string, unknown>[]>(sqlText(statement), ...params);
    return rows.map((row) => asStatementRow<R>(row));
  }
  return {
    run: (statement, params = []) => tx.$executeRawUnsafe(sqlText(statement), ...params),
    all,
    get: async <R>(statement: Sql, params?: readonly unknown[]) => (await all<R>(statement, params))[0],
  };
}
