import type { CreateEnquiryRequest } from "@/lib/contract/enquiry";
import { dbTime } from "@/lib/db/db-time";
import { readStatement } from "@/lib/db/raw";
import { isUniqueViolation, sql } from "@/lib/db/sql";
import { ServiceError } from "../errors";
import { enquiryEventData } from "../events/enquiry-event-data";
import { writeChange } from "../events/write-change";
import { newId, newReference } from "../ids";
import { guestRequirementsOf, leadGuestOf } from "./enquiry-details";
import { resolveLocation } from "./resolve-location";
import type { EnquiryRecord } from "./to-wire-enquiry";

// Raw SQL on statements prepared once: this is the API's busiest write, and Prisma's
// interactive transaction cost several times the SQL itself (issue 19). The columns are
// written in the forms Prisma reads back: JSON as text, DateTime as dbTime.
const INSERT_ENQUIRY = sql(`INSERT INTO "Enquiry" (id, "accountId", "serviceReference", "externalId", "clientReference", state,
  "checkIn", "checkOut", latitude, longitude, "mapPlaceId", address, "guestNumbers", "guestRequirements", "leadGuest",
  "clientBooker", "createdAt", "updatedAt")
  VALUES (?, ?, ?, ?, ?, 'NEW', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);

const FIND_CLASH = sql(`SELECT "externalId" FROM "Enquiry"
  WHERE "accountId" = ? AND ("externalId" = ? OR "clientReference" = ?) LIMIT 1`);

/** The duplicate error for whichever unique field of the account is already taken. */
async function findDuplicate(accountId: string, input: CreateEnquiryRequest): Promise<ServiceError | null> {
  // On the reader: it sees every committed enquiry, which is what a duplicate is.
  const clash = await readStatement<[string, string, string], { externalId: string }>(FIND_CLASH).get(
    accountId,
    input.externalId,
    input.clientReference,
  );
  if (!clash) return null;
  return clash.externalId === input.externalId
    ? new ServiceError("RESOURCE_ALREADY_EXISTS", `An enquiry with externalId "${input.externalId}" already exists.`, {
        errors: { externalId: ["Already used by another enquiry of this account."] },
      })
    : new ServiceError("DUPLICATE_CLIENT_REFERENCE", `An enquiry with clientReference "${input.clientReference}" already exists.`, {
        errors: { clientReference: ["Already used by another enquiry of this account."] },
      });
}

/**
 * Creates an enquiry in state NEW and records ENQUIRY.CREATED with it, in one
 * transaction. Duplicates of externalId or clientReference are refused; when two requests
 * race, the unique indexes let exactly one insert win and the loser gets the same error
 * as a late request.
 */
export async function createEnquiry(accountId: string, input: CreateEnquiryRequest): Promise<EnquiryRecord> {
  const early = await findDuplicate(accountId, input);
  if (early) throw early;
  // Geocoding may call a remote geocoder: it runs before, never inside, the transaction.
  const location = await resolveLocation(input.enquiryLocation);

  for (let attempt = 0; ; attempt++) {
    const now = new Date();
    const enquiry: EnquiryRecord = {
      id: newId(),
      accountId,
      serviceReference: newReference("R"),
      externalId: input.externalId,
      clientReference: input.clientReference,
      state: "NEW",
      closureReason: null,
      specialistName: null,
      checkIn: input.checkInOut.checkIn,
      checkOut: input.checkInOut.checkOut,
      latitude: location.latitude,
      longitude: location.longitude,
      mapPlaceId: location.mapPlaceId,
      address: location.address,
      guestNumbers: input.guestNumbers,
      guestRequirements: guestRequirementsOf(input.guestRequirements),
      leadGuest: leadGuestOf(input.leadGuest),
      clientBooker: input.clientBooker,
      createdAt: now,
    };
    const at = dbTime(now.getTime());
    try {
      await writeChange(async (change) => {
        await change.sql.run(INSERT_ENQUIRY, [
          enquiry.id,
          accountId,
          enquiry.serviceReference,
          enquiry.externalId,
          enquiry.clientReference,
          enquiry.checkIn,
          enquiry.checkOut,
          enquiry.latitude,
          enquiry.longitude,
          enquiry.mapPlaceId,
          JSON.stringify(enquiry.address),
          JSON.stringify(enquiry.guestNumbers),
          JSON.stringify(enquiry.guestRequirements),
          JSON.stringify(enquiry.leadGuest),
          JSON.stringify(enquiry.clientBooker),
          at,
          at,
        ]);
        await change.record({ accountId, type: "ENQUIRY.CREATED", enquiryId: enquiry.id, data: enquiryEventData(enquiry) });
      });
      return enquiry;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const duplicate = await findDuplicate(accountId, input);
      if (duplicate) throw duplicate;
      // Otherwise the random serviceReference collided (1 in 78 billion): draw again.
      if (attempt >= 3) throw error;
    }
  }
}
