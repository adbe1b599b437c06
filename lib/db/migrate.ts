import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import type { MigrationList } from "@prisma/schema-engine-wasm";
import { databaseUrl } from "../env";
import { resolveDatabasePath } from "./database-path";
import { NO_EXTERNAL, engineErrorMessage, openSchemaEngine } from "./schema-engine";
import { dialectOf } from "./sql";

export type MigrateOptions = {
  /** A DATABASE_URL; defaults to the environment's. */
  url?: string;
  /** Defaults to prisma/migrations (SQLite) or prisma/postgres/migrations under the working directory. */
  migrationsDir?: string;
  log?: (line: string) => void;
};

// Resolved from the working directory rather than this file, because the file moves:
// it runs from lib/db under tsx and from dist/server.mjs once bundled.
export function defaultMigrationsDir(url: string = databaseUrl()): string {
  return dialectOf(url) === "postgres"
    ? path.resolve(process.cwd(), "prisma", "postgres", "migrations")
    : path.resolve(process.cwd(), "prisma", "migrations");
}

/** The migrations folder in the shape the schema engine takes, read the way Prisma's CLI reads it. */
export function readMigrationsList(dir = defaultMigrationsDir()): MigrationList {
  const baseDir = path.resolve(dir);
  const lockPath = "migration_lock.toml";
  const lockContent = readOrNull(path.join(baseDir, lockPath));
  const folders = fs.existsSync(baseDir)
    ? fs.readdirSync(baseDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort()
    : [];
  return {
    baseDir,
    lockfile: { path: lockPath, content: lockContent },
    shadowDbInitScript: "",
    migrationDirectories: folders.map((name) => {
      const content = readOrNull(path.join(baseDir, name, "migration.sql"));
      return {
        path: name,
        migrationFile: {
          path: "migration.sql",
          // The engine reports an unreadable script itself, naming the folder.
          content: content === null ? { tag: "error", value: "migration.sql is missing" } : { tag: "ok", value: content },
        },
      };
    }),
  };
}

/**
 * `prisma migrate deploy` for the app's SQLite file: applies the pending migrations,
 * recorded in `_prisma_migrations` as Prisma does, and leaves the database in WAL mode.
 * Runs at every server start, so an up-to-date database is checked without the engine.
 */
export async function migrateDatabase(opts: MigrateOptions = {}): Promise<{ applied: string[] }> {
  const url = opts.url ?? databaseUrl();
  if (dialectOf(url) === "postgres") return migratePostgres(url, readMigrationsList(opts.migrationsDir ?? defaultMigrationsDir(url)), opts.log);
  const databasePath = resolveDatabasePath(url);
  const migrationsList = readMigrationsList(opts.migrationsDir ?? defaultMigrationsDir(url));
  if (migrationsList.migrationDirectories.length === 0) {
    throw new Error(`No migrations found in ${migrationsList.baseDir}: start from the project root, or pass migrationsDir.`);
  }
  try {
    if (prepareAndCheck(databasePath, migrationsList)) return { applied: [] };
    const session = await openSchemaEngine({ databasePath });
    try {
      const { appliedMigrationNames } = await session.engine.applyMigrations({ migrationsList, filters: NO_EXTERNAL });
      for (const name of appliedMigrationNames) opts.log?.(`Applied migration ${name}`);
      return { applied: appliedMigrationNames };
    } finally {
      await session.close();
    }
  } catch (error) {
    throw new Error(`Migrating the database ${databasePath} failed: ${engineErrorMessage(error)}`, { cause: error });
  }
}

// Sets WAL (persistent in the file; the read-only connection of lib/db/sqlite.ts needs
// it) and tells whether every migration is already applied. Anything unusual (no
// history table, a failed migration, another provider in the lock file) is left to
// the engine, which reports it the way Prisma does.
function prepareAndCheck(databasePath: string, list: MigrationList): boolean {
  if (databasePath === ":memory:") return false;
  const db = new Database(databasePath, { timeout: 5000 });
  try {
    db.pragma("journal_mode = WAL");
    if (list.lockfile.content !== null && !/provider\s*=\s*"sqlite"/.test(list.lockfile.content)) return false;
    const hasHistory = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'").get();
    if (!hasHistory) return false;
    const rows = db
      .prepare("SELECT migration_name AS name, finished_at IS NOT NULL AS finished FROM _prisma_migrations WHERE rolled_back_at IS NULL")
      .all() as { name: string; finished: number }[];
    if (rows.some((row) => !row.finished)) return false;
    const applied = new Set(rows.map((row) => row.name));
    return list.migrationDirectories.every((dir) => applied.has(dir.path));
  } finally {
    db.close();
  }
}

// Any fixed number, the same in every instance: the app's own lock around migrating
// (the engine takes its own too, but only around applying: this one also covers the
// check, so that instances starting together run the engine once, one after another).
const MIGRATION_LOCK = 7_318_001;

/**
 * `prisma migrate deploy` for PostgreSQL, under a session advisory lock: of several
 * instances starting at once, the first applies the migrations and the others wait, then
 * find nothing to do.
 */
async function migratePostgres(url: string, migrationsList: MigrationList, log?: (line: string) => void): Promise<{ applied: string[] }> {
  if (migrationsList.migrationDirectories.length === 0) {
    throw new Error(`No migrations found in ${migrationsList.baseDir}: start from the project root, or pass migrationsDir.`);
  }
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    if (await allApplied(client, migrationsList)) return { applied: [] };
    const session = await openSchemaEngine({ databasePath: url });
    try {
      const { appliedMigrationNames } = await session.engine.applyMigrations({ migrationsList, filters: NO_EXTERNAL });
      for (const name of appliedMigrationNames) log?.(`Applied migration ${name}`);
      return { applied: appliedMigrationNames };
    } finally {
      await session.close();
    }
  } catch (error) {
    throw new Error(`Migrating the PostgreSQL database ${redact(url)} failed: ${engineErrorMessage(error)}`, { cause: error });
  } finally {
    // Ending the session releases its advisory lock.
    await client.end().catch(() => {});
  }
}

async function allApplied(client: pg.Client, list: MigrationList): Promise<boolean> {
  if (list.lockfile.content !== null && !/provider\s*=\s*"postgresql"/.test(list.lockfile.content)) return false;
  const { rows: found } = await client.query<{ exists: boolean }>("SELECT to_regclass('_prisma_migrations') IS NOT NULL AS exists");
  if (!found[0]?.exists) return false;
  const { rows } = await client.query<{ name: string; finished: boolean }>(
    "SELECT migration_name AS name, finished_at IS NOT NULL AS finished FROM _prisma_migrations WHERE rolled_back_at IS NULL",
  );
  if (rows.some((row) => !row.finished)) return false;
  const applied = new Set(rows.map((row) => row.name));
  return list.migrationDirectories.every((dir) => applied.has(dir.path));
}

/** The URL without its password, for messages. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(DATABASE_URL)";
  }
}

function readOrNull(file: string): string | null {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return null;
  }
}
