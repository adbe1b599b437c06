import type { EnquiryRecord } from "./to-wire-enquiry";

/** An enquiry as raw statements read it: JSON columns as their text, times as dbTime text. */
export type EnquiryRow = Omit<EnquiryRecord, "address" | "guestNumbers" | "guestRequirements" | "leadGuest" | "clientBooker" | "createdAt"> & {
  address: string;
  guestNumbers: string;
  guestRequirements: string;
  leadGuest: string;
  clientBooker: string;
  createdAt: string;
};

/** The columns of an EnquiryRow, for `SELECT ${ENQUIRY_COLUMNS} FROM "Enquiry" …`. */
export const ENQUIRY_COLUMNS = `id, "accountId", "serviceReference", "externalId", "clientReference", state, "closureReason",
  "specialistName", "checkIn", "checkOut", latitude, longitude, "mapPlaceId", address, "guestNumbers",
  "guestRequirements", "leadGuest", "clientBooker", "createdAt"`;

export function enquiryFromRow(row: EnquiryRow): EnquiryRecord {
  return {
    id: row.id,
    accountId: row.accountId,
    serviceReference: row.serviceReference,
    externalId: row.externalId,
    clientReference: row.clientReference,
    state: row.state,
    closureReason: row.closureReason,
    specialistName: row.specialistName,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    latitude: row.latitude,
    longitude: row.longitude,
    mapPlaceId: row.mapPlaceId,
    address: JSON.parse(row.address),
    guestNumbers: JSON.parse(row.guestNumbers),
    guestRequirements: JSON.parse(row.guestRequirements),
    leadGuest: JSON.parse(row.leadGuest),
    clientBooker: JSON.parse(row.clientBooker),
    createdAt: new Date(row.createdAt),
  };
}
