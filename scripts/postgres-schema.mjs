// The PostgreSQL schema is generated from prisma/schema.prisma, the one source of truth:
// the same models, another provider and client folder. The generated file is committed
// (it is the "before" of the next PostgreSQL migration) and written only by
// `npm run db -- migrate-dev`, together with both migrations; tests/db/postgres-schema.test.ts
// fails when the two files are out of step.
import fs from "node:fs";
import path from "node:path";

export const SQLITE_SCHEMA = path.join("prisma", "schema.prisma");
export const POSTGRES_SCHEMA = path.join("prisma", "postgres", "schema.prisma");
export const POSTGRES_MIGRATIONS = path.join("prisma", "postgres", "migrations");

const HEADER =
  "// GENERATED from prisma/schema.prisma by scripts/postgres-schema.mjs: do not edit.\n" +
  "// Change prisma/schema.prisma and run `npm run db -- migrate-dev --name <name>`.\n\n";

function replaceOnce(text, pattern, replacement) {
  if (!pattern.test(text)) throw new Error(`${SQLITE_SCHEMA}: expected ${pattern} in the schema`);
  return text.replace(pattern, replacement);
}

/** The PostgreSQL variant of the SQLite schema's text. */
export function postgresSchema(sqliteText) {
  let text = replaceOnce(sqliteText, /provider\s*=\s*"sqlite"/, 'provider = "postgresql"');
  text = replaceOnce(text, /output\s*=\s*"\.\.\/lib\/generated\/prisma"/, 'output       = "../../lib/generated/prisma-pg"');
  return HEADER + text;
}

/** The PostgreSQL schema as prisma/schema.prisma says it should be now. */
export function expectedPostgresSchema(root = process.cwd()) {
  return postgresSchema(fs.readFileSync(path.join(root, SQLITE_SCHEMA), "utf8"));
}
