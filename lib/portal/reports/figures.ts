// The Reports page's figures, as pure functions of the portal's own records (its index of
// enquiries and the events it received), so that they hold for a remote provider too and
// can be checked against made data.

import { STATE_GROUPS } from "../enquiries/enquiry-list-query";

const DAY_MS = 86_400_000;

export type ReportEnquiry = {
  serviceReference: string;
  state: string;
  placeLabel: string;
  createdAt: Date;
  quoteCount: number;
  cheapestTotalCents: number | null;
  cheapestCurrency: string | null;
  bookedAt: Date | null;
  bookedTotalCents: number | null;
  bookedCurrency: string | null;
  /** Who the enquiry is billed to (null: no client) and the cost centre's code as chosen. */
  clientId: string | null;
  costCentreCode: string | null;
};
export type ReportEvent = { serviceReference: string; eventType: string; occurredAt: Date };
/** A message of a conversation with a provider: `thread` names the provider's enquiry. */
export type ReportMessage = { provider: string; thread: string; side: "AGENT" | "PROVIDER"; at: Date };

/** Monday 00:00 UTC of the week a time falls in, as YYYY-MM-DD. */
export function weekOf(at: Date): string {
  const day = Math.floor(at.getTime() / DAY_MS);
  // 1970-01-01 was a Thursday: day 0 is 3 days after a Monday.
  const monday = day - ((day + 3) % 7);
  return new Date(monday * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Enquiries sent each week, oldest week first. Weeks without any are included between the
 * first and the last, or over the whole period when one is given (so a quiet start or end shows).
 */
export function enquiriesPerWeek(enquiries: Pick<ReportEnquiry, "createdAt">[], period?: { from: Date; to: Date }): { week: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const e of enquiries) counts.set(weekOf(e.createdAt), (counts.get(weekOf(e.createdAt)) ?? 0) + 1);
  const weeks = [...counts.keys()].sort();
  const first = period ? weekOf(period.from) : weeks[0];
  const last = period ? weekOf(period.to) : weeks.at(-1);
  if (first === undefined || last === undefined) return [];
  return weeksBetween(first, last).map((week) => ({ week, count: counts.get(week) ?? 0 }));
}

/** Every week from one Monday to another (YYYY-MM-DD), both included. */
export function weeksBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= Date.parse(`${last}T00:00:00Z`); at += 7 * DAY_MS) out.push(new Date(at).toISOString().slice(0, 10));
  return out;
}

/** The p-th percentile (0–100) by the nearest-rank method; null for no values. */
export function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Hours from sending to the first quote received, by the week the enquiry was sent: the
 * median and the 90th percentile, and how many enquiries were quoted.
 */
export function timeToFirstQuote(
  enquiries: Pick<ReportEnquiry, "serviceReference" | "createdAt">[],
  events: ReportEvent[],
): { week: string; quoted: number; medianHours: number; p90Hours: number }[] {
  const first = new Map<string, number>();
  for (const e of events) {
    if (e.eventType !== "QUOTE.CREATED") continue;
    const at = e.occurredAt.getTime();
    if (!(first.get(e.serviceReference)! <= at)) first.set(e.serviceReference, at);
  }
  const byWeek = new Map<string, number[]>();
  for (const e of enquiries) {
    const quoted = first.get(e.serviceReference);
    if (quoted === undefined) continue;
    const hours = Math.max(0, quoted - e.createdAt.getTime()) / 3_600_000;
    const week = weekOf(e.createdAt);
    byWeek.set(week, [...(byWeek.get(week) ?? []), hours]);
  }
  return [...byWeek.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([week, hours]) => ({ week, quoted: hours.length, medianHours: percentile(hours, 50)!, p90Hours: percentile(hours, 90)! }));
}

/**
 * Of the enquiries that received a quote, how many were booked (any booking event arrived,
 * even if it was cancelled later). A booking implies a quote, so a booked enquiry whose
 * QUOTE.CREATED never reached the portal (live updates were off then) still counts as quoted.
 */
