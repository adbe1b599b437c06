import { z } from "zod";

/** Event types, in the specification's order (part 6.1), as the contract names them. */
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
] as const;
export const EventType = z.enum(EVENT_TYPES).meta({ id: "EventType" });
export type EventType = z.infer<typeof EventType>;
