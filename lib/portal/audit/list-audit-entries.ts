import "server-only";
import { z } from "zod";
import { getPrisma } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { AuditQuery } from "./audit-query";

export const AUDIT_PAGE_SIZE = 50;

export type AuditEntryRow = { id: string; actorId: string | null; actorName: string; kind: string; summary: string; address: string | null; createdAt: Date };

const Position = z.tuple([z.iso.datetime(), z.string().min(1).max(64)]);
const encode = (row: Pick<AuditEntryRow, "createdAt" | "id">) => Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString("base64url");
function decode(cursor: string | undefined): { createdAt: Date; id: string } | null {
  if (!cursor) return null;
  try {
    const parsed = Position.safeParse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
    return parsed.success ? { createdAt: new Date(parsed.data[0]), id: parsed.data[1] } : null;
  } catch {
    return null;
  }
}

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
export async function readAuditEntries(organizationId: string, query: AuditQuery, position: { createdAt: Date; id: string } | null, take: number): Promise<AuditEntryRow[]> {
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
  const found = await readAuditEntries(organizationId, query, decode(query.after), AUDIT_PAGE_SIZE + 1);
  const rows = found.slice(0, AUDIT_PAGE_SIZE);
  return { rows, after: found.length > AUDIT_PAGE_SIZE ? encode(rows.at(-1)!) : null };
}

export { decode as decodeAuditCursor };
