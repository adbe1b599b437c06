import { describe, expect, it } from "vitest";
import { bookedSpend, countryOf, spendByBilling, enquiriesPerWeek, percentile, quoteToBooking, timeToFirstQuote, timeToFirstReply, waitingLongest, weekOf, type ReportEnquiry, type ReportEvent, type ReportMessage } from "@/lib/portal/reports/figures";

// Each figure of the Reports page against data made for it, with answers worked out by hand.

const at = (text: string) => new Date(text);
const enquiry = (over: Partial<ReportEnquiry> & Pick<ReportEnquiry, "serviceReference" | "createdAt">): ReportEnquiry => ({
  state: "NEW",
  placeLabel: "Paris, Île-de-France, France",
  quoteCount: 0,
  cheapestTotalCents: null,
  cheapestCurrency: null,
  bookedAt: null,
  bookedTotalCents: null,
  bookedCurrency: null,
  clientId: null,
  costCentreCode: null,
  ...over,
});
const event = (serviceReference: string, eventType: string, occurredAt: string): ReportEvent => ({ serviceReference, eventType, occurredAt: at(occurredAt) });

describe("the report's figures", () => {
  it("puts a time in its Monday-to-Sunday UTC week", () => {
    expect(weekOf(at("2026-11-23T00:00:00Z"))).toBe("2026-11-23"); // a Monday
    expect(weekOf(at("2026-11-29T23:59:59Z"))).toBe("2026-11-23"); // the Sunday after
    expect(weekOf(at("2026-11-22T23:59:59Z"))).toBe("2026-11-16");
  });

  it("counts enquiries per week over a whole period, quiet weeks at either end included", () => {
    const rows = [enquiry({ serviceReference: "A", createdAt: at("2026-11-10T10:00:00Z") })];
    expect(enquiriesPerWeek(rows, { from: at("2026-11-01T00:00:00Z"), to: at("2026-11-18T23:59:59Z") })).toEqual([
      { week: "2026-10-26", count: 0 },
      { week: "2026-11-02", count: 0 },
      { week: "2026-11-09", count: 1 },
      { week: "2026-11-16", count: 0 },
    ]);
  });

  it("counts enquiries per week, with empty weeks between", () => {
    const rows = ["2026-11-02T10:00:00Z", "2026-11-03T10:00:00Z", "2026-11-20T10:00:00Z"].map((t, i) => enquiry({ serviceReference: `R${i}`, createdAt: at(t) }));
    expect(enquiriesPerWeek(rows)).toEqual([
      { week: "2026-11-02", count: 2 },
      { week: "2026-11-09", count: 0 },
      { week: "2026-11-16", count: 1 },
    ]);
    expect(enquiriesPerWeek([])).toEqual([]);
  });

  it("takes percentiles by nearest rank", () => {
    expect(percentile([5, 1, 3, 2, 4], 50)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
    expect(percentile([7], 90)).toBe(7);
    expect(percentile([], 50)).toBeNull();
  });

  it("measures sending to the first quote per week: median and 90th percentile in hours", () => {
    const enquiries = [
      enquiry({ serviceReference: "A", createdAt: at("2026-11-02T00:00:00Z") }),
      enquiry({ serviceReference: "B", createdAt: at("2026-11-03T00:00:00Z") }),
      enquiry({ serviceReference: "C", createdAt: at("2026-11-04T00:00:00Z") }),
      enquiry({ serviceReference: "D", createdAt: at("2026-11-10T00:00:00Z") }),
      enquiry({ serviceReference: "E", createdAt: at("2026-11-10T00:00:00Z") }), // never quoted
    ];
    const events = [
      event("A", "QUOTE.CREATED", "2026-11-02T02:00:00Z"), // 2 h
      event("A", "QUOTE.CREATED", "2026-11-02T01:00:00Z"), // an earlier one arriving later: 1 h counts
      event("B", "QUOTE.CREATED", "2026-11-03T10:00:00Z"), // 10 h
      event("C", "QUOTE.CREATED", "2026-11-05T00:00:00Z"), // 24 h
      event("D", "ENQUIRY.SPECIALIST_ASSIGNED", "2026-11-10T01:00:00Z"),
      event("D", "QUOTE.CREATED", "2026-11-10T06:00:00Z"), // 6 h
    ];
    expect(timeToFirstQuote(enquiries, events)).toEqual([
      { week: "2026-11-02", quoted: 3, medianHours: 10, p90Hours: 24 },
      { week: "2026-11-09", quoted: 1, medianHours: 6, p90Hours: 6 },
    ]);
  });

  it("converts quotes to bookings: booked enquiries among the quoted ones", () => {
    const events = [
      event("A", "QUOTE.CREATED", "2026-11-02T01:00:00Z"),
      event("A", "BOOKING.PENDING", "2026-11-04T01:00:00Z"),
      event("A", "BOOKING.CLIENT_CONFIRMATION_DETAILS_SENT", "2026-11-04T02:00:00Z"),
      event("B", "QUOTE.CREATED", "2026-11-03T01:00:00Z"),
      event("C", "QUOTE.CREATED", "2026-11-03T01:00:00Z"),
      event("C", "BOOKING.PENDING", "2026-11-05T01:00:00Z"),
      event("C", "BOOKING.CANCELLED", "2026-11-06T01:00:00Z"),
      event("D", "QUOTE.CREATED", "2026-11-03T01:00:00Z"),
      event("E", "BOOKING.PENDING", "2026-11-05T01:00:00Z"), // its quote's event never arrived: a booking implies one
    ];
    expect(quoteToBooking(events)).toEqual({ quoted: 5, booked: 3, rate: 0.6 });
    expect(quoteToBooking([])).toEqual({ quoted: 0, booked: 0, rate: null });
  });

  it("sums the booked units' totals by country and by month, never across currencies, without cancelled bookings", () => {
    // The newest quote's cheapest total is a tenth of the booked one: it must never count.
    const booked = (ref: string, place: string, cents: number, currency: string, bookedAt: string, state = "BOOKING_CONFIRMED") =>
      enquiry({
        serviceReference: ref,
        createdAt: at("2026-10-01T00:00:00Z"),
        state,
        placeLabel: place,
        cheapestTotalCents: Math.round(cents / 10),
        cheapestCurrency: currency,
        bookedTotalCents: cents,
        bookedCurrency: currency,
        bookedAt: at(bookedAt),
      });
    const rows = [
      booked("A", "Paris, Île-de-France, France", 100_000, "EUR", "2026-10-03T00:00:00Z"),
      booked("B", "Lyon, Auvergne-Rhône-Alpes, France", 50_000, "EUR", "2026-11-03T00:00:00Z"),
      booked("C", "London, England, United Kingdom", 80_000, "GBP", "2026-11-04T00:00:00Z"),
      booked("D", "Nice, Provence, France", 30_000, "GBP", "2026-11-05T00:00:00Z"),
      booked("E", "Rome, Lazio, Italy", 999_999, "EUR", "2026-11-06T00:00:00Z", "BOOKING_CANCELLED"),
      enquiry({ serviceReference: "F", createdAt: at("2026-11-01T00:00:00Z"), cheapestTotalCents: 1, cheapestCurrency: "EUR" }), // not booked
      // Booked, but which of the property's units is not known: counted apart, not as the cheapest.
      enquiry({ serviceReference: "G", createdAt: at("2026-11-01T00:00:00Z"), state: "BOOKING_PENDING", cheapestTotalCents: 5, cheapestCurrency: "EUR", bookedAt: at("2026-11-02T00:00:00Z") }),
    ];
    expect(bookedSpend(rows)).toEqual({
      byDestination: [
        { destination: "France", currency: "EUR", cents: 150_000, bookings: 2 },
        { destination: "United Kingdom", currency: "GBP", cents: 80_000, bookings: 1 },
        { destination: "France", currency: "GBP", cents: 30_000, bookings: 1 },
      ],
      byMonth: [
        { month: "2026-10", currency: "EUR", cents: 100_000, bookings: 1 },
        { month: "2026-11", currency: "EUR", cents: 50_000, bookings: 1 },
        { month: "2026-11", currency: "GBP", cents: 110_000, bookings: 2 },
      ],
      unpriced: 1,
    });
    expect(countryOf("Zürich")).toBe("Zürich");
  });

  it("lists the open enquiries waiting longest without a quote", () => {
    const rows = [
      enquiry({ serviceReference: "NEWER", createdAt: at("2026-11-20T00:00:00Z") }),
      enquiry({ serviceReference: "OLDEST", createdAt: at("2026-11-01T00:00:00Z"), state: "SHORTLISTING" }),
      enquiry({ serviceReference: "QUOTED", createdAt: at("2026-10-01T00:00:00Z"), state: "QUOTED", quoteCount: 1 }),
      enquiry({ serviceReference: "CLOSED", createdAt: at("2026-10-01T00:00:00Z"), state: "CLOSED" }),
    ];
    expect(waitingLongest(rows, at("2026-11-24T12:00:00Z"))).toEqual([
      { serviceReference: "OLDEST", placeLabel: "Paris, Île-de-France, France", waitingDays: 23 },
      { serviceReference: "NEWER", placeLabel: "Paris, Île-de-France, France", waitingDays: 4 },
    ]);
    expect(waitingLongest(rows, at("2026-11-24T12:00:00Z"), 1)).toHaveLength(1);
  });
  it("measures the provider's first reply to the agent's first question, per provider and month", () => {
    const m = (provider: string, thread: string, side: ReportMessage["side"], t: string): ReportMessage => ({ provider, thread, side, at: at(t) });
    const rows = timeToFirstReply([
      // Harbour, November: answered after 1 h, 3 h and 30 min (the second question of a thread does not count again).
      m("Harbour", "H1", "AGENT", "2026-11-02T09:00:00Z"),
      m("Harbour", "H1", "AGENT", "2026-11-02T09:05:00Z"),
      m("Harbour", "H1", "PROVIDER", "2026-11-02T10:00:00Z"),
      m("Harbour", "H1", "AGENT", "2026-11-02T11:00:00Z"),
      m("Harbour", "H1", "PROVIDER", "2026-11-03T11:00:00Z"),
      m("Harbour", "H2", "PROVIDER", "2026-11-04T08:00:00Z"), // the provider wrote first: not a reply
      m("Harbour", "H2", "AGENT", "2026-11-04T09:00:00Z"),
      m("Harbour", "H2", "PROVIDER", "2026-11-04T12:00:00Z"),
      m("Harbour", "H3", "PROVIDER", "2026-11-05T10:30:00Z"), // given out of order
      m("Harbour", "H3", "AGENT", "2026-11-05T10:00:00Z"),
      // Harbour, December: asked and not answered yet.
      m("Harbour", "H4", "AGENT", "2026-12-01T00:10:00Z"),
      // City Flats, November: one answered after 2 h; a thread with only the provider's words starts nothing.
      m("City Flats", "C1", "AGENT", "2026-11-30T23:00:00Z"),
      m("City Flats", "C1", "PROVIDER", "2026-12-01T01:00:00Z"),
      m("City Flats", "C2", "PROVIDER", "2026-11-10T10:00:00Z"),
    ]);
    expect(rows).toEqual([
      { provider: "City Flats", month: "2026-11", asked: 1, answered: 1, medianHours: 2, p90Hours: 2 },
      { provider: "Harbour", month: "2026-11", asked: 3, answered: 3, medianHours: 1, p90Hours: 3 },
      { provider: "Harbour", month: "2026-12", asked: 1, answered: 0, medianHours: null, p90Hours: null },
    ]);
    expect(timeToFirstReply([])).toEqual([]);
  });

  it("sums booked spend by client and by cost centre, each currency apart, with No client its own row", () => {
    const booked = (serviceReference: string, clientId: string | null, costCentreCode: string | null, cents: number, currency: string, state = "BOOKING_CONFIRMED") =>
      enquiry({ serviceReference, createdAt: at("2026-11-01T00:00:00Z"), state, clientId, costCentreCode, bookedTotalCents: cents, bookedCurrency: currency, bookedAt: at("2026-11-02T00:00:00Z") });
    const rows = [
      booked("A", "acme", "SALES", 100_000, "EUR"),
      booked("B", "acme", "SALES", 20_000, "EUR"),
      booked("C", "acme", "OPS", 30_000, "EUR"),
      // The same client and cost centre in pounds: never added to the euros.
      booked("D", "acme", "SALES", 70_000, "GBP"),
      booked("E", "acme", null, 5_000, "EUR"),
      booked("F", "globex", "SALES", 40_000, "EUR"),
      booked("G", null, null, 60_000, "EUR"),
      booked("H", null, null, 1_000, "GBP"),
      booked("X", "acme", "SALES", 999_999, "EUR", "BOOKING_CANCELLED"),
      // Booked without a known price: not in the sums, as in the spend by destination.
      enquiry({ serviceReference: "U", createdAt: at("2026-11-01T00:00:00Z"), state: "BOOKING_PENDING", clientId: "acme", bookedAt: at("2026-11-02T00:00:00Z") }),
    ];
    const names: Record<string, string> = { acme: "Acme", globex: "Globex" };
    expect(spendByBilling(rows, (id) => names[id]!)).toEqual({
      byClient: [
        { client: "Acme", currency: "EUR", cents: 155_000, bookings: 4 },
        { client: "Acme", currency: "GBP", cents: 70_000, bookings: 1 },
        { client: "No client", currency: "EUR", cents: 60_000, bookings: 1 },
        { client: "Globex", currency: "EUR", cents: 40_000, bookings: 1 },
        { client: "No client", currency: "GBP", cents: 1_000, bookings: 1 },
      ],
      byCostCentre: [
        { client: "Acme", costCentre: "SALES", currency: "EUR", cents: 120_000, bookings: 2 },
        { client: "Acme", costCentre: "SALES", currency: "GBP", cents: 70_000, bookings: 1 },
        { client: "No client", costCentre: "", currency: "EUR", cents: 60_000, bookings: 1 },
        { client: "Globex", costCentre: "SALES", currency: "EUR", cents: 40_000, bookings: 1 },
        { client: "Acme", costCentre: "OPS", currency: "EUR", cents: 30_000, bookings: 1 },
        { client: "Acme", costCentre: "No cost centre", currency: "EUR", cents: 5_000, bookings: 1 },
        { client: "No client", costCentre: "", currency: "GBP", cents: 1_000, bookings: 1 },
      ],
    });
    expect(spendByBilling([], (id) => id)).toEqual({ byClient: [], byCostCentre: [] });
  });
});
