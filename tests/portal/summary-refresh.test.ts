import { describe, expect, it } from "vitest";
import { pageNeedsRefresh } from "@/components/live/summary-refresh";
import type { EnquirySummary, TimelineEntry } from "@/lib/portal/live/messages";

// Whether an open enquiry page re-renders its server parts for a summary the stream
// brought, or shows the summary alone.

const shown = { state: "SHORTLISTING", quoteCount: 0, quotedAt: null };
const summary = (change: Partial<EnquirySummary> = {}): EnquirySummary => ({ reference: "E1", clientReference: "C1", createdById: "u1", ...shown, ...change });
const entry = (eventType: string): TimelineEntry => ({ seq: 1, eventId: `e-${eventType}`, eventType, connectionId: "c1", serviceReference: "R1", occurredAt: "2026-03-14T09:30:00Z", text: eventType });

describe("pageNeedsRefresh", () => {
  it("leaves the page as it is for an event that changed nothing it shows", () => {
    expect(pageNeedsRefresh(shown, summary(), [entry("ENQUIRY.SHORTLISTING")], 1)).toBe(false);
    expect(pageNeedsRefresh(shown, summary(), [entry("ENQUIRY.CREATED")], 1)).toBe(false);
  });

  it("re-renders for a new quote, a booking's step, a client's choice or a specialist: the summary does not carry them all", () => {
    expect(pageNeedsRefresh(shown, summary({ state: "QUOTED", quoteCount: 1, quotedAt: "2026-03-14T09:30:00Z" }), [entry("QUOTE.CREATED"), entry("ENQUIRY.QUOTED")], 1)).toBe(true);
    expect(pageNeedsRefresh(shown, summary(), [entry("BOOKING.PARTNER_CONFIRMATION_DETAILS_SENT")], 1)).toBe(true);
    expect(pageNeedsRefresh(shown, summary(), [entry("CLIENT.CHOICE")], 1)).toBe(true);
    expect(pageNeedsRefresh(shown, summary(), [entry("ENQUIRY.SPECIALIST_ASSIGNED")], 1)).toBe(true);
  });

  it("re-renders when the details changed, though the state and the quotes did not: the page follows a colleague's amendment", () => {
    expect(pageNeedsRefresh(shown, summary(), [entry("ENQUIRY.AMENDED")], 1)).toBe(true);
  });

  it("re-renders for a change of state or of the quotes, for a summary without its events, and for several providers", () => {
    expect(pageNeedsRefresh(shown, summary({ state: "CLOSED" }), [entry("ENQUIRY.CLOSED")], 1)).toBe(true);
    expect(pageNeedsRefresh(shown, summary({ quoteCount: 2 }), [entry("ENQUIRY.QUOTED")], 1)).toBe(true);
    expect(pageNeedsRefresh(shown, summary(), [], 1)).toBe(true);
    expect(pageNeedsRefresh(shown, summary(), [entry("ENQUIRY.SHORTLISTING")], 2)).toBe(true);
    expect(pageNeedsRefresh(null, summary(), [entry("ENQUIRY.SHORTLISTING")], 1)).toBe(true);
  });
});
