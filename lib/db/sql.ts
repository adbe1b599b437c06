import { createHash } from "node:crypto";
import { databaseUrl } from "../env";

/** The two databases DATABASE_URL can name. */
export type Dialect = "sqlite" | "postgres";

/** `postgres://` or `postgresql://` is PostgreSQL; anything else (`file:…`) is SQLite. */
export function dialectOf(url: string = databaseUrl()): Dialect {
  return /^postgres(ql)?:\/\//i.test(url) ? "postgres" : "sqlite";
}

/**
 * One raw statement in both dialects, side by side. `name` identifies the PostgreSQL
 * text for named prepared statements (the same text always gets the same name, as
 * PostgreSQL requires within a connection).
 */
export type Sql = { readonly sqlite: string; readonly postgres: string; readonly name: string };

/**
 * `?` placeholders to PostgreSQL's `$1, $2, …`, leaving quoted strings and identifiers
 * alone (a `?` inside '…' or "…" is text, not a parameter).
 */
export function numberPlaceholders(text: string): string {
  let out = "";
  let n = 0;
  let quote: string | null = null;
  for (const ch of text) {
    if (quote) {
      if (ch === quote) quote = null;
      out += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      out += ch;
    } else if (ch === "?") {
      out += `$${++n}`;
    } else {
      out += ch;
    }
  }
  return out;
}

function named(sqlite: string, postgres: string): Sql {
  const name = `sd_${createHash("sha1").update(postgres).digest("base64url").slice(0, 20)}`;
  return { sqlite, postgres, name };
}

/**
 * A statement written once for both databases: identifiers in double quotes (SQLite
 * accepts them; PostgreSQL needs them for the mixed-case names Prisma creates) and `?`
 * placeholders, numbered for PostgreSQL.
 */
export function sql(text: string): Sql {
  return named(text, numberPlaceholders(text));
}

/**
 * A statement whose two forms differ (functions, locking, JSON). The PostgreSQL form may
 * use `?` (numbered here) or `$n`.
 */
export function sqlPair(forms: { sqlite: string; postgres: string }): Sql {
  return named(forms.sqlite, numberPlaceholders(forms.postgres));
}

/** The statement's text for a dialect (for Prisma's `$queryRawUnsafe` / `$executeRawUnsafe`). */
export function sqlText(statement: Sql, dialect: Dialect = dialectOf()): string {
  return dialect === "postgres" ? statement.postgres : statement.sqlite;
}

/** A unique index refused the row: a statement's error (SQLite's and PostgreSQL's codes) or a Prisma query's (P2002). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "23505" || code === "P2002";
}

/**
 * Statements inside `writeTransaction`. Rows come back in one shape on both databases:
 * JSON columns as their text, DateTime columns as `dbTime` text (UTC), counts as numbers.
 */
export interface SqlTx {
  /** Runs a statement; resolves to the number of rows it changed. */
  run(statement: Sql, params?: readonly unknown[]): Promise<number>;
  all<R>(statement: Sql, params?: readonly unknown[]): Promise<R[]>;
  get<R>(statement: Sql, params?: readonly unknown[]): Promise<R | undefined>;
}

/** A prepared read outside any transaction; sees committed rows only. */
export interface ReadStatement<P extends readonly unknown[], R> {
  all(...params: P): Promise<R[]>;
  get(...params: P): Promise<R | undefined>;
}
