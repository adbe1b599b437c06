import type { DeliveryOutcome } from "./types";

type Write = (batch: DeliveryOutcome[]) => Promise<void>;

/**
 * Batches the worker's result writes: outcomes that arrive while a write is running (or
 * in the same turn) go into the next one, so a burst costs a few transactions instead of
 * one per attempt, and a quiet moment still writes at once. `record` resolves once the
 * outcome is committed (or given up on: then its lease runs out and it is sent again).
 */
export function createOutcomeRecorder(write: Write, report: (error: unknown) => void) {
  let queue: { outcome: DeliveryOutcome; done: () => void }[] = [];
  let flushing: Promise<void> | null = null;

  async function flush(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      try {
        await write(batch.map((b) => b.outcome));
      } catch {
        // One bad row must not cost the others their record: write them one by one.
        for (const b of batch) await write([b.outcome]).catch(report);
      }
      for (const b of batch) b.done();
    }
    flushing = null;
  }

  return {
    record(outcome: DeliveryOutcome): Promise<void> {
      return new Promise((done) => {
        queue.push({ outcome, done });
        flushing ??= flush();
      });
    },
  };
}
