import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { checkFailingWebhooks } from "./check-failing-webhooks";

// The failing-webhook check runs in the portal's process (it calls each provider with the
// organisation's key for it, as the pages do), every few minutes once the portal has served a
// page. Each instance may run it: WebhookAlert makes the e-mail one per run of failures.

const EVERY_MS = 5 * 60_000;
const holder = globalThis as { staydeskWebhookWatch?: NodeJS.Timeout };

export function ensureWebhookWatch(): void {
  if (holder.staydeskWebhookWatch) return;
  holder.staydeskWebhookWatch = setInterval(() => void checkAll(), EVERY_MS);
  holder.staydeskWebhookWatch.unref();
}

async function checkAll(): Promise<void> {
  try {
    // Each provider's webhooks are its own: every connection not removed is checked with its own key.
    const connections = await getPrisma().serviceConnection.findMany({ where: { removedAt: null }, select: { id: true, organizationId: true } });
    for (const { id, organizationId } of connections) {
      await checkFailingWebhooks(organizationId, id).catch((error: unknown) => {
        console.warn(`[notifications] webhooks of connection ${id} not checked: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
  } catch (error) {
    console.error("[notifications] the failing-webhook check failed:", error);
  }
}
