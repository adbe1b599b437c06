import { getPrisma } from "@/lib/db/prisma";
import { canWrite } from "@/lib/db/write-health";
import { isMigrated, isShuttingDown } from "./shutdown-state";

export type Readiness = { ready: true } | { ready: false; reason: "shutting down" | "migrations pending" | "database timeout" | "database unavailable" | "database full" };

const QUERY_TIMEOUT_MS = 2_000;
const REUSE_MS = 1_000;
let last: { at: number; result: Promise<Readiness> } | undefined;

/**
 * Whether this instance should get traffic: migrations applied, not shutting down, and
 * the database answers a query within 2 s (and takes a write, once one failed for want
 * of space). Load balancers ask often and anyone may ask
 * (no auth), so one database check serves every caller for a second, and the reason is
 * one of a few fixed words.
 */
export function checkReadiness(now = Date.now()): Promise<Readiness> {
  if (isShuttingDown()) return Promise.resolve({ ready: false, reason: "shutting down" });
  if (!isMigrated()) return Promise.resolve({ ready: false, reason: "migrations pending" });
  if (last && now - last.at < REUSE_MS) return last.result;
  const result = pingDatabase();
  last = { at: now, result };
  return result;
}

async function pingDatabase(): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Readiness>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false, reason: "database timeout" }), QUERY_TIMEOUT_MS);
  });
  const query = getPrisma()
    .$queryRaw`SELECT 1`.then(canWrite)
    .then((writable): Readiness => (writable ? { ready: true } : { ready: false, reason: "database full" }))
    .catch((error: unknown): Readiness => {
      // The error names the database's host, port and user: the log's, not the probe's.
      console.error(`[readyz] the database does not answer: ${error instanceof Error ? error.message : String(error)}`);
      return { ready: false, reason: "database unavailable" };
    });
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
