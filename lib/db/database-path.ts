import fs from "node:fs";
import path from "node:path";
import { databaseUrl } from "../env";

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
