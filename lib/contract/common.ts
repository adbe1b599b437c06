import { z } from "zod";

/** ISO-8601 UTC timestamp without fractions, shaped like 2026-01-01T15:12:56Z. */
export const Timestamp = z
  .string()
  .meta({ description: "ISO-8601 UTC timestamp", example: "2026-01-01T15:12:56Z", format: "date-time" });

export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A real calendar date, YYYY-MM-DD (2026-02-30 is refused). */
export const CalendarDate = z
  .string()
  .refine(isCalendarDate, { message: "Must be a real calendar date in the form YYYY-MM-DD." })
  .meta({ format: "date", example: "2026-03-14" });

/** The service's own reference of an enquiry: R and seven of A–Z and 0–9, e.g. R4E2F3A4. */
export const SERVICE_REFERENCE = /^R[A-Z0-9]{7}$/;

/** A serviceReference where one is asked for (an address, a form). */
export const ServiceReference = z.string().regex(SERVICE_REFERENCE, "This is not an enquiry reference.");

export const ENQUIRY_STATES = [
  "NEW",
  "SHORTLISTING",
  "QUOTED",
  "CLOSED",
  "BOOKING_PENDING",
  "BOOKING_CONFIRMED",
  "BOOKING_CHECK_IN_DETAILS_SENT",
  "BOOKING_CANCELLED",
] as const;
export const EnquiryStateKey = z.enum(ENQUIRY_STATES).meta({ id: "EnquiryStateKey" });
export type EnquiryStateKey = z.infer<typeof EnquiryStateKey>;

export const CLOSURE_REASONS = [
  "PRICE",
  "AVAILABILITY",
  "NO_CLIENT_RESPONSE",
  "STAY_CANCELLED_OR_POSTPONED",
  "BOOKED_ELSEWHERE_COMPETITOR",
  "BOOKED_ELSEWHERE_DIFFERENT_PRODUCT",
  "DUPLICATE",
  "NOT_AN_ENQUIRY",
  "STAY_DOES_NOT_MEET_PROVIDER_CRITERIA",
  "OTHER",
] as const;
export const ClosureReason = z.enum(CLOSURE_REASONS).meta({ id: "ClosureReason" });
export type ClosureReason = z.infer<typeof ClosureReason>;

export const Coordinates = z
  .object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  })
  .meta({ id: "Coordinates" });

/** 2026-01-01T15:12:56Z: the wire form of every timestamp (seconds, UTC, no fraction). */
export function formatTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}
