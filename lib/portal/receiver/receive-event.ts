import "server-only";
import { WebhookEvent, type AmendmentEventData } from "@/lib/contract/event";
import { getPrisma } from "@/lib/db/prisma";
import { isUniqueViolation } from "@/lib/db/sql";
import { recordAmendment } from "../amendments/record-amendment";
import type { TimelineEntry } from "../live/messages";
import { eventEnquiryReference } from "./event-reference";
import { storeEvent } from "./store-event";
import { syncEnquiryAfterEvent } from "./sync-enquiry-after-event";
import { getVerificationKey, refreshVerificationKey } from "../connections/verification-keys";
import { verifySignature } from "./verify-signature";

/** The receiver's limit on a delivery's body. */
export const MAX_EVENT_BYTES = 256 * 1024;

export type Receipt =
  | { status: "unknown-connection" }
  | { status: "bad-signature"; reason: "missing" | "mismatch" }
  | { status: "invalid"; detail: string }
  /** The verification key could not be fetched: the provider should try again later. */
  | { status: "unavailable" }
  | { status: "duplicate"; eventId: string }
  /** `followUp` is the work that waits until the answer has been sent. */
  | { status: "stored"; eventId: string; followUp: () => Promise<void> };

/**
 * One delivery to the portal's receiver: the signature first (nothing is parsed or stored
 * before it holds), then the event, stored once per organisation (a redelivery is a
 * duplicate and adds nothing), then published to the live stream. Reading the enquiry
 * back from the provider is left to `followUp`, after the answer.
 */
export async function receiveEvent(input: { connectionId: string; body: Uint8Array; signature: string | null }): Promise<Receipt> {
  const db = getPrisma();
  // A removed connection hears nothing more: its events are refused like an unknown one's.
  const connection = await db.serviceConnection.findFirst({ where: { id: input.connectionId, removedAt: null }, select: { id: true, organizationId: true } });
  if (!connection) return { status: "unknown-connection" };
  if (!input.signature) return { status: "bad-signature", reason: "missing" };
  try {
    const key = await getVerificationKey(connection);
    // The provider could not give the key moments ago: not asked again yet (verification-keys.ts).
    if (key === null) return { status: "unavailable" };
    if (!verifySignature(input.body, input.signature, key)) {
      const fresh = await refreshVerificationKey(connection);
      if (fresh === null || !verifySignature(input.body, input.signature, fresh)) return { status: "bad-signature", reason: "mismatch" };
    }
  } catch (error) {
    console.error(`[webhooks] no verification key for connection ${connection.id}: ${error instanceof Error ? error.message : String(error)}`);
    return { status: "unavailable" };
  }

  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(input.body).toString("utf8"));
  } catch {
    return { status: "invalid", detail: "The body is not JSON." };
  }
  const parsed = WebhookEvent.safeParse(json);
  if (!parsed.success) return { status: "invalid", detail: "The body is not an event of the v1 API." };
  const event = parsed.data as WebhookEvent;
  const serviceReference = eventEnquiryReference(event);
  const source = { organizationId: connection.organizationId, connectionId: connection.id, serviceReference };
  // Kept before the event, and again on a redelivery (once: the same row), so that an
  // amendment is never lost between the two; the read after the event then finds it.
  if (event.eventType === "ENQUIRY.AMENDED") await recordAmendment(source, (event.data as AmendmentEventData).amendment);

  let entry: TimelineEntry;
  try {
    entry = await storeEvent({
      organizationId: connection.organizationId,
      connectionId: connection.id,
      eventId: event.eventId,
      eventType: event.eventType,
      serviceReference,
      data: event.data,
      occurredAt: event.createdAt,
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { status: "duplicate", eventId: event.eventId };
    throw error;
  }
  await db.serviceConnection.update({ where: { id: connection.id }, data: { lastEventAt: new Date() } });
  return {
    status: "stored",
    eventId: event.eventId,
    followUp: () => syncEnquiryAfterEvent({ organizationId: connection.organizationId, connectionId: connection.id, serviceReference, seq: entry.seq, event }),
  };
}
