import { readStatement } from "@/lib/db/raw";
import { sql } from "@/lib/db/sql";
import { notFound } from "../errors";
import type { EnquiryRecord } from "./to-wire-enquiry";

type Row = Omit<EnquiryRecord, "address" | "guestNumbers" | "guestRequirements" | "leadGuest" | "clientBooker" | "createdAt"> & {
  address: string;
  guestNumbers: string;
  guestRequirements: string;
  leadGuest: string;
  clientBooker: string;
  createdAt: string;
};

const COLUMNS = `id, "accountId", "serviceReference", "externalId", "clientReference", state, "closureReason",
  "specialistName", "checkIn", "checkOut", latitude, longitude, "mapPlaceId", address, "guestNumbers",
  "guestRequirements", "leadGuest", "clientBooker", "createdAt"`;

const BY_REFERENCE = sql(`SELECT ${COLUMNS} FROM "Enquiry" WHERE "serviceReference" = ? AND "accountId" = ?`);
const BY_EXTERNAL_ID = sql(`SELECT ${COLUMNS} FROM "Enquiry" WHERE "accountId" = ? AND "externalId" = ?`);

export const SERVICE_REFERENCE = /^R[A-Z0-9]{7}$/;

function fromRow(row: Row): EnquiryRecord {
  return {
    ...row,
    address: JSON.parse(row.address),
    guestNumbers: JSON.parse(row.guestNumbers),
    guestRequirements: JSON.parse(row.guestRequirements),
    leadGuest: JSON.parse(row.leadGuest),
    clientBooker: JSON.parse(row.clientBooker),
    createdAt: new Date(row.createdAt),
  };
}

/**
 * The account's enquiry by serviceReference or externalId (the hot read of the API, on
 * prepared statements). When a value is both one enquiry's serviceReference and another's
 * externalId, the serviceReference wins: it is the service's own, unambiguous key.
 * Another account's enquiry is "not found", never "forbidden".
 */
export async function getEnquiryOrThrow(accountId: string, id: string): Promise<EnquiryRecord> {
  let row: Row | undefined;
  if (SERVICE_REFERENCE.test(id)) {
    row = await readStatement<[string, string], Row>(BY_REFERENCE).get(id, accountId);
  }
  row ??= await readStatement<[string, string], Row>(BY_EXTERNAL_ID).get(accountId, id);
  if (!row) throw notFound(`Enquiry ${id}`);
  return fromRow(row);
}
