import "server-only";
import { Readable } from "node:stream";
import { getPrisma } from "@/lib/db/prisma";
import { csvWriter, type CsvColumn } from "@/lib/shared/csv";
import { enquiryListWhere, positionOf } from "./enquiry-list-filter";
import { listBillingClients } from "./list-billing-clients";
import type { EnquiryListQuery } from "./enquiry-list-query";
import { readInOrder, TRACKED_ENQUIRY_SELECT } from "./list-tracked-enquiries";

/** Rows read per statement: enough to keep the database busy, few enough to hold. */
const BATCH = 500;

export type ExportFormat = "csv" | "spreadsheet";

export const EXPORT_COLUMNS = [
  { key: "reference", header: "Reference" },
  { key: "clientReference", header: "Client reference" },
  { key: "state", header: "State" },
  { key: "checkIn", header: "Check-in" },
  { key: "checkOut", header: "Check-out" },
  { key: "destination", header: "Destination" },
  { key: "adults", header: "Adults" },
  { key: "children", header: "Children" },
  { key: "infants", header: "Infants" },
  { key: "leadGuest", header: "Lead guest" },
  { key: "sentBy", header: "Sent by" },
  { key: "createdAt", header: "Created" },
  { key: "quotes", header: "Quotes" },
  { key: "cheapestTotal", header: "Newest quote's cheapest total", decimals: 2 },
  { key: "currency", header: "Currency" },
  { key: "bookingReference", header: "Booking reference" },
  { key: "bookingVersion", header: "Booking version" },
  { key: "bookedAt", header: "Booked" },
  { key: "bookedTotal", header: "Booked total", decimals: 2 },
  { key: "bookedCurrency", header: "Booked currency" },
  { key: "providers", header: "Providers" },
  { key: "client", header: "Client" },
  { key: "traveller", header: "Traveller" },
  { key: "costCentre", header: "Cost centre" },
  { key: "poNumber", header: "PO number" },
  { key: "projectCode", header: "Project code" },
] as const satisfies readonly CsvColumn[];
export type ExportRow = Record<(typeof EXPORT_COLUMNS)[number]["key"], string | number>;

// The list's columns and what the export adds to them.
const SELECT = {
  ...TRACKED_ENQUIRY_SELECT,
  quoteCount: true,
  cheapestTotalCents: true,
  cheapestCurrency: true,
  bookingReference: true,
  bookingVersion: true,
  bookedAt: true,
  bookedTotalCents: true,
  bookedCurrency: true,
  clientId: true,
  travellerId: true,
  costCentreCode: true,
  poNumber: true,
  projectCode: true,
  providers: { orderBy: { createdAt: "asc" }, select: { connectionId: true, serviceReference: true, state: true, withdrawnAt: true } },
} as const;

// A spreadsheet reads "2026-03-14 09:30:00" as a date and time; software reads either.
const timeText = (at: Date, format: ExportFormat) => (format === "spreadsheet" ? at.toISOString().slice(0, 19).replace("T", " ") : at.toISOString());
// A number, so that the writer keeps a negative amount a number (two decimals: the column says so).
const amount = (cents: number | null) => (cents === null ? "" : cents / 100);

/**
 * The enquiries a list query shows, in its order, as export rows: read in batches by
 * keyset, so 100,000 rows stream through without being held.
 */
export async function* exportEnquiries(organizationId: string, userId: string, query: EnquiryListQuery, format: ExportFormat): AsyncGenerator<ExportRow> {
  const filter = await enquiryListWhere(organizationId, userId, query);
  // Removed connections too: their enquiries stay in the list as history.
  const names = new Map(
    (await getPrisma().serviceConnection.findMany({ where: { organizationId }, select: { id: true, name: true } })).map((c) => [c.id, c.name] as const),
  );
  const clients = new Map((await listBillingClients(organizationId)).map((c) => [c.id, c.name] as const));
  let position = null;
  for (;;) {
    const rows = await readInOrder(filter, query, false, position, BATCH, SELECT);
    const travellers = await travellerNames(organizationId, rows);
    for (const row of rows) {
      yield {
        reference: row.reference,
        clientReference: row.clientReference,
        state: row.state,
        checkIn: row.checkIn ?? "",
        checkOut: row.checkOut ?? "",
        destination: row.placeLabel,
        adults: row.adults,
        children: row.children,
        infants: row.infants,
        leadGuest: row.leadGuestName ?? "",
        sentBy: row.createdByName,
        createdAt: timeText(row.createdAt, format),
        quotes: row.quoteCount,
        cheapestTotal: amount(row.cheapestTotalCents),
        currency: row.cheapestCurrency ?? "",
        bookingReference: row.bookingReference ?? "",
        // Version 1 is the booking as booked; a provider without versions leaves it empty.
        bookingVersion: row.bookingReference ? (row.bookingVersion ?? "") : "",
        bookedAt: row.bookedAt ? timeText(row.bookedAt, format) : "",
        bookedTotal: amount(row.bookedTotalCents),
        bookedCurrency: row.bookedCurrency ?? "",
        providers: row.providers.map((p) => providerCell(names.get(p.connectionId), p)).join("; "),
        // As the enquiry's page says them: a client or traveller removed since is said so, the cost centre is its code as chosen.
        client: row.clientId ? (clients.get(row.clientId) ?? "A client since removed") : "",
        traveller: row.travellerId ? (travellers.get(row.travellerId) ?? "A traveller since removed") : "",
        costCentre: row.costCentreCode ?? "",
        poNumber: row.poNumber ?? "",
        projectCode: row.projectCode ?? "",
      };
    }
    if (rows.length < BATCH) return;
    position = positionOf(rows.at(-1)!, query);
  }
}

/**
 * The export as CSV text, streamed (RFC 4180: a header row, CRLF line ends). Both variants
 * keep a cell that a spreadsheet would run as a formula as text (csvWriter), whoever wrote
 * it; the spreadsheet variant adds a byte-order mark and dates a spreadsheet reads as dates.
 */
export function enquiriesCsv(organizationId: string, userId: string, query: EnquiryListQuery, format: ExportFormat): Readable {
  return Readable.from(exportEnquiries(organizationId, userId, query, format)).pipe(
    csvWriter(EXPORT_COLUMNS, { bom: format === "spreadsheet" }),
  );
}

/** The names of a batch's travellers, in one query, of the organisation's clients only. */
async function travellerNames(organizationId: string, rows: { travellerId: string | null }[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.travellerId ? [row.travellerId] : [])))];
  if (ids.length === 0) return new Map();
  const found = await getPrisma().clientTraveller.findMany({ where: { id: { in: ids }, client: { organizationId } }, select: { id: true, givenName: true, familyName: true } });
  return new Map(found.map((t) => [t.id, `${t.givenName} ${t.familyName}`] as const));
}

/** One provider of an enquiry, for the Providers column: "Built-in sandbox: QUOTED (SD-R4E2F3)". */
function providerCell(name: string | undefined, p: { serviceReference: string; state: string; withdrawnAt: Date | null }): string {
  return `${name ?? "A removed provider"}: ${p.withdrawnAt ? "WITHDRAWN" : p.state} (${p.serviceReference})`;
}
