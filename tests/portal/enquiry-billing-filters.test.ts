import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate";
import { getPrisma } from "@/lib/db/prisma";
import { billingKeys } from "@/lib/portal/enquiries/billing-keys";
import { checkBillingFilters } from "@/lib/portal/enquiries/check-billing-filters";
import { EnquiryListQuery, queryParams } from "@/lib/portal/enquiries/enquiry-list-query";
import { EXPORT_COLUMNS, enquiriesCsv } from "@/lib/portal/enquiries/export-enquiries";
import { listBillingClients } from "@/lib/portal/enquiries/list-billing-clients";
import { listTrackedEnquiries } from "@/lib/portal/enquiries/list-tracked-enquiries";
import { billingSpendCsv } from "@/lib/portal/reports/billing-spend-csv";
import { getBillingSpend } from "@/lib/portal/reports/get-billing-spend";
import { getReport } from "@/lib/portal/reports/get-report";
import { periodOf } from "@/lib/portal/reports/report-query";

// The billing fields where finance looks for them, against made data: the list's filters
// select exactly the rows they should (and page by keyset), the export names the billing,
// Reports sum booked spend by client and cost centre per currency, and another
// organisation's clients and enquiries never appear in any of them.

const ORG = `org-${randomUUID()}`;
const OTHER = `org-${randomUUID()}`;
const ACME = `client-${randomUUID()}`;
const GLOBEX = `client-${randomUUID()}`;
const OLD = `client-${randomUUID()}`;
const UNUSED = `client-${randomUUID()}`;
const THEIRS = `client-${randomUUID()}`;
const ADA = `traveller-${randomUUID()}`;

type Made = { reference: string; clientId: string | null; travellerId?: string; costCentreCode?: string; poNumber?: string; projectCode?: string; booked?: [number, string] };
const MADE: Made[] = [
  { reference: "B01", clientId: ACME, travellerId: ADA, costCentreCode: "SALES-UK", poNumber: "PO-1", projectCode: "Apollo", booked: [100_000, "EUR"] },
  { reference: "B02", clientId: ACME, costCentreCode: "sales-fr", poNumber: "PO-10", booked: [20_000, "EUR"] },
  { reference: "B03", clientId: ACME, costCentreCode: "OPS", poNumber: "po_2", booked: [70_000, "GBP"] },
  { reference: "B04", clientId: GLOBEX, costCentreCode: "SALES-UK", projectCode: "apollo-2", booked: [40_000, "EUR"] },
  { reference: "B05", clientId: OLD, poNumber: "POX2" },
  { reference: "B06", clientId: null, booked: [60_000, "EUR"] },
  { reference: "B07", clientId: null, projectCode: "Zeus", booked: [1_000, "GBP"] },
  // A traveller since removed.
  { reference: "B08", clientId: ACME, travellerId: `traveller-${randomUUID()}`, costCentreCode: "SALES-UK" },
];
// Many rows of the same client, so that a filtered list takes several pages.
for (let i = 0; i < 25; i++) MADE.push({ reference: `P${String(i).padStart(2, "0")}`, clientId: GLOBEX, costCentreCode: "LEGAL", poNumber: `PO-77${i}` });

const BASE = Date.parse("2026-10-05T10:00:00Z");

async function insert(organizationId: string, rows: Made[]) {
  await getPrisma().trackedEnquiry.createMany({
    data: rows.map((row, i) => ({
      id: randomUUID(),
      organizationId,
      reference: row.reference,
      externalId: `ext-${row.reference}`,
      clientReference: `C-${row.reference}`,
      state: row.booked ? "BOOKING_CONFIRMED" : "NEW",
      placeLabel: "Paris, Île-de-France, France",
      latitude: 0,
      longitude: 0,
      adults: 2,
      children: 0,
      infants: 0,
      createdById: "user-me",
      createdByName: "Me",
      createdAt: new Date(BASE + Math.floor(i / 2) * 60_000),
      clientId: row.clientId,
      travellerId: row.travellerId ?? null,
      costCentreCode: row.costCentreCode ?? null,
      poNumber: row.poNumber ?? null,
      projectCode: row.projectCode ?? null,
      ...billingKeys({ costCentreCode: row.costCentreCode ?? null, poNumber: row.poNumber ?? null, projectCode: row.projectCode ?? null }),
      bookedAt: row.booked ? new Date(BASE + 86_400_000) : null,
      bookedTotalCents: row.booked?.[0] ?? null,
      bookedCurrency: row.booked?.[1] ?? null,
    })),
  });
}

