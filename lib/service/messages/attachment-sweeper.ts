import { removeUnsentAttachments } from "./remove-unsent-attachments";

// Runs beside the delivery worker (lib/service/background.ts). A file waits a day for its
// message, so a sweep every ten minutes is plenty; several instances sweeping together
// remove each file once.

const SWEEP_MS = 10 * 60_000;

export function startAttachmentSweeper(sweepMs = SWEEP_MS): { stop(): Promise<void> } {
  let lastReport = 0;
  let sweeping: Promise<void> | null = null;
  const sweep = () => {
    // A slow sweep is not overlapped: the next one finds what it left.
    if (sweeping) return;
    sweeping = removeUnsentAttachments()
      .then(
        () => undefined,
        (error: unknown) => {
          if (Date.now() - lastReport < 60 * 60_000) return;
          lastReport = Date.now();
          console.error("[messages] removing unsent attachments failed (it runs again in ten minutes):", error);
        },
      )
      .finally(() => (sweeping = null));
  };
  const timer = setInterval(sweep, sweepMs);
  timer.unref();
  sweep();
  return {
    async stop() {
      clearInterval(timer);
      await sweeping;
    },
  };
}
