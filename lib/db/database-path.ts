import fs from "node:fs";
import path from "node:path";

export const DEFAULT_DATABASE_URL = "file:./data/staydesk.db";

/** DATABASE_URL, or the embedded default. Read at each call: tests set it per file. */
export function databaseUrl(): string {
  return process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
}

/**
 * The SQLite file behind DATABASE_URL ("file:./data/staydesk.db", "file:/abs/x.db" or a
 * bare path), resolved against the working directory. Its folder is created, so that a
 * fresh clone or a new production path just works.
 */
export function resolveDatabasePath(url = databaseUrl()): string {
  const raw = url.replace(/^file:/, "").replace(/\?.*$/, "");
  if (raw === ":memory:") return raw;
  const file = path.resolve(raw);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return file;
}
