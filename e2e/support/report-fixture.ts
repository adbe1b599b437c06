// Data made for the Reports page: enquiries and the events the portal received for them,
// at chosen times, with the figures worked out by hand. The unit test of the page's data
// (tests/portal/report-data.test.ts) and the browser test (e2e/portal/reports.spec.ts)
// both check the page against these answers.

export type FixtureEnquiry = {
  reference: string;
  mine: boolean;
  state: string;
  place: string;
  createdAt: string;
  quoteCount: number;
  /** The newest quote's cheapest total: never what a booking counts as spend. */
  cheapest?: { cents: number; currency: string };
  /** The booked unit's total for the stay: the spend. */
  booked?: { cents: number; currency: string };
  bookedAt?: string;
  /** Who it is billed to (CLIENTS' name) and the cost centre's code; absent: no client. */
  billing?: { client: string; costCentre?: string };
};
export type FixtureEvent = { reference: string; type: string; occurredAt: string };

/** The organisation's clients, by name. */
export const CLIENTS = ["Acme Industries"];

export const PERIOD = { from: "2026-09-07", to: "2026-10-04" };

export const ENQUIRIES: FixtureEnquiry[] = [
  { reference: "RPT01", mine: true, state: "QUOTED", place: "Paris, Île-de-France, France", createdAt: "2026-09-07T09:00:00Z", quoteCount: 1 },
  { reference: "RPT02", mine: false, state: "BOOKING_CONFIRMED", place: "London, England, United Kingdom", createdAt: "2026-09-08T10:00:00Z", quoteCount: 1, cheapest: { cents: 120_000, currency: "GBP" }, booked: { cents: 266_966, currency: "GBP" }, bookedAt: "2026-09-10T12:00:00Z", billing: { client: "Acme Industries", costCentre: "SALES" } },
  { reference: "RPT03", mine: true, state: "BOOKING_CONFIRMED", place: "Lyon, Auvergne-Rhône-Alpes, France", createdAt: "2026-09-09T08:00:00Z", quoteCount: 2, cheapest: { cents: 90_000, currency: "EUR" }, booked: { cents: 116_274, currency: "EUR" }, bookedAt: "2026-10-02T09:00:00Z", billing: { client: "Acme Industries", costCentre: "OPS" } },
  { reference: "RPT04", mine: false, state: "NEW", place: "Rome, Lazio, Italy", createdAt: "2026-09-15T12:00:00Z", quoteCount: 0 },
  { reference: "RPT05", mine: true, state: "BOOKING_CANCELLED", place: "Nice, Provence-Alpes-Côte d'Azur, France", createdAt: "2026-09-16T12:00:00Z", quoteCount: 1, cheapest: { cents: 50_000, currency: "EUR" }, booked: { cents: 61_000, currency: "EUR" }, bookedAt: "2026-09-18T10:00:00Z", billing: { client: "Acme Industries", costCentre: "SALES" } },
  // The week of 21 September: nothing sent.
  { reference: "RPT06", mine: false, state: "QUOTED", place: "Lisbon, Lisboa, Portugal", createdAt: "2026-09-29T07:00:00Z", quoteCount: 1 },
  { reference: "RPT07", mine: true, state: "BOOKING_PENDING", place: "Paris, Île-de-France, France", createdAt: "2026-09-30T07:00:00Z", quoteCount: 1, cheapest: { cents: 40_000, currency: "EUR" }, booked: { cents: 55_000, currency: "EUR" }, bookedAt: "2026-10-05T10:00:00Z" },
  // Outside the period: left out of the figures, but an old open enquiry still waits in the list.
  { reference: "RPT09", mine: true, state: "SHORTLISTING", place: "Berlin, Berlin, Germany", createdAt: "2026-08-20T10:00:00Z", quoteCount: 0 },
  { reference: "RPT10", mine: false, state: "QUOTED", place: "Madrid, Madrid, Spain", createdAt: "2026-10-10T10:00:00Z", quoteCount: 1 },
];

