// Kept apart from the event schemas so that the browser can order a timeline without zod.
import type { EventType } from "./event";

/**
 * The order in which the provider writes the events of one change (contract, Sandbox
 * operations and Quotes): a specialist is assigned before shortlisting starts, the quote it
 * replaces is invalidated before the new one is created, and the quote exists before the
 * enquiry is quoted. Events carry their time to the second only, so those of one change
 * usually share it, and deliveries may arrive in any order: receivers order events of the
 * same second by this.
 */
export const EVENT_SEQUENCE: readonly EventType[] = [
  "ENQUIRY.CREATED",
  "ENQUIRY.REOPENED",
  "ENQUIRY.SPECIALIST_ASSIGNED",
  "ENQUIRY.SHORTLISTING",
  "QUOTE.INVALIDATED",
  "QUOTE.CREATED",
  "ENQUIRY.QUOTED",
  "BOOKING.PENDING",
  "BOOKING.PARTNER_CONFIRMATION_DETAILS_SENT",
  "BOOKING.CLIENT_CONFIRMATION_DETAILS_SENT",
  "BOOKING.CHECK_IN_DETAILS_SENT",
  "BOOKING.CANCELLED",
  "ENQUIRY.CLOSED",
];
