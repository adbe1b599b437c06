import { z } from "zod";
import { Timestamp } from "./common";
import { EnquiryState } from "./enquiry";
import { EnquiryAmendment } from "./amendment";
import { BookingChange, BookingVersion } from "./booking-change";
import { AuthorSide, MessageAttachment } from "./message";

/**
 * Event types, in the specification's order (part 6.1), as the contract names them, and
 * the Staydesk extension's (EXTENSION_EVENT_TYPES): the booking changes' after the
 * specification's booking events, so that each group (EVENT_TYPE_GROUPS) stays together,
 * then the others.
 */
export const EVENT_TYPES = [
  "ENQUIRY.CREATED",
  "ENQUIRY.SHORTLISTING",
  "ENQUIRY.SPECIALIST_ASSIGNED",
  "ENQUIRY.QUOTED",
  "ENQUIRY.CLOSED",
  "ENQUIRY.REOPENED",
  "QUOTE.CREATED",
  "QUOTE.INVALIDATED",
  "BOOKING.PENDING",
  "BOOKING.PARTNER_CONFIRMATION_DETAILS_SENT",
  "BOOKING.CLIENT_CONFIRMATION_DETAILS_SENT",
  "BOOKING.CHECK_IN_DETAILS_SENT",
  "BOOKING.CANCELLED",
  "BOOKING.CHANGE_REQUESTED",
  "BOOKING.CHANGE_WITHDRAWN",
  "BOOKING.CHANGE_ACCEPTED",
  "BOOKING.CHANGE_DECLINED",
  "MESSAGE.CREATED",
  "ENQUIRY.AMENDED",
] as const;
/** Events that are not in the specification: a Staydesk extension, marked as such in the OpenAPI document. */
export const EXTENSION_EVENT_TYPES: readonly (typeof EVENT_TYPES)[number][] = [
  "MESSAGE.CREATED",
  "ENQUIRY.AMENDED",
  "BOOKING.CHANGE_REQUESTED",
  "BOOKING.CHANGE_WITHDRAWN",
  "BOOKING.CHANGE_ACCEPTED",
  "BOOKING.CHANGE_DECLINED",
];
/** The booking changes' events (an extension): their `data` is BookingChangeEventData. */
export const BOOKING_CHANGE_EVENT_TYPES = ["BOOKING.CHANGE_REQUESTED", "BOOKING.CHANGE_WITHDRAWN", "BOOKING.CHANGE_ACCEPTED", "BOOKING.CHANGE_DECLINED"] as const;
export type BookingChangeEventType = (typeof BOOKING_CHANGE_EVENT_TYPES)[number];
export const EventType = z.enum(EVENT_TYPES).meta({ id: "EventType" });
export type EventType = z.infer<typeof EventType>;

/** The event types grouped by what they concern (the word before the dot), in the order above. */
export type EventTypeGroup = { label: string; types: EventType[] };
export const EVENT_TYPE_GROUPS: EventTypeGroup[] = EVENT_TYPES.reduce<EventTypeGroup[]>((groups, type) => {
  const word = type.slice(0, type.indexOf("."));
  const label = word.charAt(0) + word.slice(1).toLowerCase();
  const group = groups.find((g) => g.label === label);
  if (group) group.types.push(type);
  else groups.push({ label, types: [type] });
  return groups;
}, []);

