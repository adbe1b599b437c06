import { beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate";
import { getPrisma } from "@/lib/db/prisma";
import { writeTransaction } from "@/lib/db/raw";
import { sql } from "@/lib/db/sql";

// SQLite only (the PostgreSQL suites, vitest.pg.config.mts, leave this folder out).
// writeTransaction on SQLite: units arriving together share one transaction (group
// commit), each in its own savepoint. Each must still commit, or fail, on its own.

const INSERT = sql(`INSERT INTO "group_probe" (tag) VALUES (?)`);
const COUNT = sql(`SELECT COUNT(*) AS n FROM "group_probe" WHERE tag = ?`);

beforeAll(async () => {
  await migrateDatabase();
  await getPrisma().$executeRawUnsafe(`CREATE TABLE group_probe (tag TEXT NOT NULL)`);
});

const tags = async (prefix: string) =>
  (await getPrisma().$queryRawUnsafe<{ tag: string }[]>(`SELECT tag FROM group_probe WHERE tag LIKE ? ORDER BY tag`, `${prefix}%`)).map((r) => r.tag);

describe("writeTransaction", () => {
  it("commits every unit of a group but the one that throws, which leaves nothing behind", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        writeTransaction(async (tx) => {
          await tx.run(INSERT, [`a-${i}-first`]);
          await tx.run(INSERT, [`a-${i}-second`]);
          if (i === 3) throw new Error("unit 3 fails after writing");
          return i;
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "rejected", "fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
    expect(results.filter((r) => r.status === "fulfilled").map((r) => r.value)).toEqual([0, 1, 2, 4, 5, 6, 7]);
    const written = await tags("a-");
    expect(written).toHaveLength(14);
    expect(written.some((t) => t.startsWith("a-3-"))).toBe(false);
  });

  it("lets a unit see the writes of the units before it, as if they had committed first", async () => {
    const seen = await Promise.all(
      Array.from({ length: 4 }, () =>
        writeTransaction(async (tx) => {
          await tx.run(INSERT, ["b"]);
          return Number((await tx.get<{ n: number | bigint }>(COUNT, ["b"]))!.n);
        }),
      ),
    );
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it("runs the other units again when one rolls back the whole transaction", async () => {
    await getPrisma().$executeRawUnsafe(
      `CREATE TRIGGER group_probe_rollback BEFORE INSERT ON group_probe WHEN NEW.tag = 'c-doomed' BEGIN SELECT RAISE(ROLLBACK, 'whole transaction'); END`,
    );
    try {
      const results = await Promise.allSettled(
        ["c-1", "c-2", "c-doomed", "c-3"].map((tag) => writeTransaction(async (tx) => tx.run(INSERT, [tag]))),
      );
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
      expect(await tags("c-")).toEqual(["c-1", "c-2", "c-3"]);
    } finally {
      await getPrisma().$executeRawUnsafe(`DROP TRIGGER group_probe_rollback`);
    }
  });

  it("takes turns with Prisma's own transactions", async () => {
    const prisma = getPrisma().$transaction(async (tx) => {
      await tx.$executeRawUnsafe(`INSERT INTO group_probe (tag) VALUES ('d-prisma')`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (await tx.$queryRawUnsafe<{ n: number | bigint }[]>(`SELECT COUNT(*) AS n FROM group_probe WHERE tag LIKE 'd-%'`))[0]!.n;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const raw = writeTransaction(async (tx) => tx.run(INSERT, ["d-raw"]));
    // The raw unit waited for Prisma's transaction: that one saw only its own row.
    expect(Number(await prisma)).toBe(1);
    expect(await raw).toBe(1);
    expect(await tags("d-")).toEqual(["d-prisma", "d-raw"]);
  });
});
