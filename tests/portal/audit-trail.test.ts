import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate";
import { getPrisma } from "@/lib/db/prisma";
import { resetEnvCache } from "@/lib/env";
import { auditCsv } from "@/lib/portal/audit/audit-csv";
import { AuditQuery } from "@/lib/portal/audit/audit-query";
import { listAuditEntries } from "@/lib/portal/audit/list-audit-entries";
import { purgeAuditEntries } from "@/lib/portal/audit/purge-audit-entries";
import { recordAudit, type AuditInput } from "@/lib/portal/audit/record-audit";

// The audit trail's store: an entry commits with its change or not at all, the page's
// filters and paging, the CSV, and the retention.

const ORG = `org-${randomUUID()}`;
const entry = (over: Partial<AuditInput> = {}): AuditInput => ({
  organizationId: ORG,
  actor: { id: "user-a", name: "Ada Admin" },
  kind: "connection-tested",
  summary: "The key works.",
  address: "203.0.113.9",
  ...over,
});

beforeAll(async () => {
  await migrateDatabase();
});

describe("the audit trail", () => {
  it("is written in the change's transaction: a change that fails leaves no entry", async () => {
    const db = getPrisma();
    await expect(
      db.$transaction(async (tx) => {
        await recordAudit(entry({ summary: "rolled back" }), tx);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await db.auditEntry.count({ where: { summary: "rolled back" } })).toBe(0);
    await db.$transaction(async (tx) => recordAudit(entry({ summary: "committed" }), tx));
    expect(await db.auditEntry.count({ where: { summary: "committed" } })).toBe(1);
  });

  it("filters by person, kind and period, pages newest first, and exports the same as CSV", async () => {
    const db = getPrisma();
    const org = `org-${randomUUID()}`;
    const base = Date.parse("2026-05-01T12:00:00Z");
    await db.auditEntry.createMany({
      data: Array.from({ length: 120 }, (_, i) => ({
        id: randomUUID(),
        organizationId: org,
        actorId: i % 2 ? "user-a" : "user-b",
        actorName: i % 2 ? "Ada Admin" : "Bo Agent",
        kind: i % 3 ? "export-made" : "share-link-created",
        summary: `entry ${i}`,
        address: "198.51.100.1",
        createdAt: new Date(base + Math.floor(i / 2) * 3_600_000),
      })),
    });
    const all = async (raw: Record<string, string>) => {
      const seen: string[] = [];
      let after: string | undefined;
      do {
        const page = await listAuditEntries(org, AuditQuery.parse({ ...raw, after }));
        seen.push(...page.rows.map((row) => row.summary));
        after = page.after ?? undefined;
      } while (after);
      return seen;
    };
    const everything = await all({});
    expect(everything).toHaveLength(120);
    expect(new Set(everything).size).toBe(120);
    expect(everything.slice(0, 2).sort()).toEqual(["entry 118", "entry 119"]);
    expect(await all({ person: "user-a" })).toHaveLength(60);
    expect(await all({ kind: "share-link-created" })).toHaveLength(40);
    // 2026-05-02 (UTC) holds hours 12..35 after the base: entries 24..71.
    expect((await all({ from: "2026-05-02", to: "2026-05-02" })).sort()).toEqual(Array.from({ length: 48 }, (_, i) => `entry ${24 + i}`).sort());

    const chunks: Buffer[] = [];
    for await (const chunk of auditCsv(org, AuditQuery.parse({ kind: "share-link-created" }))) chunks.push(Buffer.from(chunk));
    const records = parse(Buffer.concat(chunks).toString("utf8")) as string[][];
    expect(records[0]).toEqual(["When", "Who", "What", "Detail", "From"]);
    expect(records.slice(1).map((r) => r[3])).toEqual(await all({ kind: "share-link-created" }));
    expect(records[1]![2]).toBe("Share link made");
  });

  it("forgets entries older than the retention", async () => {
    const db = getPrisma();
    process.env.AUDIT_RETENTION_DAYS = "30";
    resetEnvCache();
    const now = Date.parse("2026-06-01T00:00:00Z");
    await db.auditEntry.createMany({
      data: [
        { id: randomUUID(), organizationId: ORG, actorName: "x", kind: "export-made", summary: "old", createdAt: new Date(now - 31 * 86_400_000) },
        { id: randomUUID(), organizationId: ORG, actorName: "x", kind: "export-made", summary: "recent", createdAt: new Date(now - 29 * 86_400_000) },
      ],
    });
    await purgeAuditEntries(now);
    expect(await db.auditEntry.count({ where: { summary: "old" } })).toBe(0);
    expect(await db.auditEntry.count({ where: { summary: "recent" } })).toBe(1);
    delete process.env.AUDIT_RETENTION_DAYS;
    resetEnvCache();
  });
});