/** When each event is sent (specification, part 6.1). */
export const EVENT_DESCRIPTIONS: Record<EventType, string> = {
  "ENQUIRY.CREATED": "A new enquiry is created.",
  "ENQUIRY.SHORTLISTING": "A specialist starts shortlisting properties for an enquiry.",
  "ENQUIRY.SPECIALIST_ASSIGNED": "A specialist is assigned to an enquiry.",
  "ENQUIRY.QUOTED": "A quote is sent for an enquiry.",
  "ENQUIRY.CLOSED": "An enquiry is closed.",
  "ENQUIRY.REOPENED": "A closed enquiry is reopened.",
  "QUOTE.CREATED": "A new quote is created.",
  "QUOTE.INVALIDATED": "A quote is invalidated.",
  "BOOKING.PENDING": "A booking is pending confirmation.",
  "BOOKING.PARTNER_CONFIRMATION_DETAILS_SENT": "The booking confirmation details e-mail is sent to the partner.",
  "BOOKING.CLIENT_CONFIRMATION_DETAILS_SENT": "The booking confirmation details e-mail is sent to the client.",
  "BOOKING.CHECK_IN_DETAILS_SENT": "Check-in details are sent for a booking.",
  "BOOKING.CANCELLED": "A booking is cancelled.",
  "MESSAGE.CREATED": "A message is posted on an enquiry, by the agent's side or the provider's specialist (a Staydesk extension).",
  "ENQUIRY.AMENDED": "An open enquiry's details are changed by the agent's side: its dates, guests, requirements or lead guest (a Staydesk extension).",
  "BOOKING.CHANGE_REQUESTED": "The agent's side asks to change a booking: extend or shorten the stay, change the guests or the lead guest, or cancel (a Staydesk extension).",
  "BOOKING.CHANGE_WITHDRAWN": "The agent's side takes back a change of a booking that was still waiting for the provider's answer (a Staydesk extension).",
  "BOOKING.CHANGE_ACCEPTED":
    "The provider accepts a change of a booking: the booking keeps its reference and gains a version with its price; an accepted cancellation is followed by BOOKING.CANCELLED (a Staydesk extension).",
  "BOOKING.CHANGE_DECLINED": "The provider declines a change of a booking, saying why; the booking stays as it was (a Staydesk extension).",
};

export const EnquiryEventData = z
  .object({
    serviceReference: z.string().meta({ example: "R4E2F3A4" }),
    externalId: z.string().meta({ example: "acme-7f3c2a" }),
    clientReference: z.string().meta({ example: "ACME-2026-0042" }),
    enquiryState: z.union([EnquiryState, z.null()]),
    createdAt: Timestamp.meta({ description: "When the enquiry was created." }),
  })
  .meta({ id: "EnquiryEventData", description: "`data` of the ENQUIRY.* events: the enquiry as it is when the event happens." });
export type EnquiryEventData = z.infer<typeof EnquiryEventData>;

export const QuoteEventData = z
  .object({
    quoteId: z.string(),
    serviceEnquiryReference: z.string().meta({ example: "R4E2F3A4" }),
    clientEnquiryReference: z.string().nullable().meta({ example: "ACME-2026-0042" }),
    state: z.enum(["ACTIVE", "INVALIDATED"]),
    createdAt: Timestamp.meta({ description: "When the quote was created." }),
  })
  .meta({ id: "QuoteEventData", description: "`data` of the QUOTE.* events." });
export type QuoteEventData = z.infer<typeof QuoteEventData>;

export const BookingEventData = z
  .object({
    bookingReference: z.string(),
    createdAt: Timestamp.meta({ description: "When the booking was created." }),
    enquiry: EnquiryEventData,
  })
  .meta({ id: "BookingEventData", description: "`data` of the BOOKING.* events." });
export type BookingEventData = z.infer<typeof BookingEventData>;

export const MessageEventData = z
  .object({
    enquiryId: z.string().meta({ description: "The enquiry's serviceReference.", example: "R4E2F3A4" }),
    externalId: z.string().meta({ example: "acme-7f3c2a" }),
    messageId: z.string(),
    authorSide: AuthorSide,
    authorName: z.string().meta({ example: "Ana Silva" }),
    text: z.string().meta({ description: "The message's text, as GET /enquiries/{id}/messages answers it.", example: "Is there parking for one car?" }),
    attachments: z.array(MessageAttachment).meta({ description: "The files' names, types and sizes; download a file with GET /enquiries/{id}/attachments/{attachmentId}." }),
    createdAt: Timestamp.meta({ description: "When the message was posted." }),
  })
  .meta({
    id: "MessageEventData",
    description: "`data` of MESSAGE.CREATED (a Staydesk extension): the message, its text included; never the files themselves.",
  });
