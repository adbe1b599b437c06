import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The migration that lets an enquiry name the client it is billed to, on this run's
// database (SQLite, or PostgreSQL under npm run test:pg): an enquiry stored before it comes
// out as it was, with no client, and the portal's code reads it and can bill one.
vi.mock("server-only", () => ({}));

const { resolveDatabasePath } = await import("@/lib/db/database-path");
const { dbTime } = await import("@/lib/db/db-time");
const { defaultMigrationsDir, migrateDatabase } = await import("@/lib/db/migrate");
const { getPrisma } = await import("@/lib/db/prisma");
const { dialectOf } = await import("@/lib/db/sql");
const { getEnquiryBilling } = await import("@/lib/portal/enquiries/get-enquiry-billing");

const MIGRATION = "20261129100000_enquiry_billing";
const url = process.env.DATABASE_URL!;
const postgres = dialectOf(url) === "postgres";
const realDir = defaultMigrationsDir(url);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "staydesk-billing-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true, maxRetries: 5 }));

/** The migrations before this one: the database as it was. */
function migrationsBefore(): string {
  const dir = path.join(tmp, "before");
  fs.mkdirSync(dir);
  fs.copyFileSync(path.join(realDir, "migration_lock.toml"), path.join(dir, "migration_lock.toml"));
  for (const name of fs.readdirSync(realDir).filter((n) => n < MIGRATION && fs.statSync(path.join(realDir, n)).isDirectory())) {
    fs.cpSync(path.join(realDir, name), path.join(dir, name), { recursive: true });
  }
  return dir;
}

type Row = Record<string, string | number | Date | null>;

/** Rows as the previous code stored them, straight through the driver. */
async function insertOld(rows: [table: string, row: Row][]): Promise<void> {
  const statement = (table: string, row: Row) => {
    const columns = Object.keys(row);
    const marks = columns.map((_, i) => (postgres ? `$${i + 1}` : "?"));
    const values = Object.values(row).map((value) => (value instanceof Date ? dbTime(value.getTime()) : value));
    return { sql: `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${marks.join(", ")})`, values };
  };
  if (postgres) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      for (const [table, row] of rows) {
        const { sql, values } = statement(table, row);
        await client.query(sql, values);
      }
    } finally {
      await client.end();
    }
  } else {
    const db = new Database(resolveDatabasePath(url));
    try {
      for (const [table, row] of rows) {
        const { sql, values } = statement(table, row);
        db.prepare(sql).run(...values);
      }
    } finally {
      db.close();
    }
  }
}

const T0 = new Date("2026-11-20T09:00:00.000Z");

beforeAll(async () => {
  await migrateDatabase({ url, migrationsDir: migrationsBefore() });
  await insertOld([
    ["Organization", { id: "org-a", name: "Agency A", slug: "agency-a", createdAt: T0 }],
    [
      "TrackedEnquiry",
      {
        id: "te-old",
        organizationId: "org-a",
        serviceReference: "SD-OLD",
        externalId: "ext-old",
        clientReference: "CR-OLD",
        state: "QUOTED",
        checkIn: "2027-03-01",
        checkOut: "2027-03-08",
        placeLabel: "London, England, United Kingdom",
        latitude: 51.5237,
        longitude: -0.1585,
        adults: 2,
        children: 0,
        infants: 0,
        leadGuestName: "Ada Lovelace",
        createdById: "user-a",
        createdByName: "Ada Agent",
        quoteCount: 1,
        createdAt: T0,
        updatedAt: T0,
      },
    ],
  ]);
  await migrateDatabase({ url });
});

describe(`the migration ${MIGRATION}`, () => {
  it("keeps an enquiry stored before it, as it was and with no client", async () => {
    const row = await getPrisma().trackedEnquiry.findFirstOrThrow({ where: { organizationId: "org-a", reference: "SD-OLD" } });
    expect(row).toMatchObject({
      externalId: "ext-old",
      clientReference: "CR-OLD",
      state: "QUOTED",
      leadGuestName: "Ada Lovelace",
      quoteCount: 1,
      clientId: null,
      travellerId: null,
      costCentreCode: null,
      poNumber: null,
      projectCode: null,
    });
    expect(row.createdAt.toISOString()).toBe(T0.toISOString());
    expect(await getEnquiryBilling("org-a", "SD-OLD")).toBeNull();
  });

  it("lets the portal bill an enquiry stored before it", async () => {
    await getPrisma().trackedEnquiry.update({ where: { id: "te-old" }, data: { poNumber: "PO-77", projectCode: "Apollo" } });
    expect(await getEnquiryBilling("org-a", "SD-OLD")).toEqual({ client: null, traveller: null, costCentre: null, poNumber: "PO-77", projectCode: "Apollo" });
  });
});
