// Not server-only, nor is anything it imports: server.ts and scripts/worker.ts run it
// outside Next (through lib/background.ts).
import type { BackgroundWork } from "@/lib/runtime/background";
import { startDigestTicker } from "./notifications/digest-ticker";
import { startWebhookWatch } from "./webhooks/webhook-watch";

/** The portal's background work: the daily digests, and the watch for failing webhooks. */
export const portalBackground: readonly BackgroundWork[] = [
  { name: "digests", runsIn: "any", start: () => startDigestTicker() },
  // It calls each provider with the organisation's key, as the pages do, the built-in one
  // over this process's loopback: a worker apart from the server would find nothing there.
  { name: "failing-webhook watch", runsIn: "server", start: () => startWebhookWatch() },
];
