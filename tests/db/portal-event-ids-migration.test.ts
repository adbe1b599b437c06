import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { resolveDatabasePath } from "@/lib/db/database-path";
import { defaultMigrationsDir, migrateDatabase } from "@/lib/db/migrate";
import { getPrisma } from "@/lib/db/prisma";
import { dialectOf } from "@/lib/db/sql";
import { nextEventSeq } from "@/lib/portal/live/next-event-seq";

// The migration that gives each organisation its own event ids, on this run's database
// (SQLite, or PostgreSQL under npm run test:pg): events stored under the one global
// sequence are numbered 1, 2, 3, … per organisation in their order of arrival, and each
// organisation's next event continues its own count.

const MIGRATION = "20261124060727_portal_event_seq_and_live_streams";
const url = process.env.DATABASE_URL!;
const postgres = dialectOf(url) === "postgres";
const realDir = defaultMigrationsDir(url);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "staydesk-event-ids-"));
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

/** Inserts as the previous schema did (its global sequence numbers them), straight through the driver. */
async function insertOldEvents(rows: [organizationId: string, eventId: string][]): Promise<void> {
  const sql = `INSERT INTO "PortalEvent" ("organizationId", "connectionId", "eventId", "eventType", "serviceReference", "data", "occurredAt") VALUES (${
    postgres ? "$1, 'c', $2, 'ENQUIRY.REOPENED', 'R1', '{}', CURRENT_TIMESTAMP" : "?, 'c', ?, 'ENQUIRY.REOPENED', 'R1', '{}', CURRENT_TIMESTAMP"
  })`;
  if (postgres) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      for (const row of rows) await client.query(sql, row);
    } finally {
      await client.end();
    }
  } else {
    const db = new Database(resolveDatabasePath(url));
    try {
      for (const row of rows) db.prepare(sql).run(...row);
    } finally {
      db.close();
    }
  }
}

describe("per-organisation event ids", () => {
  it("renumbers the stored events per organisation, in their order, and continues each count", async () => {
    await migrateDatabase({ url, migrationsDir: migrationsBefore() });
    await insertOldEvents([
      ["org-a", "a1"],
      ["org-b", "b1"],
      ["org-a", "a2"],
      ["org-a", "a3"],
      ["org-b", "b2"],
    ]);

    expect((await migrateDatabase({ url })).applied).toContain(MIGRATION);

    const db = getPrisma();
    const events = await db.portalEvent.findMany({ orderBy: [{ organizationId: "asc" }, { seq: "asc" }], select: { organizationId: true, seq: true, eventId: true } });
    expect(events.map((e) => [e.organizationId, e.seq, e.eventId])).toEqual([
      ["org-a", 1, "a1"],
      ["org-a", 2, "a2"],
      ["org-a", 3, "a3"],
      ["org-b", 1, "b1"],
      ["org-b", 2, "b2"],
    ]);
    expect(await db.$transaction((tx) => nextEventSeq(tx, "org-a"))).toBe(4);
    expect(await db.$transaction((tx) => nextEventSeq(tx, "org-b"))).toBe(3);
    expect(await db.$transaction((tx) => nextEventSeq(tx, "org-new"))).toBe(1);
  });
});