export type MessageEventData = z.infer<typeof MessageEventData>;

export const AmendmentEventData = EnquiryEventData.extend({
  // Referenced as it is: a description here would copy the schema inline.
  amendment: EnquiryAmendment,
}).meta({
  id: "AmendmentEventData",
  description:
    "`data` of ENQUIRY.AMENDED (a Staydesk extension): the enquiry as it is after the amendment, and `amendment` as GET /enquiries/{id}/amendments answers it: what changed, from and to.",
});
export type AmendmentEventData = z.infer<typeof AmendmentEventData>;

export const BookingChangeEventData = BookingEventData.extend({
  change: BookingChange,
  version: z.union([BookingVersion, z.null()]),
}).meta({
  id: "BookingChangeEventData",
  description:
    "`data` of the BOOKING.CHANGE_* events (a Staydesk extension): the booking and its enquiry as the change leaves them, the change as GET /bookings/{id}/changes answers it, and for BOOKING.CHANGE_ACCEPTED the version it made, with its price (null otherwise).",
});
export type BookingChangeEventData = z.infer<typeof BookingChangeEventData>;

/** `data` of an event of that type. */
export type EventData<T extends EventType> = T extends "ENQUIRY.AMENDED"
  ? AmendmentEventData
  : T extends BookingChangeEventType
  ? BookingChangeEventData
  : T extends `ENQUIRY.${string}`
  ? EnquiryEventData
  : T extends `QUOTE.${string}`
    ? QuoteEventData
    : T extends `MESSAGE.${string}`
      ? MessageEventData
      : BookingEventData;

function dataSchema(type: EventType) {
  if (type === "ENQUIRY.AMENDED") return AmendmentEventData;
  if ((BOOKING_CHANGE_EVENT_TYPES as readonly string[]).includes(type)) return BookingChangeEventData;
  if (type.startsWith("ENQUIRY.")) return EnquiryEventData;
  if (type.startsWith("MESSAGE.")) return MessageEventData;
  return type.startsWith("QUOTE.") ? QuoteEventData : BookingEventData;
}

/** "BOOKING.CHECK_IN_DETAILS_SENT" → "BookingCheckInDetailsSentEvent". */
function schemaId(type: EventType): string {
  const words = type.toLowerCase().split(/[._]/);
  return `${words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("")}Event`;
}

function envelope(type: EventType) {
  return z
    .object({
      eventType: z.literal(type),
      eventId: z.uuid().meta({ description: "Unique per event; the same on every retry. Deduplicate on it." }),
      createdAt: Timestamp.meta({ description: "When the event happened." }),
      data: dataSchema(type),
    })
    .meta({ id: schemaId(type), description: EVENT_DESCRIPTIONS[type] });
}

/** The body POSTed to webhooks for each event type. */
export const EVENT_PAYLOADS = Object.fromEntries(EVENT_TYPES.map((t) => [t, envelope(t)])) as {
  [T in EventType]: ReturnType<typeof envelope>;
};

/** Any event body, told apart by `eventType`: what a receiver parses. */
export const WebhookEvent = z
  .discriminatedUnion(
    "eventType",
    EVENT_TYPES.map((t) => EVENT_PAYLOADS[t]) as unknown as [ReturnType<typeof envelope>, ...ReturnType<typeof envelope>[]],
  )
  .meta({ id: "WebhookEvent" });
export type WebhookEvent = {
  [T in EventType]: { eventType: T; eventId: string; createdAt: string; data: EventData<T> };
}[EventType];

/** Headers of every delivery (contract, Events and delivery). */
export const DELIVERY_HEADERS = {
  signature: "x-signature",
  eventId: "x-event-id",
  eventType: "x-event-type",
  attempt: "x-delivery-attempt",
  deliveryId: "x-delivery-id",
} as const;

export const TriggerWebhookEventRequest = z
  .object({ eventType: EventType })
  .meta({ id: "TriggerWebhookEventRequest", description: "Unknown fields are ignored." });
export type TriggerWebhookEventRequest = z.infer<typeof TriggerWebhookEventRequest>;

