// Background work: the outbox workers and the timers that run beside the requests. Each
// half names its own (lib/service/background.ts, lib/portal/background.ts, lib/mail/background.ts),
// lib/background.ts lists them, and server.ts and scripts/worker.ts start that one list
// here and stop it on shutdown. Neutral: it imports neither half.

/** A piece of work once started. */
export type Running = {
  /** Who it works as in the leases it takes (the outbox workers), for the start-up line. */
  readonly owner?: string;
  /** Takes no new work and resolves once what it holds has finished and been recorded. */
  stop(): Promise<void> | void;
};

export type BackgroundWork = {
  readonly name: string;
  /**
   * "server": it calls the service this process serves (over loopback, as the portal's pages
   * do), so only server.ts runs it; "any": any process on the database may, each safely beside
   * the others.
   */
  readonly runsIn: "server" | "any";
  start(): Running;
};

export type Background = {
  /** What this start began, in order: "webhooks as host:41:mail:1a2b3c4d", "digests". */
  readonly started: readonly string[];
  /**
   * Stops every piece it started, the last started first (what writes work before what sends
   * it), and resolves once each has drained. A second call waits for the same drain.
   */
  stop(): Promise<void>;
};

// One process runs each piece once, whoever starts it: kept on globalThis because Next
// bundles its modules apart from server.ts.
const holder = globalThis as unknown as { staydeskBackground?: Set<string> };
const runningHere = (holder.staydeskBackground ??= new Set());

/**
 * Starts, in order, each piece of `work` that a process of this kind runs and that is not
 * running in this process already.
 */
export function startBackground(work: readonly BackgroundWork[], processKind: "server" | "worker"): Background {
  const mine: { name: string; run: Running }[] = [];
  for (const piece of work) {
    if (piece.runsIn === "server" && processKind !== "server") continue;
    if (runningHere.has(piece.name)) continue;
    runningHere.add(piece.name);
    try {
      mine.push({ name: piece.name, run: piece.start() });
    } catch (error) {
      runningHere.delete(piece.name);
      throw error;
    }
  }
  let stopping: Promise<void> | undefined;
  return {
    started: mine.map(({ name, run }) => (run.owner ? `${name} as ${run.owner}` : name)),
    stop() {
      stopping ??= Promise.all(
        mine.toReversed().map(async ({ name, run }) => {
          try {
            await run.stop();
          } catch (error) {
            console.error(`[${name}] did not stop cleanly:`, error);
          } finally {
            runningHere.delete(name);
          }
        }),
      ).then(() => undefined);
      return stopping;
    },
  };
}
