import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate";
import { createPrisma, getPrisma } from "@/lib/db/prisma";

// Prisma shares one better-sqlite3 connection; these failed before lib/db/serialized-adapter.ts:
// a statement outside a transaction ran inside whichever transaction was open.

beforeAll(async () => {
  await migrateDatabase();
});

const account = (name: string) => ({ id: name, name, verificationKey: "k" });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("statements outside a transaction", () => {
  it("are not rolled back with a transaction that fails meanwhile", async () => {
    const db = getPrisma();
    const failing = db
      .$transaction(async (tx) => {
        await tx.account.create({ data: account("inside-failed") });
        await pause(100);
        throw new Error("the transaction fails");
      })
      .catch((error: Error) => error.message);
    await pause(20); // the transaction is open now
    await db.account.create({ data: account("outside-ok") });
    expect(await failing).toBe("the transaction fails");
    expect(await db.account.findUnique({ where: { id: "outside-ok" } })).not.toBeNull();
    expect(await db.account.findUnique({ where: { id: "inside-failed" } })).toBeNull();
  });

  it("do not see rows of a transaction that has not committed", async () => {
    const db = getPrisma();
    let seenDuring: unknown = "not read";
    const open = db.$transaction(async (tx) => {
      await tx.account.create({ data: account("uncommitted") });
      await pause(100);
      throw new Error("rolled back");
    });
    await pause(20);
    seenDuring = await db.account.findUnique({ where: { id: "uncommitted" } });
    await open.catch(() => undefined);
    expect(seenDuring).toBeNull();
  });

  it("still run while no transaction is open, in order", async () => {
    const db = getPrisma();
    await Promise.all([1, 2, 3].map((i) => db.account.create({ data: account(`parallel-${i}`) })));
    expect(await db.account.count({ where: { id: { startsWith: "parallel-" } } })).toBe(3);
  });
});

describe("a transaction while another process writes (SQLite)", () => {
  it("holds the write lock from its start, so it never loses its snapshot to the other writer", async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "staydesk-isolation-"));
    const file = path.join(tmp, "two-processes.db");
    await migrateDatabase({ url: `file:${file}` });
    const db = createPrisma(`file:${file}`);
    // Another process's connection: it does not wait for the lock, it says it is busy.
    const other = new Database(file, { timeout: 0 });
    try {
      let otherWrite = "not tried";
      await db.$transaction(async (tx) => {
        await tx.account.findMany({ where: { name: "snapshot-read" } });
        try {
          other.prepare("INSERT INTO Account (id, name, verificationKey) VALUES ('other-process', 'other-process', 'k')").run();
          otherWrite = "committed";
        } catch (error) {
          otherWrite = (error as { code?: string }).code ?? "failed";
        }
        await tx.account.create({ data: account("after-the-read") });
      });
      expect(otherWrite).toBe("SQLITE_BUSY");
      expect(await db.account.findUnique({ where: { id: "after-the-read" } })).not.toBeNull();
    } finally {
      other.close();
      await db.$disconnect();
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
