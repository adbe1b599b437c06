// The PostgreSQL schema is generated from the SQLite schema in prisma/schema (one file a
// half: docs/database-halves.md), the one source of truth: the same models, another
// provider and client folder, the folder's files in one file (main.prisma first, then
// the others by name). The generated file is committed (it is the "before" of the next
// PostgreSQL migration) and written only by `npm run db -- migrate-dev`, together with
// both migrations; tests/db/postgres-schema.test.ts fails when the two are out of step.
import fs from "node:fs";
import path from "node:path";

export const SQLITE_SCHEMA = path.join("prisma", "schema");
export const POSTGRES_SCHEMA = path.join("prisma", "postgres", "schema.prisma");
export const POSTGRES_MIGRATIONS = path.join("prisma", "postgres", "migrations");

const MAIN_FILE = "main.prisma";

const HEADER =
  "// GENERATED from prisma/schema/*.prisma by scripts/postgres-schema.mjs: do not edit.\n" +
  "// Change the files in prisma/schema and run `npm run db -- migrate-dev --name <name>`.\n\n";

function replaceOnce(file, text, pattern, replacement) {
  if (!pattern.test(text)) throw new Error(`${file}: expected ${pattern} in the schema`);
  return text.replace(pattern, replacement);
}

/** The SQLite schema's files (paths relative to `root`), main.prisma first, then by name. */
export function sqliteSchemaFiles(root = process.cwd()) {
  const dir = path.join(root, SQLITE_SCHEMA);
  const names = fs.readdirSync(dir).filter((name) => name.endsWith(".prisma"));
  if (!names.includes(MAIN_FILE)) throw new Error(`${SQLITE_SCHEMA}: expected ${MAIN_FILE} (the generator and the datasource)`);
  const ordered = [MAIN_FILE, ...names.filter((name) => name !== MAIN_FILE).sort()];
  return ordered.map((name) => ({ path: path.join(SQLITE_SCHEMA, name), content: fs.readFileSync(path.join(dir, name), "utf8") }));
}

/** The PostgreSQL variant of the SQLite schema's files, as one file's text. */
export function postgresSchema(files) {
  const parts = files.map(({ path: file, content }) => {
    if (path.basename(file) !== MAIN_FILE) return `// ---- ${file.split(path.sep).join("/")}\n\n${content}`;
    let text = replaceOnce(file, content, /provider\s*=\s*"sqlite"/, 'provider = "postgresql"');
    // Both files sit two folders below the root, so only the client's folder changes.
    text = replaceOnce(file, text, /output(\s*)=\s*"\.\.\/\.\.\/lib\/generated\/prisma"/, 'output$1= "../../lib/generated/prisma-pg"');
    return `// ---- ${file.split(path.sep).join("/")}\n\n${text}`;
  });
  return HEADER + parts.join("\n");
}

/** The PostgreSQL schema as prisma/schema says it should be now. */
export function expectedPostgresSchema(root = process.cwd()) {
  return postgresSchema(sqliteSchemaFiles(root));
}

// Run as a command (`node scripts/postgres-schema.mjs`), it rewrites the committed file:
// the step `migrate-dev` takes, for a schema change whose migrations were written by hand.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  fs.writeFileSync(POSTGRES_SCHEMA, expectedPostgresSchema());
  console.log(`Wrote ${POSTGRES_SCHEMA}.`);
}
