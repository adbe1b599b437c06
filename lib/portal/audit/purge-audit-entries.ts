import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { getEnv } from "@/lib/env";

const HOUR_MS = 3_600_000;
let lastPurge = 0;

/**
 * Deletes entries older than AUDIT_RETENTION_DAYS. Run from the audit page at most once an
 * hour per process: old entries only need to be gone before someone could read them.
 */
export async function purgeAuditEntries(now = Date.now()): Promise<number> {
  if (now - lastPurge < HOUR_MS) return 0;
  lastPurge = now;
  const before = new Date(now - getEnv().AUDIT_RETENTION_DAYS * 86_400_000);
  const { count } = await getPrisma().auditEntry.deleteMany({ where: { createdAt: { lt: before } } });
  return count;
}
