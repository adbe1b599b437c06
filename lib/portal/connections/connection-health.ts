// Not server-only: the failing-webhook watch runs it outside Next (lib/portal/background.ts).
import { getPrisma } from "@/lib/db/prisma";

/** A provider's health as the portal last saw it. */
export type ConnectionHealth = {
  /** ok: its last answer came after its last failure; failing: the other way round; unknown: never called. */
  status: "ok" | "failing" | "unknown";
  lastSuccessAt: Date | null;
  lastFailureAt: Date | null;
  /** The last failure in words. */
  lastFailureNote: string | null;
};

type HealthRow = { lastSuccessAt: Date | null; lastFailureAt: Date | null; lastFailureNote: string | null };

export function healthOf(row: HealthRow): ConnectionHealth {
  const { lastSuccessAt, lastFailureAt } = row;
  const status = !lastSuccessAt && !lastFailureAt ? "unknown" : lastFailureAt && (!lastSuccessAt || lastFailureAt >= lastSuccessAt) ? "failing" : "ok";
  return { status, lastSuccessAt, lastFailureAt, lastFailureNote: lastFailureAt ? row.lastFailureNote : null };
}

// Every call to a provider tells its health, but a page makes several calls a second:
// each instance writes a success at most once a minute and a failure at most every few
// seconds per connection, enough for "last success 12:03" and never a write per call.
const SUCCESS_SPACING_MS = 60_000;
const FAILURE_SPACING_MS = 5_000;
const holder = globalThis as unknown as { staydeskHealthWrites?: Map<string, { ok: number; failed: number }> };
const written = (holder.staydeskHealthWrites ??= new Map());

/** Records that the provider answered (`failure` null) or failed, in words; best effort, never thrown. */
export async function recordHealth(connectionId: string, failure: string | null, now = new Date()): Promise<void> {
  const last = written.get(connectionId) ?? { ok: 0, failed: 0 };
  if (failure === null ? now.getTime() - last.ok < SUCCESS_SPACING_MS : now.getTime() - last.failed < FAILURE_SPACING_MS) return;
  written.set(connectionId, failure === null ? { ...last, ok: now.getTime() } : { ...last, failed: now.getTime() });
  const db = getPrisma();
  const health = failure === null ? { lastSuccessAt: now } : { lastFailureAt: now, lastFailureNote: failure.slice(0, 500) };
  try {
    // Health is no change of the connection: its updatedAt, which tells the enquiries'
    // snapshots whether the key or the address changed since their read, stays as it was
    // (and a save landing meanwhile wins: this write is then skipped).
    const row = await db.serviceConnection.findUnique({ where: { id: connectionId }, select: { updatedAt: true } });
    if (row) await db.serviceConnection.updateMany({ where: { id: connectionId, updatedAt: row.updatedAt }, data: { ...health, updatedAt: row.updatedAt } });
  } catch (error) {
    console.error(`[connections] health not recorded: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A test or a key change is told at once, whatever was written a moment ago. */
export function forgetHealthWrites(connectionId: string): void {
  written.delete(connectionId);
}
