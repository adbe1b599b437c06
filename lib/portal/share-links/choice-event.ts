import "server-only";
import { randomUUID } from "node:crypto";
import { publishSummary } from "../live/publish-summary";
import { storeEvent } from "../receiver/store-event";

/** The portal's own event type for a client's choice on a share link (the provider sends no such event). */
export const CLIENT_CHOICE_EVENT = "CLIENT.CHOICE";

export type ClientChoiceEventData = { propertyName: string; unitName: string; linkHint: string; changed: boolean };

/**
 * Stores the choice as an event of the enquiry, as the receiver stores the provider's: the
 * timeline, the dashboard's activity and the live streams carry it like any other event,
 * and whatever reacts to events (a notifier) can react to it. The client's note stays out
 * of the event: events hold references and states, never what a guest wrote.
 */
export async function recordChoiceEvent(input: {
  organizationId: string;
  /** The agency enquiry's reference. */
  serviceReference: string;
  /** The provider whose option was chosen, and its reference of the enquiry: the event joins that provider's timeline. */
  connectionId: string;
  providerReference: string;
  occurredAt: Date;
  data: ClientChoiceEventData;
}): Promise<void> {
  const entry = await storeEvent({
    organizationId: input.organizationId,
    connectionId: input.connectionId,
    eventId: `portal:client-choice:${randomUUID()}`,
    eventType: CLIENT_CHOICE_EVENT,
    serviceReference: input.providerReference,
    data: input.data,
    occurredAt: input.occurredAt.toISOString().replace(/\.\d{3}Z$/, "Z"),
  });
  await publishSummary(input.organizationId, { reference: input.serviceReference }, [entry]);
}
