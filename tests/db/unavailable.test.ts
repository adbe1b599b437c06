import { describe, expect, it } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate";
import { getPrisma } from "@/lib/db/prisma";
import { isDatabaseFull, isDatabaseUnavailable } from "@/lib/db/unavailable";
import { canWrite, noteDatabaseFailure } from "@/lib/db/write-health";

// The failures a retry can cure, in each wrapping they arrive in, against the faults that
// must stay 500. (The outage tests, tests/pg/unavailable.pg.test.ts and
// tests/sqlite/full-disk.test.ts, produce the real ones.)

const prisma = (code: string, cause?: object) => Object.assign(new Error("prisma"), { code, meta: cause ? { driverAdapterError: { cause } } : {} });

describe("isDatabaseUnavailable", () => {
  it("knows unavailability in Prisma's, the adapters' and the drivers' words", () => {
    for (const error of [
      prisma("P1001"),
      prisma("P2024"),
      prisma("P2010", { kind: "postgres", code: "57P01" }),
      prisma("P2039", { kind: "sqlite", extendedCode: 13 }),
      prisma("P1008", { kind: "SocketTimeout" }),
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" }),
      Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" }),
      Object.assign(new Error("the database system is shutting down"), { code: "57P03", severity: "FATAL" }),
      new Error("timeout exceeded when trying to connect"),
      new Error("Wrapped", { cause: new Error("Connection terminated unexpectedly") }),
    ]) {
      expect(isDatabaseUnavailable(error), String(error.message)).toBe(true);
    }
  });

  it("leaves faults as faults", () => {
    for (const error of [
      prisma("P2002", { kind: "UniqueConstraintViolation" }),
      prisma("P2021", { kind: "TableDoesNotExist" }),
      prisma("P2010", { kind: "postgres", code: "42601" }),
      Object.assign(new Error("UNIQUE constraint failed"), { code: "SQLITE_CONSTRAINT_UNIQUE" }),
      Object.assign(new Error("syntax error"), { code: "42601", severity: "ERROR" }),
      new TypeError("Cannot read properties of undefined"),
      null,
      "a string",
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });

  it("tells a full disk from other unavailability", () => {
    expect(isDatabaseFull(prisma("P2039", { kind: "sqlite", extendedCode: 13 }))).toBe(true);
    expect(isDatabaseFull(Object.assign(new Error("could not extend file"), { code: "53100" }))).toBe(true);
    expect(isDatabaseFull(prisma("P1001"))).toBe(false);
  });
});

describe("canWrite", () => {
  it("after a write failed for want of space, probes with a write that leaves nothing behind", async () => {
    await migrateDatabase();
    expect(await canWrite()).toBe(true);
    noteDatabaseFailure(Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" }));
    // The database has room: the probe goes through (on either database) and is rolled back.
    expect(await canWrite()).toBe(true);
    expect(await getPrisma().apiRateLimit.count({ where: { bucket: -1 } })).toBe(0);
  });
});