export const EVENTS: FixtureEvent[] = [
  { reference: "RPT01", type: "ENQUIRY.SHORTLISTING", occurredAt: "2026-09-07T10:00:00Z" },
  { reference: "RPT01", type: "QUOTE.CREATED", occurredAt: "2026-09-07T11:00:00Z" }, // 2 h
  { reference: "RPT02", type: "QUOTE.CREATED", occurredAt: "2026-09-08T20:00:00Z" }, // 10 h
  { reference: "RPT02", type: "BOOKING.PENDING", occurredAt: "2026-09-10T12:00:00Z" },
  { reference: "RPT02", type: "BOOKING.CLIENT_CONFIRMATION_DETAILS_SENT", occurredAt: "2026-09-10T13:00:00Z" },
  { reference: "RPT03", type: "QUOTE.CREATED", occurredAt: "2026-09-10T14:00:00Z" }, // 30 h, the first of two
  { reference: "RPT03", type: "QUOTE.CREATED", occurredAt: "2026-09-11T10:00:00Z" },
  { reference: "RPT03", type: "BOOKING.PENDING", occurredAt: "2026-10-02T09:00:00Z" },
  { reference: "RPT05", type: "QUOTE.CREATED", occurredAt: "2026-09-16T16:00:00Z" }, // 4 h
  { reference: "RPT05", type: "BOOKING.PENDING", occurredAt: "2026-09-18T10:00:00Z" },
  { reference: "RPT05", type: "BOOKING.CANCELLED", occurredAt: "2026-09-19T10:00:00Z" },
  { reference: "RPT06", type: "QUOTE.CREATED", occurredAt: "2026-09-29T13:00:00Z" }, // 6 h
  { reference: "RPT07", type: "QUOTE.CREATED", occurredAt: "2026-09-30T15:00:00Z" }, // 8 h
  { reference: "RPT07", type: "BOOKING.PENDING", occurredAt: "2026-10-05T10:00:00Z" },
  { reference: "RPT10", type: "QUOTE.CREATED", occurredAt: "2026-10-10T11:00:00Z" },
];

/** The answers for the whole period, anyone's enquiries. */
export const EVERYONE = {
  perWeek: [
    { week: "2026-09-07", count: 3 },
    { week: "2026-09-14", count: 2 },
    { week: "2026-09-21", count: 0 },
    { week: "2026-09-28", count: 2 },
  ],
  firstQuote: [
    { week: "2026-09-07", quoted: 3, medianHours: 10, p90Hours: 30 },
    { week: "2026-09-14", quoted: 1, medianHours: 4, p90Hours: 4 },
    { week: "2026-09-28", quoted: 2, medianHours: 6, p90Hours: 8 },
  ],
  conversion: { quoted: 6, booked: 4 },
  // The booked totals (RPT03 1,162.74 + RPT07 550.00; RPT02 2,669.66), not the cheapest
  // (900 + 400; 1,200); RPT05's booking was cancelled.
  byDestination: [
    { destination: "United Kingdom", currency: "GBP", cents: 266_966, bookings: 1 },
    { destination: "France", currency: "EUR", cents: 171_274, bookings: 2 },
  ],
  byMonth: [
    { month: "2026-09", currency: "GBP", cents: 266_966, bookings: 1 },
    { month: "2026-10", currency: "EUR", cents: 171_274, bookings: 2 },
  ],
  // The same bookings by who they are billed to: RPT07 has no client; pounds and euros apart.
  byClient: [
    { client: "Acme Industries", currency: "GBP", cents: 266_966, bookings: 1 },
    { client: "Acme Industries", currency: "EUR", cents: 116_274, bookings: 1 },
    { client: "No client", currency: "EUR", cents: 55_000, bookings: 1 },
  ],
  byCostCentre: [
    { client: "Acme Industries", costCentre: "SALES", currency: "GBP", cents: 266_966, bookings: 1 },
    { client: "Acme Industries", costCentre: "OPS", currency: "EUR", cents: 116_274, bookings: 1 },
    { client: "No client", costCentre: "", currency: "EUR", cents: 55_000, bookings: 1 },
  ],
  waiting: ["RPT09", "RPT04"],
};

/** The answers for the same period, only the enquiries the signed-in member sent. */
export const MINE = {
  perWeek: [
    { week: "2026-09-07", count: 2 },
    { week: "2026-09-14", count: 1 },
    { week: "2026-09-21", count: 0 },
    { week: "2026-09-28", count: 1 },
  ],
  firstQuote: [
    { week: "2026-09-07", quoted: 2, medianHours: 2, p90Hours: 30 },
    { week: "2026-09-14", quoted: 1, medianHours: 4, p90Hours: 4 },
    { week: "2026-09-28", quoted: 1, medianHours: 8, p90Hours: 8 },
  ],
  conversion: { quoted: 4, booked: 3 },
  byDestination: [{ destination: "France", currency: "EUR", cents: 171_274, bookings: 2 }],
  byMonth: [{ month: "2026-10", currency: "EUR", cents: 171_274, bookings: 2 }],
  waiting: ["RPT09"],
};

/** One week of the period: 14 to 20 September. Its only booking was cancelled, so no spend. */
export const ONE_WEEK = {
  period: { from: "2026-09-14", to: "2026-09-20" },
  perWeek: [{ week: "2026-09-14", count: 2 }],
  firstQuote: [{ week: "2026-09-14", quoted: 1, medianHours: 4, p90Hours: 4 }],
  conversion: { quoted: 1, booked: 1 },
};
