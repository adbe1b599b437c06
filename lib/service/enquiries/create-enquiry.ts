import type { CreateEnquiryRequest } from "@/lib/contract/enquiry";
import { getPrisma, type DbTx } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import { ServiceError } from "../errors";
import { enquiryEventData } from "../events/enquiry-event-data";
import { inTransaction } from "../events/in-transaction";
import { recordEvent } from "../events/record-event";
import { newId, newReference } from "../ids";
import { resolveLocation } from "./resolve-location";
import type { EnquiryRecord } from "./to-wire-enquiry";

/** The duplicate error for whichever unique field of the account is already taken. */
async function findDuplicate(db: DbTx, accountId: string, input: CreateEnquiryRequest): Promise<ServiceError | null> {
  const clash = await db.enquiry.findFirst({
    where: { accountId, OR: [{ externalId: input.externalId }, { clientReference: input.clientReference }] },
    select: { externalId: true },
  });
  if (!clash) return null;
  return clash.externalId === input.externalId
    ? new ServiceError("RESOURCE_ALREADY_EXISTS", `An enquiry with externalId "${input.externalId}" already exists.`, {
        errors: { externalId: ["Already used by another enquiry of this account."] },
      })
    : new ServiceError("DUPLICATE_CLIENT_REFERENCE", `An enquiry with clientReference "${input.clientReference}" already exists.`, {
        errors: { clientReference: ["Already used by another enquiry of this account."] },
      });
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

/**
 * Creates an enquiry in state NEW and records ENQUIRY.CREATED with it. Duplicates of
 * externalId or clientReference are refused; when two requests race, the unique indexes
 * let exactly one insert win and the loser gets the same error as a late request.
 */
export async function createEnquiry(accountId: string, input: CreateEnquiryRequest): Promise<EnquiryRecord> {
  const db = getPrisma();
  const early = await findDuplicate(db, accountId, input);
  if (early) throw early;
  // Geocoding may call a remote geocoder: it runs before, never inside, the transaction.
  const location = await resolveLocation(input.enquiryLocation);

  for (let attempt = 0; ; attempt++) {
    try {
      return await inTransaction(async (tx) => {
        const enquiry = await tx.enquiry.create({
          data: {
            id: newId(),
            accountId,
            serviceReference: newReference("R"),
            externalId: input.externalId,
            clientReference: input.clientReference,
            checkIn: input.checkInOut.checkIn,
            checkOut: input.checkInOut.checkOut,
            latitude: location.latitude,
            longitude: location.longitude,
            mapPlaceId: location.mapPlaceId,
            address: location.address,
            guestNumbers: input.guestNumbers,
            guestRequirements: input.guestRequirements ?? [],
            leadGuest: {
              contactNumber: input.leadGuest.contactNumber ?? null,
              email: input.leadGuest.email ?? null,
              familyName: input.leadGuest.familyName ?? null,
              givenName: input.leadGuest.givenName ?? null,
            },
            clientBooker: input.clientBooker,
          },
        });
        await recordEvent(tx, {
          accountId,
          type: "ENQUIRY.CREATED",
          enquiryId: enquiry.id,
          data: enquiryEventData(enquiry),
        });
        return enquiry;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const duplicate = await findDuplicate(db, accountId, input);
      if (duplicate) throw duplicate;
      // Otherwise the random serviceReference collided (1 in 78 billion): draw again.
      if (attempt >= 3) throw error;
    }
  }
}