export function quoteToBooking(events: ReportEvent[]): { quoted: number; booked: number; rate: number | null } {
  const booked = new Set(events.filter((e) => e.eventType.startsWith("BOOKING.")).map((e) => e.serviceReference));
  const quoted = new Set([...events.filter((e) => e.eventType === "QUOTE.CREATED").map((e) => e.serviceReference), ...booked]);
  return { quoted: quoted.size, booked: booked.size, rate: quoted.size === 0 ? null : booked.size / quoted.size };
}

/**
 * Hours from the agent's first message in a conversation to the provider's first message
 * after it, per provider and per UTC month of that first question: how many conversations
 * were started, how many were answered, and the median and 90th percentile of the answered.
 * A provider that wrote first and was never asked anything starts no conversation here.
 */
export function timeToFirstReply(messages: ReportMessage[]): { provider: string; month: string; asked: number; answered: number; medianHours: number | null; p90Hours: number | null }[] {
  const threads = new Map<string, ReportMessage[]>();
  for (const m of messages) {
    const key = `${m.provider}\u0000${m.thread}`;
    threads.set(key, [...(threads.get(key) ?? []), m]);
  }
  const groups = new Map<string, { provider: string; month: string; asked: number; hours: number[] }>();
  for (const thread of threads.values()) {
    const ordered = [...thread].sort((a, b) => a.at.getTime() - b.at.getTime());
    const asked = ordered.find((m) => m.side === "AGENT");
    if (!asked) continue;
    const reply = ordered.find((m) => m.side === "PROVIDER" && m.at.getTime() >= asked.at.getTime());
    const month = asked.at.toISOString().slice(0, 7);
    const key = `${asked.provider}\u0000${month}`;
    const group = groups.get(key) ?? { provider: asked.provider, month, asked: 0, hours: [] };
    group.asked += 1;
    if (reply) group.hours.push((reply.at.getTime() - asked.at.getTime()) / 3_600_000);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.month.localeCompare(b.month) || a.provider.localeCompare(b.provider))
    .map((g) => ({ provider: g.provider, month: g.month, asked: g.asked, answered: g.hours.length, medianHours: percentile(g.hours, 50), p90Hours: percentile(g.hours, 90) }));
}

/** The country of a resolved place: its last part ("Paris, Île-de-France, France" → "France"). */
export const countryOf = (placeLabel: string) => placeLabel.split(",").at(-1)!.trim();

/**
 * Booked spend (the booked unit's total for the stay) by destination country and by month
 * of booking, per currency (amounts are never added across currencies). Cancelled bookings
 * are left out; bookings whose booked unit or price the portal does not know are counted
 * apart (`unpriced`), never replaced by another figure.
 */
export function bookedSpend(enquiries: ReportEnquiry[]): {
  byDestination: { destination: string; currency: string; cents: number; bookings: number }[];
  byMonth: { month: string; currency: string; cents: number; bookings: number }[];
  unpriced: number;
} {
  const { standing, booked } = bookingsOf(enquiries);
  const sum = <K extends string>(key: (e: ReportEnquiry) => string, name: K) =>
    sumByCurrency(booked, key).map(({ key: value, ...t }) => ({ [name]: value, ...t }) as { [P in K]: string } & { currency: string; cents: number; bookings: number });
  return {
    byDestination: sum((e) => countryOf(e.placeLabel), "destination").sort((a, b) => b.cents - a.cents || a.destination.localeCompare(b.destination)),
    byMonth: sum((e) => e.bookedAt!.toISOString().slice(0, 7), "month").sort((a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency)),
    unpriced: standing.length - booked.length,
  };
}

type Booking = Pick<ReportEnquiry, "state" | "bookedAt" | "bookedTotalCents" | "bookedCurrency">;