beforeAll(async () => {
  await migrateDatabase();
  const db = getPrisma();
  await db.client.createMany({
    data: [
      { id: ACME, organizationId: ORG, name: "Acme", activeNameKey: `acme-${ORG}` },
      { id: GLOBEX, organizationId: ORG, name: "Globex", activeNameKey: `globex-${ORG}` },
      { id: OLD, organizationId: ORG, name: "Initech", archivedAt: new Date() },
      { id: UNUSED, organizationId: ORG, name: "Umbrella", archivedAt: new Date() },
      { id: THEIRS, organizationId: OTHER, name: "Their client", activeNameKey: `theirs-${OTHER}` },
    ],
  });
  await db.clientTraveller.create({ data: { id: ADA, clientId: ACME, givenName: "Ada", familyName: "Lovelace" } });
  await insert(ORG, MADE);
  // The other organisation: the same references and codes, its own client.
  await insert(OTHER, MADE.map((row) => ({ ...row, clientId: row.clientId ? THEIRS : null })));
});

const query = (raw: Record<string, string>) => EnquiryListQuery.parse(raw);

async function listed(raw: Record<string, string>, size = 4): Promise<string[]> {
  const references: string[] = [];
  let after: string | undefined;
  do {
    const page = await listTrackedEnquiries(ORG, "user-me", query({ ...raw, after: after ?? "" }), size);
    references.push(...page.rows.map((row) => row.reference));
    after = page.after ?? undefined;
  } while (after);
  return references.sort();
}

const expected = (match: (row: Made) => boolean) => MADE.filter(match).map((row) => row.reference).sort();

describe("the enquiry list's billing filters", () => {
  it("select by client, by no client, and by each code whole whatever its case", async () => {
    expect(await listed({ clientId: ACME })).toEqual(expected((row) => row.clientId === ACME));
    expect(await listed({ clientId: OLD })).toEqual(["B05"]);
    expect(await listed({ clientId: "none" })).toEqual(["B06", "B07"]);
    expect(await listed({ costCentre: "SALES-uk" })).toEqual(["B01", "B04", "B08"]);
    expect(await listed({ costCentre: "SALES-FR" })).toEqual(["B02"]);
    // A code's start is not the code: PO-1 is not PO-10, SALES is no cost centre.
    expect(await listed({ costCentre: "sales" })).toEqual([]);
    expect(await listed({ poNumber: "po-1" })).toEqual(["B01"]);
    expect(await listed({ projectCode: "APOLLO" })).toEqual(["B01"]);
    // Filters add up, and page by keyset under another sort.
    expect(await listed({ clientId: GLOBEX, costCentre: "legal", sort: "reference", dir: "desc" })).toEqual(expected((row) => row.costCentreCode === "LEGAL"));
    expect(await listed({ clientId: ACME, costCentre: "sales-fr", poNumber: "PO-10" })).toEqual(["B02"]);
    expect(await listed({ clientId: GLOBEX, poNumber: "PO-10" })).toEqual([]);
  });

  it("take an underscore or a percent sign as typed, not as a wildcard", async () => {
    expect(await listed({ poNumber: "PO_2" })).toEqual(["B03"]);
    expect(await listed({ poNumber: "po_" })).toEqual([]);
    expect(await listed({ poNumber: "%" })).toEqual([]);
  });

  it("never show another organisation's enquiries, even for its client's id", async () => {
    expect(await listed({ clientId: THEIRS })).toEqual([]);
    expect(await listed({ costCentre: "SALES-UK" })).toHaveLength(3);
  });

  it("offer the clients in use and the archived ones enquiries name, of the organisation only", async () => {
    expect(await listBillingClients(ORG)).toEqual([
      { id: ACME, name: "Acme", archived: false },
      { id: GLOBEX, name: "Globex", archived: false },
      { id: OLD, name: "Initech", archived: true },
    ]);
  });

  it("say in words why a value of the address finds nothing, and keep the filters in the address", async () => {
    const clients = await listBillingClients(ORG);
    expect(checkBillingFilters(query({ clientId: THEIRS }), clients).clientId).toMatch(/not one of your organisation's/);
    expect(checkBillingFilters(query({ clientId: "none", poNumber: "PO-1" }), clients)).toEqual({});
    expect(checkBillingFilters(query({ costCentre: "X".repeat(41) }), clients).costCentre).toBe("A cost centre code is at most 40 characters, so no enquiry matches the 41 typed: shorten it.");
    expect(queryParams(query({ clientId: ACME, costCentre: " SALES ", poNumber: "", projectCode: "Apollo" })).toString()).toBe(`clientId=${ACME}&costCentre=SALES&projectCode=Apollo`);
  });
});

describe("the enquiry export's billing columns", () => {
  it("name the client, the traveller and the codes, with the list's filters", async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of enquiriesCsv(ORG, "user-me", query({ clientId: ACME, sort: "reference" }), "csv")) chunks.push(Buffer.from(chunk));
    const records = parse(Buffer.concat(chunks).toString("utf8")) as string[][];
    const pick = ["reference", "client", "traveller", "costCentre", "poNumber", "projectCode"] as const;
    const at = pick.map((key) => EXPORT_COLUMNS.findIndex((column) => column.key === key));
    expect(pick.map((_, i) => records[0]![at[i]!])).toEqual(["Reference", "Client", "Traveller", "Cost centre", "PO number", "Project code"]);
    expect(records.slice(1).map((record) => at.map((i) => record[i]))).toEqual([
      ["B01", "Acme", "Ada Lovelace", "SALES-UK", "PO-1", "Apollo"],
      ["B02", "Acme", "", "sales-fr", "PO-10", ""],
      ["B03", "Acme", "", "OPS", "po_2", ""],
      ["B08", "Acme", "A traveller since removed", "SALES-UK", "", ""],
    ]);
    const none: Buffer[] = [];
    for await (const chunk of enquiriesCsv(ORG, "user-me", query({ clientId: "none", sort: "reference" }), "csv")) none.push(Buffer.from(chunk));
    expect((parse(Buffer.concat(none).toString("utf8")) as string[][]).slice(1).map((record) => [record[0], record[at[1]!], record[at[5]!]])).toEqual([
      ["B06", "", ""],
      ["B07", "", "Zeus"],
    ]);
  });
});

