import "server-only";
import { v7 as uuidv7 } from "uuid";
import { lockName } from "@/lib/db/locks";
import { getPrisma } from "@/lib/db/prisma";
import { getEnv } from "@/lib/env";

// The caps on open live streams, per session and per organisation, counted in the
// database (LiveStream) so that they hold across instances: a stream takes a slot when
// it opens and gives it back when it ends. The instance holding it renews the slot's
// lease on every heartbeat; the slots of an instance that died lapse with their lease.

export const SLOT_LEASE_MS = 60_000;
// Bound parameters per statement stay well under SQLite's and PostgreSQL's limits.
const CHUNK = 500;

export type SlotGrant = { granted: true; slotId: string } | { granted: false; limit: "session" | "organization"; max: number };

/** Takes a slot for a new stream of the session, unless the session or the organisation has all of theirs open. */
export async function takeStreamSlot(input: { sessionId: string; organizationId: string }, now = Date.now()): Promise<SlotGrant> {
  const env = getEnv();
  return getPrisma().$transaction(async (tx): Promise<SlotGrant> => {
    // Admissions for one organisation take turns across instances, so that two cannot
    // both count the last free slot (a no-op on SQLite, whose writer is single).
    await lockName(tx, `live-streams:${input.organizationId}`);
    await tx.liveStream.deleteMany({ where: { expiresAt: { lte: BigInt(now) } } });
    const ofSession = await tx.liveStream.count({ where: { sessionId: input.sessionId } });
    if (ofSession >= env.LIVE_STREAMS_PER_SESSION) return { granted: false, limit: "session", max: env.LIVE_STREAMS_PER_SESSION };
    const ofOrganization = await tx.liveStream.count({ where: { organizationId: input.organizationId } });
    if (ofOrganization >= env.LIVE_STREAMS_PER_ORGANIZATION) return { granted: false, limit: "organization", max: env.LIVE_STREAMS_PER_ORGANIZATION };
    const slotId = uuidv7();
    await tx.liveStream.create({ data: { id: slotId, ...input, expiresAt: BigInt(now + SLOT_LEASE_MS) } });
    return { granted: true, slotId };
  });
}

/** Gives a slot back when its stream ends. A failure only leaves it to lapse. */
export async function releaseStreamSlot(slotId: string): Promise<void> {
  try {
    await getPrisma().liveStream.deleteMany({ where: { id: slotId } });
  } catch (error) {
    console.error(`[live] a stream's slot was not given back (it lapses within a minute): ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Extends the lease of the slots of this instance's open streams. */
export async function renewStreamSlots(slotIds: readonly string[], now = Date.now()): Promise<void> {
  const expiresAt = BigInt(now + SLOT_LEASE_MS);
  for (let i = 0; i < slotIds.length; i += CHUNK) {
    await getPrisma().liveStream.updateMany({ where: { id: { in: slotIds.slice(i, i + CHUNK) } }, data: { expiresAt } });
  }
}
