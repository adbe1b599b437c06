export type WorkLoopOptions = {
  /** Names the loop in its error lines ("[mail] worker error …"). */
  name: string;
  /** The longest sleep between looks for due work that no wake-up announced. */
  pollIntervalMs: number;
  /**
   * Claims and starts what fits (handing each started task to `track`); true when it may
   * find more at once, so the loop goes round again without waiting for a wake-up.
   */
  fill(): Promise<boolean>;
  /** When the next piece of work falls due (epoch ms), or null when none is waiting. */
  nextDueAt(): Promise<number | null>;
  /** Subscribes `wake` to the signal that announces new work; returns the unsubscribe. */
  subscribe(wake: () => void): () => void;
  /** Runs at stop, before the loop waits for the tasks in flight (e.g. clearing timers of its own). */
  onStop?(): void;
};

export type WorkLoop = {
  /** Look for due work now. Wake-ups of one turn of the event loop count as one. */
  wake(): void;
  /** Keeps a started task in flight until it settles, then wakes the loop (a slot is free). */
  track(task: Promise<void>): void;
  /** Tasks in flight. */
  busy(): number;
  /** Logs an error of the loop's, at most once every few seconds. */
  report(error: unknown): void;
  /** Stops claiming, lets the tasks in flight finish, then resolves. */
  stop(): Promise<void>;
};

/**
 * The loop both outbox workers (webhook deliveries, e-mail) run on: woken at once by a
 * signal or a finished task, otherwise asleep until the next piece of work falls due or
 * pollIntervalMs passes (work another process wrote or a crash left behind). One round
 * at a time; a wake-up during a round makes it go round again, so none is lost. It does
 * not look until the first `wake()`, so the caller finishes setting up first.
 */
export function startWorkLoop(o: WorkLoopOptions): WorkLoop {
  const inFlight = new Set<Promise<void>>();
  let running = true;
  let pumping: Promise<void> | null = null;
  let again = false;
  let wakeQueued = false;
  let timer: NodeJS.Timeout | undefined;
  let lastReport = 0;

  function report(error: unknown): void {
    // A database that is down would fail every round: say so every few seconds, not every time.
    if (Date.now() - lastReport < 5000) return;
    lastReport = Date.now();
    console.error(`[${o.name}] worker error (it keeps retrying):`, error);
  }

  function wake(): void {
    if (!running || wakeQueued) return;
    wakeQueued = true;
    // Coalesces the wake-ups of one turn (a batch of results frees many slots at once).
    setImmediate(() => {
      wakeQueued = false;
      pump();
    });
  }

  function pump(): void {
    if (!running) return;
    if (pumping) {
      again = true;
      return;
    }
    pumping = (async () => {
      try {
        do {
          again = false;
          if (await o.fill()) again = true;
        } while (again && running);
      } catch (error) {
        report(error);
      } finally {
        pumping = null;
        void scheduleNext();
      }
    })();
  }

  async function scheduleNext(): Promise<void> {
    clearTimeout(timer);
    if (!running) return;
    let delay = o.pollIntervalMs;
    try {
      const next = await o.nextDueAt();
      if (next !== null) delay = Math.min(delay, Math.max(0, next - Date.now() + 1));
    } catch (error) {
      report(error);
    }
    // The read is async: a round or stop() may have come in the meantime.
    if (!running || pumping) return;
    clearTimeout(timer);
    timer = setTimeout(pump, delay);
  }

  function track(task: Promise<void>): void {
    const tracked: Promise<void> = task.catch(report).finally(() => {
      inFlight.delete(tracked);
      wake();
    });
    inFlight.add(tracked);
  }

  const unsubscribe = o.subscribe(wake);

  return {
    wake,
    track,
    busy: () => inFlight.size,
    report,
    async stop() {
      running = false;
      unsubscribe();
      clearTimeout(timer);
      o.onStop?.();
      await pumping;
      // Work already claimed finishes and records: leaving it would only make it wait
      // for its lease to run out.
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
