import "server-only";
import { Readable } from "node:stream";
import { csvWriter, type CsvColumn } from "@/lib/shared/csv";
import type { CostCentreSpendRow } from "./figures";

export const BILLING_SPEND_COLUMNS = [
  { key: "client", header: "Client" },
  { key: "costCentre", header: "Cost centre" },
  { key: "currency", header: "Currency" },
  { key: "bookings", header: "Bookings" },
  { key: "spend", header: "Spend", decimals: 2 },
] as const satisfies readonly CsvColumn[];

/**
 * The report's spend by cost centre as CSV, as its table has it: one row per client, cost
 * centre and currency (a client's rows add up to its row in the spend by client; amounts
 * are never added across currencies). Names and codes are inert text (csvWriter).
 */
export function billingSpendCsv(rows: CostCentreSpendRow[], options: { bom?: boolean } = {}): Readable {
  return Readable.from(rows.map((row) => ({ client: row.client, costCentre: row.costCentre, currency: row.currency, bookings: row.bookings, spend: row.cents / 100 }))).pipe(
    csvWriter(BILLING_SPEND_COLUMNS, options),
  );
}
