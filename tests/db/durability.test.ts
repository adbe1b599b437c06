import { afterEach, beforeAll, describe, expect, it } from "vitest";
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
