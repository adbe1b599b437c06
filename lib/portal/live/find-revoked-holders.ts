import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { toRole } from "../membership/roles";
import { chooseMembership } from "../membership/choose-membership";
import type { StreamHolder } from "./stream-holder";

const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * Of the holders of open streams, those who would no longer be let in: their session
 * ended or expired, or the member the session now works as (same rule as every page) is
 * not the one, or not in the role, the stream was opened for. Two reads whatever the
 * number of streams: the backstop for a revocation signal that was missed.
 */
export async function findRevokedHolders<H extends StreamHolder>(holders: readonly H[], now = new Date()): Promise<Set<H>> {
  const db = getPrisma();
  const sessionIds = [...new Set(holders.map((h) => h.sessionId))];
  const sessions = new Map<string, { userId: string; activeOrganizationId: string | null; expiresAt: Date }>();
  for (const ids of chunks(sessionIds)) {
    const rows = await db.portalSession.findMany({ where: { id: { in: ids } }, select: { id: true, userId: true, activeOrganizationId: true, expiresAt: true } });
    for (const row of rows) sessions.set(row.id, row);
  }
  const userIds = [...new Set([...sessions.values()].map((s) => s.userId))];
  const memberships = new Map<string, { id: string; organizationId: string; role: string }[]>();
  for (const ids of chunks(userIds)) {
    const rows = await db.member.findMany({
      where: { userId: { in: ids } },
      select: { id: true, userId: true, organizationId: true, role: true },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    for (const row of rows) memberships.set(row.userId, [...(memberships.get(row.userId) ?? []), row]);
  }

  const revoked = new Set<H>();
  for (const holder of holders) {
    const session = sessions.get(holder.sessionId);
    const member = session ? chooseMembership(memberships.get(session.userId) ?? [], session.activeOrganizationId) : undefined;
    const holds =
      session !== undefined &&
      session.expiresAt > now &&
      session.userId === holder.userId &&
      member?.id === holder.memberId &&
      member.organizationId === holder.organizationId &&
      toRole(member.role) === holder.role;
    if (!holds) revoked.add(holder);
  }
  return revoked;
}
