import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { CLIENTS, ENQUIRIES, EVENTS, EVERYONE, MINE, ONE_WEEK, PERIOD } from "@/e2e/support/report-fixture";
import { migrateDatabase } from "@/lib/db/migrate";
import { getPrisma } from "@/lib/db/prisma";
import { getReport } from "@/lib/portal/reports/get-report";
import { periodOf, ReportQuery } from "@/lib/portal/reports/report-query";

// The Reports page's data read from the database: the made enquiries and events give the
// figures worked out by hand, for the period, for one sender, and never another
// organisation's records.

const ORG = `org-${randomUUID()}`;
const OTHER_ORG = `org-${randomUUID()}`;
const NOW = new Date("2026-10-20T12:00:00Z");

async function insert(organizationId: string, enquiries: typeof ENQUIRIES, events: typeof EVENTS) {
  const db = getPrisma();
  const ids = enquiries.map(() => randomUUID());
  const clientId = (name: string) => `${organizationId}-${name}`;
  await db.client.createMany({ data: CLIENTS.map((name) => ({ id: clientId(name), organizationId, name, activeNameKey: name.toLowerCase() })) });
  await db.trackedEnquiry.createMany({
    data: enquiries.map((e, i) => ({
      id: ids[i]!,
      organizationId,
      reference: e.reference,
      externalId: `ext-${e.reference}`,
      clientReference: `C-${e.reference}`,
      state: e.state,
      placeLabel: e.place,
      latitude: 0,
      longitude: 0,
      adults: 2,
      children: 0,
      infants: 0,
      createdById: e.mine ? "user-me" : "user-other",
      createdByName: e.mine ? "Me" : "Other",
      createdAt: new Date(e.createdAt),
      quoteCount: e.quoteCount,
      cheapestTotalCents: e.cheapest?.cents ?? null,
      cheapestCurrency: e.cheapest?.currency ?? null,
      bookedTotalCents: e.booked?.cents ?? null,
      bookedCurrency: e.booked?.currency ?? null,
      bookedAt: e.bookedAt ? new Date(e.bookedAt) : null,
      clientId: e.billing ? clientId(e.billing.client) : null,
      costCentreCode: e.billing?.costCentre ?? null,
    })),
  });
  // Each sent to one provider, whose events name its own reference.
  await db.providerEnquiry.createMany({
    data: enquiries.map((e, i) => ({ id: randomUUID(), organizationId, enquiryId: ids[i]!, connectionId: `connection-${organizationId}`, serviceReference: e.reference, state: e.state })),
  });
  await db.portalEvent.createMany({
    data: events.map((e, i) => ({
      organizationId,
      seq: i + 1,
      connectionId: `connection-${organizationId}`,
      eventId: randomUUID(),
      eventType: e.type,
      serviceReference: e.reference,
      data: "{}",
      occurredAt: new Date(e.occurredAt),
    })),
  });
}

beforeAll(async () => {
  await migrateDatabase();
  await insert(ORG, ENQUIRIES, EVENTS);
  // Another organisation with the same references: a quicker quote and a booking that must not count.
  await insert(
    OTHER_ORG,
    ENQUIRIES.filter((e) => e.reference === "RPT01" || e.reference === "RPT04").map((e) => ({ ...e, state: "NEW", quoteCount: 0, createdAt: "2026-08-01T10:00:00Z" })),
    [
      { reference: "RPT01", type: "QUOTE.CREATED", occurredAt: "2026-09-07T09:30:00Z" },
      { reference: "RPT04", type: "BOOKING.PENDING", occurredAt: "2026-09-16T09:30:00Z" },
    ],
  );
});

const report = (raw: Record<string, string>, createdById?: string) => getReport(ORG, periodOf(ReportQuery.parse(raw), NOW), createdById, NOW);

