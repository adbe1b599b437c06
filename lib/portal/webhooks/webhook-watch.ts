// Not server-only: server.ts runs it outside Next (lib/portal/background.ts).
import { getPrisma } from "@/lib/db/prisma";
import { checkFailingWebhooks } from "./check-failing-webhooks";

// The failing-webhook check runs in the server's process (it calls each provider with the
// organisation's key for it, as the pages do), every few minutes from the start. Each
// instance may run it: WebhookAlert makes the e-mail one per run of failures.

const EVERY_MS = 5 * 60_000;

export type WebhookWatch = {
  /** Checks no more connections and resolves once the one under way is checked. */
  stop(): Promise<void>;
};

export function startWebhookWatch(everyMs = EVERY_MS): WebhookWatch {
  let stopped = false;
  let checking: Promise<void> | null = null;
  const timer = setInterval(() => {
    checking ??= checkAll(() => stopped).finally(() => (checking = null));
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await checking;
    },
  };
}

async function checkAll(stopped: () => boolean): Promise<void> {
  try {
    // Each provider's webhooks are its own: every connection not removed is checked with its own key.
    const connections = await getPrisma().serviceConnection.findMany({ where: { removedAt: null }, select: { id: true, organizationId: true } });
    for (const { id, organizationId } of connections) {
      if (stopped()) return;
      await checkFailingWebhooks(organizationId, id).catch((error: unknown) => {
        console.warn(`[notifications] webhooks of connection ${id} not checked: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
  } catch (error) {
    console.error("[notifications] the failing-webhook check failed:", error);
  }
}
