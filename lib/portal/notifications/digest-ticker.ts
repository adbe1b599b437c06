import { sendDueDigests } from "./send-digests";

// Runs beside the mail worker (lib/portal/background.ts). Digests go out at a local hour,
// so a tick a minute is enough; several instances ticking together send each digest once.

const TICK_MS = 60_000;

export type DigestTicker = {
  /** Ticks no more and resolves once the tick under way has written its digests. */
  stop(): Promise<void>;
};

export function startDigestTicker(tickMs = TICK_MS): DigestTicker {
  let lastReport = 0;
  let ticking: Promise<void> | null = null;
  const tick = () => {
    // A slow tick is not overlapped: the next one finds what it left.
    if (ticking) return;
    ticking = sendDueDigests()
      .then(
        () => undefined,
        (error: unknown) => {
          if (Date.now() - lastReport < 60_000) return;
          lastReport = Date.now();
          console.error("[mail] digest tick failed (it runs again in a minute):", error);
        },
      )
      .finally(() => (ticking = null));
  };
  const timer = setInterval(tick, tickMs);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await ticking;
    },
  };
}
