import "server-only";
import { Readable } from "node:stream";
import { csvWriter } from "@/lib/shared/csv";
import { AUDIT_KINDS, type AuditKind } from "./audit-kinds";
import type { AuditQuery } from "./audit-query";
import { readAuditEntries } from "./list-audit-entries";

const BATCH = 500;

async function* auditRows(organizationId: string, query: AuditQuery) {
  let position: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const rows = await readAuditEntries(organizationId, query, position, BATCH);
    for (const row of rows) {
      yield { at: row.createdAt.toISOString(), person: row.actorName, kind: AUDIT_KINDS[row.kind as AuditKind] ?? row.kind, summary: row.summary, address: row.address ?? "" };
    }
    if (rows.length < BATCH) return;
    position = rows.at(-1)!;
  }
}

/** The filtered audit trail as CSV, newest first, streamed in keyset batches (names and details as inert text: csvWriter). */
export function auditCsv(organizationId: string, query: AuditQuery): Readable {
  return Readable.from(auditRows(organizationId, query)).pipe(
    csvWriter([
      { key: "at", header: "When" },
      { key: "person", header: "Who" },
      { key: "kind", header: "What" },
      { key: "summary", header: "Detail" },
      { key: "address", header: "From" },
    ]),
  );
}
