import { describe, expect, it } from "vitest";
import { mergeEntries } from "@/components/live/merge-entries";
import { describeEvent } from "@/lib/portal/live/describe-event";
import type { TimelineEntry } from "@/lib/portal/live/messages";

const entry = (seq: number, occurredAt: string, text = `e${seq}`): TimelineEntry => ({
  seq,
  eventId: `id-${seq}`,
  eventType: "ENQUIRY.REOPENED",
  connectionId: "c1",
  serviceReference: "R1",
  occurredAt,
  text,
});

describe("describeEvent", () => {
  it("puts events in the words agents read", () => {
    expect(describeEvent("ENQUIRY.SPECIALIST_ASSIGNED", {}, { specialistName: "Omar Haddad" })).toBe("Specialist Omar Haddad assigned");
    expect(describeEvent("ENQUIRY.SPECIALIST_ASSIGNED", {})).toBe("Specialist assigned");
    expect(describeEvent("QUOTE.CREATED", {}, { quoteItems: 4 })).toBe("Quote sent: 4 options");
    expect(describeEvent("QUOTE.CREATED", {}, { quoteItems: 1 })).toBe("Quote sent: 1 option");
    expect(describeEvent("QUOTE.INVALIDATED", {})).toBe("Quote replaced");
    expect(describeEvent("ENQUIRY.CLOSED", { enquiryState: { state: "CLOSED", closureReason: "PRICE" } })).toBe("Closed: price");
    expect(describeEvent("ENQUIRY.CLOSED", { enquiryState: { state: "CLOSED", closureReason: null } })).toBe("Closed");
    expect(describeEvent("BOOKING.PENDING", { bookingReference: "B123" })).toBe("Booking B123 pending confirmation");
    expect(describeEvent("BOOKING.CHANGE_REQUESTED", { change: { kind: "EXTEND", checkOut: "2027-03-14" } })).toBe("Change asked for: extend to 2027-03-14");
    expect(describeEvent("BOOKING.CHANGE_WITHDRAWN", { change: { kind: "GUESTS" } })).toBe("Change withdrawn: new guest numbers");
    expect(describeEvent("BOOKING.CHANGE_ACCEPTED", { change: { kind: "EXTEND", checkOut: "2027-03-14" }, version: { version: 2, difference: { currency: "GBP", amount: "+1240.00" } } })).toBe(
      "Change accepted: extend to 2027-03-14 (version 2, +1240.00 GBP)",
    );
    expect(describeEvent("BOOKING.CHANGE_ACCEPTED", { change: { kind: "LEAD_GUEST" }, version: { version: 3, difference: { currency: "GBP", amount: "0.00" } } })).toBe("Change accepted: new lead guest (version 3)");
    expect(describeEvent("BOOKING.CHANGE_DECLINED", { change: { kind: "CANCEL", declineReason: "Past the notice period." } })).toBe("Change declined: cancel the booking (Past the notice period.)");
    expect(describeEvent("SOMETHING.NEW", {})).toBe("SOMETHING.NEW");
  });
});

describe("mergeEntries", () => {
  it("orders by when events happened, not by arrival, and keeps one copy of each, the latest", () => {
    const merged = mergeEntries([entry(2, "2026-01-01T10:00:05Z")], [entry(3, "2026-01-01T10:00:01Z"), entry(2, "2026-01-01T10:00:05Z", "fuller")]);
    expect(merged.map((e) => [e.seq, e.text])).toEqual([
      [3, "e3"],
      [2, "fuller"],
    ]);
    expect(mergeEntries(merged, [entry(3, "2026-01-01T10:00:01Z")])).toHaveLength(2);
  });
});

describe("the order of events of the same second", () => {
  const at = "2026-01-01T10:00:05Z";
  const typed = (seq: number, eventType: string): TimelineEntry => ({ ...entry(seq, at), eventType });

  it("follows the provider's sequence of one change, whatever order they arrived in", () => {
    const arrived = [typed(1, "ENQUIRY.QUOTED"), typed(2, "QUOTE.CREATED"), typed(3, "ENQUIRY.SHORTLISTING"), typed(4, "QUOTE.INVALIDATED"), typed(5, "ENQUIRY.SPECIALIST_ASSIGNED")];
    const expected = ["ENQUIRY.SPECIALIST_ASSIGNED", "ENQUIRY.SHORTLISTING", "QUOTE.INVALIDATED", "QUOTE.CREATED", "ENQUIRY.QUOTED"];
    expect(mergeEntries([], arrived).map((e) => e.eventType)).toEqual(expected);
    expect(mergeEntries([], [...arrived].reverse()).map((e) => e.eventType)).toEqual(expected);
  });

  it("puts the portal's own events after the provider's of that second, and ties by arrival", () => {
    const merged = mergeEntries([], [typed(9, "CLIENT.CHOICE"), typed(7, "ENQUIRY.QUOTED"), typed(8, "ENQUIRY.REOPENED"), typed(6, "ENQUIRY.REOPENED")]);
    expect(merged.map((e) => e.seq)).toEqual([6, 8, 7, 9]);
  });
});
