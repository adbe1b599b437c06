import "server-only";
import { EVENT_TYPES } from "@/lib/contract/event";
import { getPrisma } from "@/lib/db/prisma";
import { STATE_GROUPS } from "../enquiries/enquiry-list-query";
import { bookedSpend, spendByBilling, enquiriesPerWeek, quoteToBooking, timeToFirstQuote, timeToFirstReply, waitingLongest, type ReportMessage } from "./figures";
import { clientLabels } from "./get-billing-spend";
import type { ReportPeriod } from "./report-query";

const DAY_MS = 86_400_000;
/** The events the figures read: quotes sent and the booking's steps. */
const COUNTED_EVENTS = EVENT_TYPES.filter((type) => type === "QUOTE.CREATED" || type.startsWith("BOOKING."));
/** How many of the enquiries waiting longest the page lists. */
export const WAITING_LISTED = 10;

export type Report = {
  enquiries: number;
  perWeek: ReturnType<typeof enquiriesPerWeek>;
  firstQuote: ReturnType<typeof timeToFirstQuote>;
  conversion: ReturnType<typeof quoteToBooking>;
  spend: ReturnType<typeof bookedSpend>;
  billing: ReturnType<typeof spendByBilling>;
  waiting: ReturnType<typeof waitingLongest>;
  firstReply: ReturnType<typeof timeToFirstReply>;
};

/** The side of a message event as the service wrote it; anything else is not counted. */
function sideOf(data: string): ReportMessage["side"] | null {
  try {
    const side = (JSON.parse(data) as { authorSide?: unknown }).authorSide;
    return side === "AGENT" || side === "PROVIDER" ? side : null;
  } catch {
    return null;
  }
}

/**
 * The figures of the enquiries an organisation sent in a period (by one member when
 * `createdById` is given), from the portal's own index and the events it received, so
 * they hold whichever provider answers. The enquiries waiting longest are the open ones
 * of any date: an old one is exactly what a manager looks for.
 */
export async function getReport(organizationId: string, period: ReportPeriod, createdById: string | undefined, now: Date): Promise<Report> {
  const db = getPrisma();
  const sender = createdById === undefined ? {} : { createdById };
  const select = {
    reference: true,
    providers: { select: { connectionId: true, serviceReference: true } },
    state: true,
    placeLabel: true,
    createdAt: true,
    quoteCount: true,
    cheapestTotalCents: true,
    cheapestCurrency: true,
    bookedAt: true,
    bookedTotalCents: true,
    bookedCurrency: true,
    clientId: true,
    costCentreCode: true,
  } as const;
  const [sentRows, events, openRows, messageEvents, connections, clientLabel] = await Promise.all([
    db.trackedEnquiry.findMany({ where: { organizationId, ...sender, createdAt: { gte: period.start, lt: period.end } }, select }),
    // An enquiry's events happen after it was sent; a day earlier allows for the provider's clock.
    db.portalEvent.findMany({
      where: {
        organizationId,
        occurredAt: { gte: new Date(period.start.getTime() - DAY_MS) },
        eventType: { in: COUNTED_EVENTS },
      },
      select: { connectionId: true, serviceReference: true, eventType: true, occurredAt: true },
    }),
    db.trackedEnquiry.findMany({
      where: { organizationId, ...sender, state: { in: [...STATE_GROUPS.open] }, quoteCount: 0 },
      orderBy: [{ createdAt: "asc" }, { reference: "asc" }],
      take: WAITING_LISTED,
      select,
    }),
    db.portalEvent.findMany({
      where: { organizationId, occurredAt: { gte: new Date(period.start.getTime() - DAY_MS) }, eventType: "MESSAGE.CREATED" },
      select: { connectionId: true, serviceReference: true, data: true, occurredAt: true },
    }),
    db.serviceConnection.findMany({ where: { organizationId }, select: { id: true, name: true } }),
    clientLabels(organizationId),
  ]);
  const enquiries = sentRows.map((e) => ({ ...e, serviceReference: e.reference }));
  const open = openRows.map((e) => ({ ...e, serviceReference: e.reference }));
  // Each provider's events count for the agency enquiry they belong to.
  const agencyOf = new Map(enquiries.flatMap((e) => e.providers.map((p) => [`${p.connectionId} ${p.serviceReference}`, e.reference] as const)));
  const theirs = events.flatMap((e) => {
    const reference = agencyOf.get(`${e.connectionId} ${e.serviceReference}`);
    return reference ? [{ serviceReference: reference, eventType: e.eventType, occurredAt: e.occurredAt }] : [];
  });
  // Conversations count for the enquiries sent in the period, each under its provider's name.
  const nameOf = new Map(connections.map((c) => [c.id, c.name]));
  const messages = messageEvents.flatMap((e): ReportMessage[] => {
    const side = sideOf(e.data);
    if (!side || !agencyOf.has(`${e.connectionId} ${e.serviceReference}`)) return [];
    return [{ provider: nameOf.get(e.connectionId) ?? "A removed provider", thread: `${e.connectionId} ${e.serviceReference}`, side, at: e.occurredAt }];
  });
  return {
    enquiries: enquiries.length,
    perWeek: enquiriesPerWeek(enquiries, { from: period.start, to: new Date(period.end.getTime() - 1) }),
    firstQuote: timeToFirstQuote(enquiries, theirs),
    conversion: quoteToBooking(theirs),
    spend: bookedSpend(enquiries),
    billing: spendByBilling(enquiries, clientLabel),
    waiting: waitingLongest(open, now, WAITING_LISTED),
    firstReply: timeToFirstReply(messages),
  };
}