describe("the report's spend by client and cost centre", () => {
  it("sums booked spend per currency, with No client its own row, of the organisation only", async () => {
    const now = new Date("2026-10-20T12:00:00Z");
    const report = await getReport(ORG, periodOf({ from: "2026-10-01", to: "2026-10-20" }, now), undefined, now);
    expect(report.billing.byClient).toEqual([
      { client: "Acme", currency: "EUR", cents: 120_000, bookings: 2 },
      { client: "Acme", currency: "GBP", cents: 70_000, bookings: 1 },
      { client: "No client", currency: "EUR", cents: 60_000, bookings: 1 },
      { client: "Globex", currency: "EUR", cents: 40_000, bookings: 1 },
      { client: "No client", currency: "GBP", cents: 1_000, bookings: 1 },
    ]);
    expect(report.billing.byCostCentre).toEqual([
      { client: "Acme", costCentre: "SALES-UK", currency: "EUR", cents: 100_000, bookings: 1 },
      { client: "Acme", costCentre: "OPS", currency: "GBP", cents: 70_000, bookings: 1 },
      { client: "No client", costCentre: "", currency: "EUR", cents: 60_000, bookings: 1 },
      { client: "Globex", costCentre: "SALES-UK", currency: "EUR", cents: 40_000, bookings: 1 },
      { client: "Acme", costCentre: "sales-fr", currency: "EUR", cents: 20_000, bookings: 1 },
      { client: "No client", costCentre: "", currency: "GBP", cents: 1_000, bookings: 1 },
    ]);
    // The download reads the same figures on its own, and writes the spend by cost centre.
    const period = periodOf({ from: "2026-10-01", to: "2026-10-20" }, now);
    expect(await getBillingSpend(ORG, period, undefined)).toEqual(report.billing);
    expect(await getBillingSpend(ORG, period, "user-other")).toEqual({ byClient: [], byCostCentre: [] });
    const chunks: Buffer[] = [];
    for await (const chunk of billingSpendCsv(report.billing.byCostCentre)) chunks.push(Buffer.from(chunk));
    expect((parse(Buffer.concat(chunks).toString("utf8")) as string[][]).slice(0, 4)).toEqual([
      ["Client", "Cost centre", "Currency", "Bookings", "Spend"],
      ["Acme", "SALES-UK", "EUR", "1", "1000.00"],
      ["Acme", "OPS", "GBP", "1", "700.00"],
      ["No client", "", "EUR", "1", "600.00"],
    ]);
    // Outside the period, nothing.
    const before = await getReport(ORG, periodOf({ from: "2026-09-01", to: "2026-09-30" }, now), undefined, now);
    expect(before.billing).toEqual({ byClient: [], byCostCentre: [] });
  });
});
