import "server-only";
import type { Webhook } from "@/lib/contract/webhook";
import { getPrisma } from "@/lib/db/prisma";
import { getServiceClient } from "../connections/get-service-client";
import { PortalError } from "../errors";
import { isReceiverUrl, receiverUrl } from "../connections/receiver-url";
import { toWebhookError } from "../connections/to-webhook-error";

export type WebhookSettings =
  | { status: "not-connected"; message: string }
  | { status: "unavailable"; message: string }
  | {
      status: "ok";
      environment: "sandbox" | "production";
      webhooks: (Webhook & { isReceiver: boolean })[];
      receiver: { url: string; registered: boolean; lastEventAt: Date | null };
      /** "whsk…9f2c": enough to recognise the key. */
      verificationKeyHint: string;
      /** For "Send a test event": the organisation's newest enquiries. */
      enquiries: { serviceReference: string; clientReference: string }[];
    };

/**
 * Everything a connection's webhook settings page shows, read from its provider with the
 * organisation's key for it. null: no such connection in this organisation (or removed).
 */
export async function getWebhookSettings(organizationId: string, connectionId: string): Promise<WebhookSettings | null> {
  const db = getPrisma();
  const connection = await db.serviceConnection.findFirst({
    where: { id: connectionId, organizationId, removedAt: null },
    select: { id: true, environment: true, lastEventAt: true },
  });
  if (!connection) return null;
  try {
    const client = await getServiceClient(organizationId, connection.id);
    const [webhooks, key, enquiries] = await Promise.all([
      client.listWebhooks(),
      client.getVerificationKey(),
      db.providerEnquiry
        .findMany({
          where: { organizationId, connectionId: connection.id },
          orderBy: { createdAt: "desc" },
          take: 20,
          select: { serviceReference: true, enquiry: { select: { clientReference: true } } },
        })
        .then((rows) => rows.map((row) => ({ serviceReference: row.serviceReference, clientReference: row.enquiry.clientReference }))),
    ]);
    const marked = webhooks.map((w) => ({ ...w, isReceiver: isReceiverUrl(w.url, connection.id) }));
    return {
      status: "ok",
      environment: connection.environment === "production" ? "production" : "sandbox",
      webhooks: marked,
      receiver: { url: receiverUrl(connection.id), registered: marked.some((w) => w.isReceiver), lastEventAt: connection.lastEventAt },
      verificationKeyHint: maskSecret(key.key),
      enquiries,
    };
  } catch (error) {
    const mapped = toWebhookError(error);
    if (mapped instanceof PortalError) return { status: mapped.code === "NOT_CONNECTED" ? "not-connected" : "unavailable", message: mapped.message };
    throw mapped;
  }
}

function maskSecret(secret: string): string {
  return secret.length < 16 ? "…" : `${secret.slice(0, 4)}…${secret.slice(-4)}`;
}
