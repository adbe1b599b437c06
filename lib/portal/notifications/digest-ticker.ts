import { sendDueDigests } from "./send-digests";

// Runs beside the mail worker (server.ts, npm run worker). Digests go out at a local hour,
// so a tick a minute is enough; several instances ticking together send each digest once.

const TICK_MS = 60_000;

export type DigestTicker = { stop(): void };

export function startDigestTicker(tickMs = TICK_MS): DigestTicker {
  let lastReport = 0;
  const tick = () =>
    void sendDueDigests().catch((error: unknown) => {
      if (Date.now() - lastReport < 60_000) return;
      lastReport = Date.now();
      console.error("[mail] digest tick failed (it runs again in a minute):", error);
    });
  const timer = setInterval(tick, tickMs);
  timer.unref();
  tick();
  return { stop: () => clearInterval(timer) };
}
