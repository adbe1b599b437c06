import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate";
import { getPrisma } from "@/lib/db/prisma";
import { EnquiryListQuery } from "@/lib/portal/enquiries/enquiry-list-query";
import { EXPORT_COLUMNS, enquiriesCsv, type ExportFormat } from "@/lib/portal/enquiries/export-enquiries";
import { listTrackedEnquiries } from "@/lib/portal/enquiries/list-tracked-enquiries";

// The export is what the list shows: the same rows in the same order, across more rows
// than one read holds, with the header; the spreadsheet variant adds a byte-order mark,
// spreadsheet dates; both keep a cell that looks like a formula as text.

const ORG = `org-${randomUUID()}`;
const SIZE = 1_234;

beforeAll(async () => {
  await migrateDatabase();
  const base = Date.parse("2026-01-01T00:00:00Z");
  await getPrisma().trackedEnquiry.createMany({
    data: Array.from({ length: SIZE }, (_, i) => ({
      id: randomUUID(),
      organizationId: ORG,
      reference: `R${String(i).padStart(7, "0")}`,
      externalId: `ext-${i}`,
      clientReference: i === 7 ? "=HYPERLINK(\"http://example.com\")" : `CL-${i % 13}`,
      state: i % 3 === 0 ? "QUOTED" : "NEW",
      checkIn: i % 4 === 0 ? null : `2027-0${1 + (i % 9)}-15`,
      checkOut: null,
      placeLabel: i % 2 ? "Porto, Porto, Portugal" : "Zürich, Zürich, Switzerland",
      latitude: 0,
      longitude: 0,
      adults: 2,
      children: i % 2,
      infants: 0,
      leadGuestName: i === 3 ? "Zoë, \"the\" guest" : null,
      createdById: "user-1",
      createdByName: "Agent One",
      createdAt: new Date(base + Math.floor(i / 3) * 60_000),
      quoteCount: i % 3 === 0 ? 1 : 0,
      cheapestTotalCents: i % 3 === 0 ? 123_450 + i : null,
      cheapestCurrency: i % 3 === 0 ? "EUR" : null,
      bookingReference: i === 9 ? "BK-9" : null,
      bookedAt: i === 9 ? new Date("2026-02-03T04:05:06.789Z") : null,
    })),
  });
  // R0000011 went to two providers, the second under a reference of its own; the first was withdrawn.
  const db = getPrisma();
  const multi = await db.trackedEnquiry.findUniqueOrThrow({ where: { organizationId_reference: { organizationId: ORG, reference: "R0000011" } }, select: { id: true } });
  await db.organization.create({ data: { id: ORG, name: "Export Travel", slug: ORG, createdAt: new Date() } });
  await db.serviceConnection.createMany({
    data: [
      { id: `${ORG}-a`, organizationId: ORG, name: "Built-in sandbox", environment: "sandbox", keyCiphertext: "x", keyHint: "abcd" },
      { id: `${ORG}-b`, organizationId: ORG, name: "Harbour Stays", environment: "sandbox", keyCiphertext: "x", keyHint: "efgh", baseUrl: "https://harbour.example" },
    ],
  });
  await db.providerEnquiry.createMany({
    data: [
      { id: randomUUID(), organizationId: ORG, enquiryId: multi.id, connectionId: `${ORG}-a`, serviceReference: "R0000011", state: "NEW", withdrawnAt: new Date(), createdAt: new Date("2026-01-01T00:00:00Z") },
      { id: randomUUID(), organizationId: ORG, enquiryId: multi.id, connectionId: `${ORG}-b`, serviceReference: "HS-77Q", state: "QUOTED", createdAt: new Date("2026-01-01T00:00:01Z") },
    ],
  });
});

async function exported(raw: Record<string, string>, format: ExportFormat = "csv") {
  const chunks: Buffer[] = [];
  for await (const chunk of enquiriesCsv(ORG, "user-1", EnquiryListQuery.parse(raw), format)) chunks.push(Buffer.from(chunk));
  const text = Buffer.concat(chunks).toString("utf8");
  return { text, records: parse(text, { bom: true }) as string[][] };
}

async function listed(raw: Record<string, string>): Promise<string[]> {
  const references: string[] = [];
  let after: string | undefined;
  do {
    const page = await listTrackedEnquiries(ORG, "user-1", EnquiryListQuery.parse({ ...raw, after }), 100);
    references.push(...page.rows.map((row) => row.reference));
    after = page.after ?? undefined;
  } while (after);
  return references;
}

