import { execFileSync } from "node:child_process";
import fs from "node:fs";
import Database from "better-sqlite3";
import { E2E_DATABASE, E2E_DATABASE_URL } from "./env";

// The specs' own look-ups and edits in the server's database, synchronous on both
// databases: SQLite through better-sqlite3, PostgreSQL through psql, which quotes the
// values itself (:'p1' is a literal). Statements use double-quoted identifiers and ?
// placeholders.

const postgres = !E2E_DATABASE_URL.startsWith("file:");

function psql(): string {
  for (const dir of (process.env.PATH ?? "").split(":")) if (dir && fs.existsSync(`${dir}/psql`)) return `${dir}/psql`;
  return "/usr/lib/postgresql/15/bin/psql";
}

/** Runs one statement; a SELECT's rows come back as objects. */
export function sqlRows<T>(sql: string, ...params: (string | number)[]): T[] {
  if (!postgres) {
    const db = new Database(E2E_DATABASE, { fileMustExist: true, timeout: 5000 });
    try {
      const statement = db.prepare(sql);
      if (statement.reader) return statement.all(...params) as T[];
      statement.run(...params);
      return [];
    } finally {
      db.close();
    }
  }
  let n = 0;
  const text = sql.replace(/\?/g, () => `:'p${++n}'`);
  const select = /^\s*SELECT/i.test(sql);
  // Variables are interpolated in a script read from stdin (not in -c).
  const script = select ? `SELECT row_to_json(t) FROM (${text}) t;\n` : `${text};\n`;
  const variables = params.flatMap((value, i) => ["-v", `p${i + 1}=${value}`]);
  const out = execFileSync(psql(), ["-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", ...variables, "-d", E2E_DATABASE_URL], {
    input: script,
    encoding: "utf8",
  });
  return select ? out.split("\n").filter(Boolean).map((line) => JSON.parse(line) as T) : [];
}

/** The one row a look-up must find. */
export function sqlOne<T>(sql: string, ...params: (string | number)[]): T {
  const [row] = sqlRows<T>(sql, ...params);
  if (!row) throw new Error(`No row for ${sql} ${JSON.stringify(params)}`);
  return row;
}
