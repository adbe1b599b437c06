import fs from "node:fs";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { migrateDatabase, readMigrationsList } from "@/lib/db/migrate";
import { NO_EXTERNAL, openSchemaEngine } from "@/lib/db/schema-engine";
import { POSTGRES_MIGRATIONS, POSTGRES_SCHEMA } from "../../scripts/postgres-schema.mjs";

// PostgreSQL only (npm run test:pg): this file's database is fresh.
const url = process.env.DATABASE_URL!;

describe("migrating PostgreSQL", () => {
  it("applies the migrations once when five instances start together", async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => migrateDatabase()));
    const folders = readMigrationsList(POSTGRES_MIGRATIONS).migrationDirectories.map((d) => d.path);
    expect(results.filter((r) => r.applied.length > 0).map((r) => r.applied)).toEqual([folders]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query("SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name");
      expect(rows.map((r) => r.migration_name)).toEqual(folders);
    } finally {
      await client.end();
    }
    expect((await migrateDatabase()).applied).toEqual([]);
  }, 60_000);

  it("leaves the database exactly as prisma/postgres/schema.prisma describes it", async () => {
    await migrateDatabase();
    const session = await openSchemaEngine({ databasePath: url });
    try {
      const files = [{ path: POSTGRES_SCHEMA, content: fs.readFileSync(POSTGRES_SCHEMA, "utf8") }];
      const diff = await session.engine.diff({
        // The database the engine is connected to, read back as a schema.
        from: { tag: "schemaDatasource", files, configDir: process.cwd() },
        to: { tag: "schemaDatamodel", files },
        script: true,
        exitCode: null,
        filters: NO_EXTERNAL,
      });
      expect(diff.stdout ?? "").toMatch(/empty migration/i);
    } finally {
      await session.close();
    }
  }, 60_000);
});