describe("the enquiry export", () => {
  it("has the header and exactly the list's rows, in its order, for the default view and a filtered, sorted one", async () => {
    const views: Record<string, string>[] = [{}, { group: "quoted", sort: "checkIn", dir: "desc" }, { destination: "zürich", sort: "client" }];
    for (const raw of views) {
      const { records } = await exported(raw);
      expect(records[0]).toEqual(EXPORT_COLUMNS.map((column) => column.header));
      expect(records.slice(1).map((record) => record[0])).toEqual(await listed(raw));
    }
    expect((await exported({})).records).toHaveLength(SIZE + 1);
  });

  it("writes each column, quoting what needs it", async () => {
    const { text, records } = await exported({ q: "R0000009" });
    expect(text.startsWith("\uFEFF")).toBe(false);
    expect(text).toContain("\r\n");
    const row = Object.fromEntries(EXPORT_COLUMNS.map((column, i) => [column.key, records[1]![i]]));
    expect(row).toMatchObject({
      reference: "R0000009",
      state: "QUOTED",
      checkIn: "2027-01-15",
      destination: "Porto, Porto, Portugal",
      children: "1",
      createdAt: "2026-01-01T00:03:00.000Z",
      quotes: "1",
      cheapestTotal: "1234.59",
      currency: "EUR",
      bookingReference: "BK-9",
      bookedAt: "2026-02-03T04:05:06.789Z",
    });
    const guest = await exported({ q: "R0000003" });
    expect(guest.records[1]![EXPORT_COLUMNS.findIndex((c) => c.key === "leadGuest")]).toBe('Zoë, "the" guest');
  });

  it("for spreadsheets: a byte-order mark, dates a spreadsheet reads, and no formula runs", async () => {
    const { text, records } = await exported({ q: "R000000" }, "spreadsheet");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const byReference = new Map(records.slice(1).map((record) => [record[0], record]));
    const column = (key: string) => EXPORT_COLUMNS.findIndex((c) => c.key === key);
    expect(byReference.get("R0000009")![column("createdAt")]).toBe("2026-01-01 00:03:00");
    expect(byReference.get("R0000009")![column("bookedAt")]).toBe("2026-02-03 04:05:06");
    expect(byReference.get("R0000007")![column("clientReference")]).toBe("'=HYPERLINK(\"http://example.com\")");
    // The plain CSV too: a spreadsheet opens either file.
    const plain = await exported({ q: "R0000007" });
    expect(plain.records[1]![column("clientReference")]).toBe("'=HYPERLINK(\"http://example.com\")");
  });

  it("names each provider with its state and its own reference; the list's search finds any provider's reference", async () => {
    expect(await listed({ q: "hs-77" })).toEqual(["R0000011"]);
    const { records } = await exported({ q: "HS-77Q" });
    expect(records).toHaveLength(2);
    expect(records[1]![EXPORT_COLUMNS.findIndex((c) => c.key === "providers")]).toBe("Built-in sandbox: WITHDRAWN (R0000011); Harbour Stays: QUOTED (HS-77Q)");
    // A booking's reference finds its enquiry too.
    expect(await listed({ q: "BK-9" })).toEqual(["R0000009"]);
  });

  it("keeps to the enquiries the member follows, in the list and the export alike", async () => {
    const db = getPrisma();
    await db.enquiryFollow.createMany({
      data: [
        { organizationId: ORG, userId: "user-1", serviceReference: "R0000011" },
        { organizationId: ORG, userId: "user-1", serviceReference: "R0000009" },
        // Someone else's follow, and the same reference in another organisation: neither counts.
        { organizationId: ORG, userId: "user-2", serviceReference: "R0000003" },
        { organizationId: `${ORG}-other`, userId: "user-1", serviceReference: "R0000005" },
      ],
    });
    // Both were created in the same minute: their order among equals is the ids', so compare as sets.
    expect((await listed({ following: "1" })).sort()).toEqual(["R0000009", "R0000011"]);
    expect(await listed({ following: "1", q: "HS-77" })).toEqual(["R0000011"]);
    const { records } = await exported({ following: "1" });
    expect(records.slice(1).map((record) => record[0])).toEqual(await listed({ following: "1" }));
    // Anything but "1" is dropped, never an error: the whole list.
    expect((await listed({ following: "yes" })).length).toBe(SIZE);
  });
});
