import "server-only";
import { randomUUID } from "node:crypto";
import { publishSummary } from "../live/publish-summary";
import { storeEvent } from "../receiver/store-event";

/** The portal's own event type for a client's choice on a share link (the provider sends no such event). */
export const CLIENT_CHOICE_EVENT = "CLIENT.CHOICE";

/** The portal's own event type for an approver's decision on a client's choice (lib/portal/approvals). */
export const CLIENT_APPROVAL_EVENT = "CLIENT.APPROVAL";

/** The portal's own event types: they change nothing at the provider. */
export const PORTAL_EVENT_TYPES = [CLIENT_CHOICE_EVENT, CLIENT_APPROVAL_EVENT];

/** `approval`: the choice went to the client's approver first, not yet to the provider. */
export type ClientChoiceEventData = { propertyName: string; unitName: string; linkHint: string; changed: boolean; approval?: boolean };

/** `by`: the approver's name, or who an approval given by other means was recorded from. */
export type ClientApprovalEventData = { propertyName: string; unitName: string; decision: "APPROVED" | "DECLINED"; by: string; recorded: boolean };

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
  await recordPortalEvent({ ...input, eventType: CLIENT_CHOICE_EVENT });
}

/** Stores an approver's decision on a choice as an event of the enquiry, as a choice is stored. */
export async function recordApprovalEvent(input: {
  organizationId: string;
  serviceReference: string;
  connectionId: string;
  providerReference: string;
  occurredAt: Date;
  data: ClientApprovalEventData;
}): Promise<void> {
  await recordPortalEvent({ ...input, eventType: CLIENT_APPROVAL_EVENT });
}

async function recordPortalEvent(input: {
  organizationId: string;
  serviceReference: string;
  connectionId: string;
  providerReference: string;
  occurredAt: Date;
  eventType: string;
  data: ClientChoiceEventData | ClientApprovalEventData;
}): Promise<void> {
  const entry = await storeEvent({
    organizationId: input.organizationId,
    connectionId: input.connectionId,
    eventId: `portal:${input.eventType === CLIENT_CHOICE_EVENT ? "client-choice" : "client-approval"}:${randomUUID()}`,
    eventType: input.eventType,
    serviceReference: input.providerReference,
    data: input.data,
    occurredAt: input.occurredAt.toISOString().replace(/\.\d{3}Z$/, "Z"),
  });
  await publishSummary(input.organizationId, { reference: input.serviceReference }, [entry]);
}
