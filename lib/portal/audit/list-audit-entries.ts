import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";
import { decodeTimeCursor, encodeTimeCursor, type TimePosition } from "@/lib/shared/cursor";
import type { AuditQuery } from "./audit-query";

export const AUDIT_PAGE_SIZE = 50;

export type AuditEntryRow = { id: string; actorId: string | null; actorName: string; kind: string; summary: string; address: string | null; createdAt: Date };

export function auditWhere(organizationId: string, query: AuditQuery): Prisma.AuditEntryWhereInput {
  return {
    organizationId,
    ...(query.person ? { actorId: query.person } : {}),
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.from || query.to
      ? {
          createdAt: {
            gte: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
            lt: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000) : undefined,
          },
        }
      : {}),
  };
}

/** Rows after a position, newest first (keyset on createdAt, id): for the page and the export. */
export async function readAuditEntries(organizationId: string, query: AuditQuery, position: TimePosition | null, take: number): Promise<AuditEntryRow[]> {
  const filter = auditWhere(organizationId, query);
  const where = position
    ? { AND: [filter, { createdAt: { lte: position.createdAt } }, { OR: [{ createdAt: { lt: position.createdAt } }, { id: { lt: position.id } }] }] }
    : filter;
  return getPrisma().auditEntry.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: { id: true, actorId: true, actorName: true, kind: true, summary: true, address: true, createdAt: true },
  });
}

/** One page of the organisation's audit trail, newest first. */
export async function listAuditEntries(organizationId: string, query: AuditQuery): Promise<{ rows: AuditEntryRow[]; after: string | null }> {
  const found = await readAuditEntries(organizationId, query, decodeTimeCursor(query.after), AUDIT_PAGE_SIZE + 1);
  const rows = found.slice(0, AUDIT_PAGE_SIZE);
  return { rows, after: found.length > AUDIT_PAGE_SIZE ? encodeTimeCursor(rows.at(-1)!) : null };
}
