// SQLite only (the PostgreSQL suites, vitest.pg.config.mts, leave this folder out): how the
// writer connection syncs and checkpoints its log.
import fs from "node:fs";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { resolveDatabasePath } from "@/lib/db/database-path";
import { migrateDatabase } from "@/lib/db/migrate";
import { createPrisma } from "@/lib/db/prisma";

// SQLITE_SYNCHRONOUS sets how the writer connection syncs SQLite's write-ahead log.

beforeAll(async () => {
  await migrateDatabase();
});

const saved = process.env.SQLITE_SYNCHRONOUS;
afterEach(() => {
  if (saved === undefined) delete process.env.SQLITE_SYNCHRONOUS;
  else process.env.SQLITE_SYNCHRONOUS = saved;
});

async function synchronousOfNewClient(): Promise<number> {
  const client = createPrisma();
  try {
    const [row] = await client.$queryRawUnsafe<{ synchronous: number | bigint }[]>("PRAGMA synchronous");
    return Number(row!.synchronous);
  } finally {
    await client.$disconnect();
  }
}

describe("the writer connection's synchronous setting", () => {
  it("is NORMAL (1) by default: the log is synced at checkpoints, not at each commit", async () => {
    delete process.env.SQLITE_SYNCHRONOUS;
    expect(await synchronousOfNewClient()).toBe(1);
  });

  it("is FULL (2) with SQLITE_SYNCHRONOUS=full", async () => {
    process.env.SQLITE_SYNCHRONOUS = "full";
    expect(await synchronousOfNewClient()).toBe(2);
  });

  it("refuses any other value", async () => {
    process.env.SQLITE_SYNCHRONOUS = "off";
    await expect(synchronousOfNewClient()).rejects.toThrow(/SQLITE_SYNCHRONOUS/);
  });
});

describe("checkpoints", () => {
  it("copy the write-ahead log into the database file in the background, before the writer would", async () => {
    const client = createPrisma();
    try {
      await client.$executeRawUnsafe("CREATE TABLE IF NOT EXISTS checkpoint_probe (body TEXT)");
      await new Promise((resolve) => setTimeout(resolve, 500)); // the table's own checkpoint
      const file = resolveDatabasePath();
      const before = fs.statSync(file).size;
      // About 1 MB: 250 pages, far below the 1,000 at which the writer checkpoints itself.
      for (let i = 0; i < 20; i++) await client.$executeRawUnsafe("INSERT INTO checkpoint_probe (body) VALUES (?)", "x".repeat(50_000));
      const deadline = Date.now() + 5_000;
      while (fs.statSync(file).size < before + 900_000 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(fs.statSync(file).size).toBeGreaterThanOrEqual(before + 900_000);
    } finally {
      await client.$disconnect();
    }
  });
});
