import type { EnquiryAmendment } from "@/lib/contract/amendment";
import { amendmentInWords } from "@/lib/shared/amendment-words";

// The timeline's words for an event. Pure, shared by the server (which sends the text) and
// tests. `detail` is what the receiver learnt when it read the enquiry after the event.

export type EventDetail = {
  specialistName?: string | null;
  quoteItems?: number | null;
  /** A message's: who wrote it as the agency reads it (the provider's name for its specialist), and its first line. */
  messageFrom?: string;
  messageLine?: string;
};

const CLOSURE: Record<string, string> = {
  PRICE: "price",
  AVAILABILITY: "availability",
  NO_CLIENT_RESPONSE: "no response from the client",
  STAY_CANCELLED_OR_POSTPONED: "stay cancelled or postponed",
  BOOKED_ELSEWHERE_COMPETITOR: "booked elsewhere (a competitor)",
  BOOKED_ELSEWHERE_DIFFERENT_PRODUCT: "booked elsewhere (a different product)",
  DUPLICATE: "duplicate",
  NOT_AN_ENQUIRY: "not an enquiry",
  STAY_DOES_NOT_MEET_PROVIDER_CRITERIA: "does not meet the provider's criteria",
  OTHER: "other",
};

export function closureWords(reason: string | null | undefined): string | null {
  if (!reason) return null;
  return CLOSURE[reason] ?? reason.toLowerCase().replace(/_/g, " ");
}

type ChangeData = { kind?: string; checkOut?: string | null; declineReason?: string | null };
type VersionData = { version?: number; difference?: { currency: string; amount: string } | null } | null;

// A booking's change in a few words: what was asked for (the booking changes extension).
function changeWords(change: ChangeData | undefined): string {
  switch (change?.kind) {
    case "EXTEND":
      return `extend to ${change.checkOut}`;
    case "SHORTEN":
      return `shorten to ${change.checkOut}`;
    case "GUESTS":
      return "new guest numbers";
    case "LEAD_GUEST":
      return "new lead guest";
    case "CANCEL":
      return "cancel the booking";
    default:
      return "a change";
  }
}

function acceptedWords(change: ChangeData | undefined, version: VersionData | undefined): string {
  // A difference carries its sign unless it is nothing.
  const difference = version?.difference && /^[+-]/.test(version.difference.amount) ? `, ${version.difference.amount} ${version.difference.currency}` : "";
  return `Change accepted: ${changeWords(change)}${version?.version ? ` (version ${version.version}${difference})` : ""}`;
}

export function describeEvent(eventType: string, data: unknown, detail: EventDetail | null = null): string {
  const d = (data ?? {}) as {
    enquiryState?: { closureReason?: string | null } | null;
    bookingReference?: string;
    propertyName?: string;
    unitName?: string;
    changed?: boolean;
    approval?: boolean;
    decision?: string;
    by?: string;
    recorded?: boolean;
    authorName?: string;
    change?: ChangeData;
    version?: VersionData;
  };
  switch (eventType) {
    case "ENQUIRY.CREATED":
      return "Enquiry received by the provider";
    case "ENQUIRY.SPECIALIST_ASSIGNED":
      return detail?.specialistName ? `Specialist ${detail.specialistName} assigned` : "Specialist assigned";
    case "ENQUIRY.SHORTLISTING":
      return "Shortlisting properties";
    case "ENQUIRY.QUOTED":
      return "Enquiry quoted";
    case "ENQUIRY.CLOSED": {
      const reason = closureWords(d.enquiryState?.closureReason);
      return reason ? `Closed: ${reason}` : "Closed";
    }
    case "ENQUIRY.REOPENED":
      return "Reopened";
    case "QUOTE.CREATED": {
      const n = detail?.quoteItems;
      return typeof n === "number" ? `Quote sent: ${n} ${n === 1 ? "option" : "options"}` : "Quote sent";
    }
    case "QUOTE.INVALIDATED":
      return "Quote replaced";
    case "BOOKING.PENDING":
      return `Booking ${d.bookingReference ?? ""} pending confirmation`.replace("  ", " ");
    case "BOOKING.PARTNER_CONFIRMATION_DETAILS_SENT":
      return "Booking confirmation sent to the property";
    case "BOOKING.CLIENT_CONFIRMATION_DETAILS_SENT":
      return "Booking confirmation sent to the client";
    case "BOOKING.CHECK_IN_DETAILS_SENT":
      return "Check-in details sent";
    case "BOOKING.CANCELLED":
      return "Booking cancelled";
    // The booking changes extension.
    case "BOOKING.CHANGE_REQUESTED":
      return `Change asked for: ${changeWords(d.change)}`;
    case "BOOKING.CHANGE_WITHDRAWN":
      return `Change withdrawn: ${changeWords(d.change)}`;
    case "BOOKING.CHANGE_ACCEPTED":
      return acceptedWords(d.change, d.version);
    case "BOOKING.CHANGE_DECLINED":
      return `Change declined: ${changeWords(d.change)}${d.change?.declineReason ? ` (${d.change.declineReason})` : ""}`;
    // The portal's own: the client chose on a share link (lib/portal/choices).
    case "CLIENT.CHOICE":
      return `Client ${d.changed ? "changed their choice to" : "chose"} ${d.propertyName ?? "an option"} · ${d.unitName ?? ""}`.trim() + (d.approval ? ": sent to their approver" : "");
    case "CLIENT.APPROVAL": {
      const option = `${d.propertyName ?? "an option"} · ${d.unitName ?? ""}`.trim();
      const by = d.recorded ? `recorded as approved by ${d.by ?? "their approver"}` : `${d.decision === "DECLINED" ? "declined" : "approved"} by ${d.by ?? "their approver"}`;
      return `Client's choice of ${option} ${by}`;
    }
    // The messages extension: the event does not carry the text; the receiver reads its first line.
    case "MESSAGE.CREATED": {
      const from = detail?.messageFrom ?? d.authorName ?? "The provider";
      return detail?.messageLine ? `${from} wrote: ${detail.messageLine}` : `${from} wrote a message`;
    }
    // The amendments extension: the event carries the amendment, what changed from and to.
    case "ENQUIRY.AMENDED": {
      const amendment = (data as { amendment?: Partial<EnquiryAmendment> } | null)?.amendment;
      if (!amendment || typeof amendment.version !== "number" || !Array.isArray(amendment.changes)) return "Details changed";
      return amendmentInWords({ version: amendment.version, authorName: amendment.authorName ?? null, changes: amendment.changes });
    }
    default:
      return eventType;
  }
}
