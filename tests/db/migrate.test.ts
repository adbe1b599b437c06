import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { defaultMigrationsDir, migrateDatabase } from "../../lib/db/migrate";
import { createPrisma } from "../../lib/db/prisma";
import { sqliteSchemaFiles } from "../../scripts/postgres-schema.mjs";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "staydesk-migrate-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true, maxRetries: 5 }));

// SQLite files, whatever DATABASE_URL names (test:pg runs this file too): SQLite's folder.
const realDir = defaultMigrationsDir("file:./unused.db");
const realMigrations = fs.readdirSync(realDir).filter((name) => fs.statSync(path.join(realDir, name)).isDirectory()).sort();
// Every model's table, read from the schema so the test follows it (no model uses @@map).
const modelTables = sqliteSchemaFiles().flatMap((file) => [...file.content.matchAll(/^model (\w+) \{/gm)].map((m) => m[1]));

let counter = 0;
function tempUrl(): { url: string; file: string } {
  const file = path.join(tmp, `db-${++counter}.db`);
  return { url: `file:${file}`, file };
}

/** A migrations folder holding the given migrations of `from`, plus its lock file. */
function migrationsDirWith(names: string[], from = realDir, extra: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(tmp, "migrations-"));
  fs.copyFileSync(path.join(realDir, "migration_lock.toml"), path.join(dir, "migration_lock.toml"));
  for (const name of names) fs.cpSync(path.join(from, name), path.join(dir, name), { recursive: true });
  for (const [name, sql] of Object.entries(extra)) {
    fs.mkdirSync(path.join(dir, name));
    fs.writeFileSync(path.join(dir, name, "migration.sql"), sql);
  }
  return dir;
}

function inspect(file: string) {
  const db = new Database(file, { readonly: true });
  try {
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[]).map((t) => t.name);
    const history = db.prepare("SELECT migration_name AS name, finished_at AS finishedAt, rolled_back_at AS rolledBackAt FROM _prisma_migrations ORDER BY started_at").all() as {
      name: string;
      finishedAt: string | null;
      rolledBackAt: string | null;
    }[];
    const journalMode = db.pragma("journal_mode", { simple: true });
    return { tables, history, journalMode };
  } finally {
    db.close();
  }
}

describe("migrateDatabase", () => {
  it("creates every table and records each migration on a fresh database", async () => {
    const { url, file } = tempUrl();
    const { applied } = await migrateDatabase({ url });
    expect(applied).toEqual(realMigrations);
    const { tables, history } = inspect(file);
    expect(tables).toEqual(expect.arrayContaining([...modelTables, "_prisma_migrations"]));
    expect(history.map((row) => row.name)).toEqual(realMigrations);
    expect(history.every((row) => row.finishedAt !== null && row.rolledBackAt === null)).toBe(true);
  });

  it("applies nothing the second time and leaves the file in WAL mode", async () => {
    const { url, file } = tempUrl();
    await migrateDatabase({ url });
    expect(await migrateDatabase({ url })).toEqual({ applied: [] });
    expect(inspect(file).journalMode).toBe("wal");
    expect(inspect(file).history).toHaveLength(realMigrations.length);
  });

  it("brings an older database up to date", async () => {
    // A history of at least two migrations, whatever the project has yet: the real
    // ones plus one that only this test knows.
    const later = { "99991231235959_test_only": 'CREATE TABLE "TestOnly" ("id" TEXT NOT NULL PRIMARY KEY);\n' };
    const full = migrationsDirWith(realMigrations, realDir, later);
    const all = [...realMigrations, ...Object.keys(later)];
    const { url, file } = tempUrl();

    expect((await migrateDatabase({ url, migrationsDir: migrationsDirWith(all.slice(0, 1), full) })).applied).toEqual(all.slice(0, 1));
    expect((await migrateDatabase({ url, migrationsDir: full })).applied).toEqual(all.slice(1));
    const { tables, history } = inspect(file);
    expect(tables).toContain("TestOnly");
    expect(history.map((row) => row.name)).toEqual(all);
  });

  it("lets a Prisma client write and read an Account afterwards", async () => {
    const { url } = tempUrl();
    await migrateDatabase({ url });
    const prisma = createPrisma(url);
    try {
      await prisma.account.create({ data: { id: "acc_1", name: "Harbour Lets", verificationKey: "whsec_test" } });
      const account = await prisma.account.findUnique({ where: { id: "acc_1" } });
      expect(account).toMatchObject({ id: "acc_1", name: "Harbour Lets", verificationKey: "whsec_test", linked: true });
    } finally {
      await prisma.$disconnect();
    }
  });

  it("names the failing migration, and refuses to go on until it is resolved", async () => {
    const broken = { "99991231235959_broken": 'CREATE TABLE "Half" ("id" TEXT);\nTHIS IS NOT SQL;\n' };
    const dir = migrationsDirWith(realMigrations, realDir, broken);
    const { url } = tempUrl();
    await expect(migrateDatabase({ url, migrationsDir: dir })).rejects.toThrow(/99991231235959_broken/);
    await expect(migrateDatabase({ url, migrationsDir: dir })).rejects.toThrow(/failed migrations/);
  });

  it("fails clearly when there is no migrations folder", async () => {
    await expect(migrateDatabase({ url: tempUrl().url, migrationsDir: path.join(tmp, "nowhere") })).rejects.toThrow(/No migrations found/);
  });
});
