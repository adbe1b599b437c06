// Not server-only: the failing-webhook watch runs it outside Next (lib/portal/background.ts).
import { getPrisma } from "@/lib/db/prisma";
import { isUniqueViolation } from "@/lib/db/sql";
import { signalMail } from "@/lib/mail/mail-signal";
import { getServiceClient } from "../connections/get-service-client";
import { getPortalUrl } from "../portal-url";
import { FAILING_AFTER, isWebhookFailing } from "./webhook-failing";
import { writeNotifications } from "../notifications/write-notifications";

/**
 * Reads the webhooks of one of the organisation's connections and their newest deliveries
 * from its provider (the portal sees the delivery log as any client does) and tells the admins of a webhook that
 * has started failing: once per run of failures (WebhookAlert holds it until a delivery
 * succeeds again), whatever the number of checks or instances. Returns the webhooks
 * newly reported.
 */
export async function checkFailingWebhooks(organizationId: string, connectionId: string): Promise<string[]> {
  const db = getPrisma();
  const client = await getServiceClient(organizationId, connectionId);
  const reported: string[] = [];
  for (const webhook of await client.listWebhooks()) {
    const { data } = await client.listDeliveries(webhook.id, { pageSize: FAILING_AFTER });
    if (!isWebhookFailing(data)) {
      if (data[0]?.status === "SUCCEEDED") await db.webhookAlert.deleteMany({ where: { organizationId, webhookId: webhook.id } });
      continue;
    }
    try {
      const mailed = await db.$transaction(async (tx) => {
        if (await tx.webhookAlert.findUnique({ where: { organizationId_webhookId: { organizationId, webhookId: webhook.id } } })) return null;
        await tx.webhookAlert.create({ data: { organizationId, webhookId: webhook.id } });
        const admins = await tx.member.findMany({ where: { organizationId, role: "admin" }, select: { userId: true } });
        return writeNotifications(tx, {
          organizationId,
          kind: "webhook-failing",
          eventKey: `webhook-failing:${webhook.id}:${data[FAILING_AFTER - 1]!.id}`,
          userIds: admins.map((a) => a.userId),
          content: {
            subject: `A webhook keeps failing: ${webhook.url}`,
            heading: "A webhook keeps failing",
            text: `The last ${FAILING_AFTER} events sent to ${webhook.url} failed after every retry. Check that the receiver is up and answers 2xx, then resend the failed deliveries from the delivery log.`,
            link: `${getPortalUrl()}/settings/connections/${encodeURIComponent(connectionId)}/webhooks/${encodeURIComponent(webhook.id)}`,
            linkLabel: "Open the delivery log",
          },
        });
      });
      if (mailed === null) continue;
      reported.push(webhook.id);
      if (mailed) signalMail();
    } catch (error) {
      // Another instance reported it at the same moment.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return reported;
}
