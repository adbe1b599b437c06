import { describe, expect, it } from "vitest";
import { timestampText } from "@/lib/db/pg";
import { dialectOf, isUniqueViolation, numberPlaceholders, sql, sqlPair } from "@/lib/db/sql";
import { dbTime } from "@/lib/db/db-time";

describe("the raw-statement vocabulary", () => {
  it("chooses the dialect from DATABASE_URL", () => {
    expect(dialectOf("file:./data/staydesk.db")).toBe("sqlite");
    expect(dialectOf("./data/x.db")).toBe("sqlite");
    expect(dialectOf("postgres://u:p@db:5432/staydesk")).toBe("postgres");
    expect(dialectOf("postgresql://db/staydesk?sslmode=require")).toBe("postgres");
  });

  it("numbers placeholders for PostgreSQL, leaving quoted text alone", () => {
    expect(numberPlaceholders(`SELECT "a?" FROM "T" WHERE x = ? AND y = '?' AND z IN (?, ?)`)).toBe(
      `SELECT "a?" FROM "T" WHERE x = $1 AND y = '?' AND z IN ($2, $3)`,
    );
  });

  it("names a statement by its PostgreSQL text, the same text always the same name", () => {
    const a = sql(`SELECT 1 FROM "T" WHERE id = ?`);
    expect(a.sqlite).toBe(`SELECT 1 FROM "T" WHERE id = ?`);
    expect(a.postgres).toBe(`SELECT 1 FROM "T" WHERE id = $1`);
    expect(sql(`SELECT 1 FROM "T" WHERE id = ?`).name).toBe(a.name);
    expect(sqlPair({ sqlite: "SELECT 1", postgres: "SELECT 2" }).name).not.toBe(sqlPair({ sqlite: "SELECT 1", postgres: "SELECT 3" }).name);
  });

  it("reads PostgreSQL's timestamps as UTC text in the form SQLite stores", () => {
    const at = Date.UTC(2026, 0, 1, 15, 12, 56, 120);
    expect(timestampText("2026-01-01 15:12:56.12")).toBe(dbTime(at));
    expect(timestampText("2026-01-01 15:12:56")).toBe(dbTime(at - 120));
    expect(timestampText("2026-01-01 15:12:56.123+00")).toBe(dbTime(at + 3));
    expect(Date.parse(timestampText("2026-07-01 00:00:00"))).toBe(Date.UTC(2026, 6, 1));
  });

  it("knows both databases' unique violations", () => {
    expect(isUniqueViolation({ code: "SQLITE_CONSTRAINT_UNIQUE" })).toBe(true);
    expect(isUniqueViolation({ code: "23505" })).toBe(true);
    expect(isUniqueViolation({ code: "P2002" })).toBe(true);
    expect(isUniqueViolation({ code: "P2025" })).toBe(false);
    expect(isUniqueViolation({ code: "23503" })).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