/** The bookings spend counts: standing (not cancelled) and priced; `standing` has the unpriced too. */
function bookingsOf<E extends Booking>(enquiries: E[]): { standing: E[]; booked: E[] } {
  const standing = enquiries.filter((e) => e.bookedAt && e.state !== "BOOKING_CANCELLED");
  return { standing, booked: standing.filter((e) => e.bookedTotalCents !== null && e.bookedCurrency) };
}

/** Booked totals by a key and the currency: one row per pair, never one across currencies. */
function sumByCurrency<E extends Booking>(booked: E[], keyOf: (e: E) => string): { key: string; currency: string; cents: number; bookings: number }[] {
  const totals = new Map<string, { cents: number; bookings: number }>();
  for (const e of booked) {
    const id = `${keyOf(e)}\u0000${e.bookedCurrency}`;
    const t = totals.get(id) ?? { cents: 0, bookings: 0 };
    totals.set(id, { cents: t.cents + e.bookedTotalCents!, bookings: t.bookings + 1 });
  }
  return [...totals.entries()].map(([id, t]) => {
    const at = id.lastIndexOf("\u0000");
    return { key: id.slice(0, at), currency: id.slice(at + 1), ...t };
  });
}

/** The row of the enquiries billed to no client, in the spend by client and by cost centre. */
export const NO_CLIENT_LABEL = "No client";
/** A client's enquiries without a cost centre, in the spend by cost centre. */
export const NO_COST_CENTRE_LABEL = "No cost centre";

export type ClientSpendRow = { client: string; currency: string; cents: number; bookings: number };
export type CostCentreSpendRow = ClientSpendRow & { costCentre: string };

/**
 * Booked spend by who it is billed to, per currency (never added across currencies), of the
 * same bookings as bookedSpend: by client ("No client" its own row) and by the client's cost
 * centre (its code as chosen; "No cost centre" when none was). `clientName` names a client
 * id. Most spent first, then by name.
 */
export function spendByBilling(
  enquiries: (Booking & Pick<ReportEnquiry, "clientId" | "costCentreCode">)[],
  clientName: (clientId: string) => string,
): { byClient: ClientSpendRow[]; byCostCentre: CostCentreSpendRow[] } {
  const { booked } = bookingsOf(enquiries);
  const clientOf = (key: string) => (key === "" ? NO_CLIENT_LABEL : clientName(key));
  const order = (a: ClientSpendRow & { costCentre?: string }, b: ClientSpendRow & { costCentre?: string }) =>
    b.cents - a.cents || a.client.localeCompare(b.client) || (a.costCentre ?? "").localeCompare(b.costCentre ?? "");
  return {
    byClient: sumByCurrency(booked, (e) => e.clientId ?? "")
      .map(({ key, ...t }) => ({ client: clientOf(key), ...t }))
      .sort(order),
    byCostCentre: sumByCurrency(booked, (e) => `${e.clientId ?? ""}\u0001${e.clientId ? (e.costCentreCode ?? "") : ""}`)
      .map(({ key, ...t }) => {
        const [clientId, code] = key.split("\u0001") as [string, string];
        return { client: clientOf(clientId), costCentre: clientId === "" ? "" : code || NO_COST_CENTRE_LABEL, ...t };
      })
      .sort(order),
  };
}

const OPEN_STATES = new Set<string>(STATE_GROUPS.open);

/** Open enquiries without a quote, those waiting longest first. */
export function waitingLongest(enquiries: ReportEnquiry[], now: Date, limit = 10): { serviceReference: string; placeLabel: string; waitingDays: number }[] {
  return enquiries
    .filter((e) => OPEN_STATES.has(e.state) && e.quoteCount === 0)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.serviceReference.localeCompare(b.serviceReference))
    .slice(0, limit)
    .map((e) => ({ serviceReference: e.serviceReference, placeLabel: e.placeLabel, waitingDays: Math.floor((now.getTime() - e.createdAt.getTime()) / DAY_MS) }));
}
