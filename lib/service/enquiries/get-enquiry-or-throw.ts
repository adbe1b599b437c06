import { SERVICE_REFERENCE } from "@/lib/contract/common";
import { readStatement } from "@/lib/db/raw";
import { sql } from "@/lib/db/sql";
import { notFound } from "../errors";
import { ENQUIRY_COLUMNS, enquiryFromRow, type EnquiryRow } from "./enquiry-row";
import type { EnquiryRecord } from "./to-wire-enquiry";

const BY_REFERENCE = sql(`SELECT ${ENQUIRY_COLUMNS} FROM "Enquiry" WHERE "serviceReference" = ? AND "accountId" = ?`);
const BY_EXTERNAL_ID = sql(`SELECT ${ENQUIRY_COLUMNS} FROM "Enquiry" WHERE "accountId" = ? AND "externalId" = ?`);

/**
 * The account's enquiry by serviceReference or externalId (the hot read of the API, on
 * prepared statements). When a value is both one enquiry's serviceReference and another's
 * externalId, the serviceReference wins: it is the service's own, unambiguous key.
 * Another account's enquiry is "not found", never "forbidden".
 */
export async function getEnquiryOrThrow(accountId: string, id: string): Promise<EnquiryRecord> {
  let row: EnquiryRow | undefined;
  if (SERVICE_REFERENCE.test(id)) {
    row = await readStatement<[string, string], EnquiryRow>(BY_REFERENCE).get(id, accountId);
  }
  row ??= await readStatement<[string, string], EnquiryRow>(BY_EXTERNAL_ID).get(accountId, id);
  if (!row) throw notFound(`Enquiry ${id}`);
  return enquiryFromRow(row);
}
