import { Badge, type BadgeTone } from "./badge";

const STATES: Record<string, { label: string; tone: BadgeTone }> = {
  NEW: { label: "New", tone: "brand" },
  SHORTLISTING: { label: "Shortlisting", tone: "warning" },
  QUOTED: { label: "Quoted", tone: "success" },
  CLOSED: { label: "Closed", tone: "neutral" },
  BOOKING_PENDING: { label: "Booking pending", tone: "warning" },
  BOOKING_CONFIRMED: { label: "Booked", tone: "success" },
  BOOKING_CHECK_IN_DETAILS_SENT: { label: "Check-in details sent", tone: "success" },
  BOOKING_CANCELLED: { label: "Booking cancelled", tone: "danger" },
};

export function stateLabel(state: string): string {
  return STATES[state]?.label ?? state;
}

/** An enquiry's state; states this portal does not know yet are shown as they come. */
export function EnquiryStateBadge({ state }: { state: string | null | undefined }) {
  if (!state) return <Badge>Unknown</Badge>;
  const known = STATES[state];
  return <Badge tone={known?.tone ?? "neutral"}>{known?.label ?? state}</Badge>;
}

const CLOSURE_REASONS: Record<string, string> = {
  PRICE: "Price",
  AVAILABILITY: "Availability",
  NO_CLIENT_RESPONSE: "No response from the client",
  STAY_CANCELLED_OR_POSTPONED: "Stay cancelled or postponed",
  BOOKED_ELSEWHERE_COMPETITOR: "Booked elsewhere (a competitor)",
  BOOKED_ELSEWHERE_DIFFERENT_PRODUCT: "Booked elsewhere (a different product)",
  DUPLICATE: "Duplicate",
  NOT_AN_ENQUIRY: "Not an enquiry",
  STAY_DOES_NOT_MEET_PROVIDER_CRITERIA: "The stay does not meet the provider's criteria",
  OTHER: "Other",
};

export function closureReasonLabel(reason: string): string {
  return CLOSURE_REASONS[reason] ?? reason;
}