describe("the report's data", () => {
  it("gives the made data's figures for a period, anyone's enquiries", async () => {
    const r = await report(PERIOD);
    expect(r.enquiries).toBe(7);
    expect(r.perWeek).toEqual(EVERYONE.perWeek);
    expect(r.firstQuote).toEqual(EVERYONE.firstQuote);
    expect(r.conversion).toEqual({ ...EVERYONE.conversion, rate: 4 / 6 });
    expect(r.spend.byDestination).toEqual(EVERYONE.byDestination);
    expect(r.spend.byMonth).toEqual(EVERYONE.byMonth);
    expect(r.billing).toEqual({ byClient: EVERYONE.byClient, byCostCentre: EVERYONE.byCostCentre });
    expect(r.waiting.map((w) => w.serviceReference)).toEqual(EVERYONE.waiting);
    expect(r.waiting[0]).toEqual({ serviceReference: "RPT09", placeLabel: "Berlin, Berlin, Germany", waitingDays: 61 });
  });

  it("keeps to one sender's enquiries", async () => {
    const r = await report(PERIOD, "user-me");
    expect(r.perWeek).toEqual(MINE.perWeek);
    expect(r.firstQuote).toEqual(MINE.firstQuote);
    expect(r.conversion).toEqual({ ...MINE.conversion, rate: 3 / 4 });
    expect(r.spend.byDestination).toEqual(MINE.byDestination);
    expect(r.spend.byMonth).toEqual(MINE.byMonth);
    expect(r.waiting.map((w) => w.serviceReference)).toEqual(MINE.waiting);
  });

  it("keeps to a shorter period", async () => {
    const r = await report(ONE_WEEK.period);
    expect(r.perWeek).toEqual(ONE_WEEK.perWeek);
    expect(r.firstQuote).toEqual(ONE_WEEK.firstQuote);
    expect(r.conversion).toEqual({ ...ONE_WEEK.conversion, rate: 1 });
    expect(r.spend).toEqual({ byDestination: [], byMonth: [], unpriced: 0 });
    expect(r.billing).toEqual({ byClient: [], byCostCentre: [] });
  });
});

describe("the report's conversations", () => {
  it("times the provider's first reply per provider and month, for the period's enquiries of this organisation only", async () => {
    const db = getPrisma();
    const connectionId = `connection-${ORG}`;
    await db.organization.create({ data: { id: ORG, name: "Report agency", slug: ORG } });
    await db.serviceConnection.create({ data: { id: connectionId, organizationId: ORG, name: "Harbour Stays", environment: "sandbox", keyCiphertext: "x", keyHint: "sd_test_…" } });
    const message = (organizationId: string, seq: number, reference: string, authorSide: string, occurredAt: string) => ({
      organizationId,
      seq,
      connectionId: `connection-${organizationId}`,
      eventId: randomUUID(),
      eventType: "MESSAGE.CREATED",
      serviceReference: reference,
      data: JSON.stringify({ enquiryId: reference, authorSide }),
      occurredAt: new Date(occurredAt),
    });
    await db.portalEvent.createMany({
      data: [
        message(ORG, 1001, "RPT01", "AGENT", "2026-09-08T09:00:00Z"),
        message(ORG, 1002, "RPT01", "PROVIDER", "2026-09-08T10:30:00Z"), // 1.5 h
        message(ORG, 1003, "RPT02", "AGENT", "2026-09-09T09:00:00Z"),
        message(ORG, 1004, "RPT02", "PROVIDER", "2026-09-09T13:00:00Z"), // 4 h
        message(ORG, 1005, "RPT04", "AGENT", "2026-10-01T09:00:00Z"), // unanswered
        message(ORG, 1006, "RPT04", "SOMEONE", "2026-10-01T09:30:00Z"), // not a side the service writes: not counted
        message(ORG, 1007, "NOT-TRACKED", "AGENT", "2026-09-08T09:00:00Z"), // not an enquiry of the period
        message(OTHER_ORG, 1001, "RPT01", "AGENT", "2026-09-08T09:00:00Z"),
        message(OTHER_ORG, 1002, "RPT01", "PROVIDER", "2026-09-08T09:01:00Z"),
      ],
    });
    const r = await report(PERIOD);
    expect(r.firstReply).toEqual([
      { provider: "Harbour Stays", month: "2026-09", asked: 2, answered: 2, medianHours: 1.5, p90Hours: 4 },
      { provider: "Harbour Stays", month: "2026-10", asked: 1, answered: 0, medianHours: null, p90Hours: null },
    ]);
  });
});

describe("the report's period", () => {
  it("defaults to this week and the eleven before it, up to today", () => {
    expect(periodOf({}, NOW)).toMatchObject({ from: "2026-08-03", to: "2026-10-20" });
  });

  it("puts reversed ends in order and cuts a period longer than two years", () => {
    expect(periodOf({ from: "2026-10-01", to: "2026-09-01" }, NOW)).toMatchObject({ from: "2026-09-01", to: "2026-10-01" });
    expect(periodOf({ from: "2000-01-01", to: "2026-10-01" }, NOW).from).toBe("2024-10-01");
  });

  it("drops broken values rather than failing", () => {
    expect(ReportQuery.parse({ from: "yesterday", to: "2026-02-30", agent: "" })).toEqual({ from: undefined, to: undefined, agent: undefined });
  });
});
