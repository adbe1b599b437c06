import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { POSTGRES_MIGRATIONS, POSTGRES_SCHEMA, expectedPostgresSchema } from "../../scripts/postgres-schema.mjs";

// prisma/schema (one file a half) is the one source of the schema; PostgreSQL's is
// generated from it and committed with its migrations by `npm run db -- migrate-dev`.
describe("the PostgreSQL schema", () => {
  it("is in step with prisma/schema (run `npm run db -- migrate-dev --name <name>` after a schema change)", () => {
    expect(fs.readFileSync(POSTGRES_SCHEMA, "utf8")).toBe(expectedPostgresSchema());
  });

  it("differs from SQLite's only in its provider and client folder", () => {
    const pg = fs.readFileSync(POSTGRES_SCHEMA, "utf8");
    expect(pg).toContain('provider = "postgresql"');
    expect(pg).toMatch(/output\s*= "\.\.\/\.\.\/lib\/generated\/prisma-pg"/);
    expect(pg).not.toContain('"sqlite"');
  });

  it("has a migrations history of its own, locked to postgresql", () => {
    expect(fs.readFileSync(path.join(POSTGRES_MIGRATIONS, "migration_lock.toml"), "utf8")).toContain('provider = "postgresql"');
    const folders = fs.readdirSync(POSTGRES_MIGRATIONS).filter((name) => /^\d{14}_/.test(name));
    expect(folders.length).toBeGreaterThan(0);
  });
});
