import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { checkFailingWebhooks } from "./check-failing-webhooks";

// The failing-webhook check runs in the portal's process (it calls the provider with each
// organisation's key, as the pages do), every few minutes once the portal has served a
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
    const connections = await getPrisma().serviceConnection.findMany({ select: { organizationId: true } });
    for (const { organizationId } of connections) {
      await checkFailingWebhooks(organizationId).catch((error: unknown) => {
        console.warn(`[notifications] webhooks of ${organizationId} not checked: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
  } catch (error) {
    console.error("[notifications] the failing-webhook check failed:", error);
  }
}
