import "server-only";
import { randomUUID } from "node:crypto";
import type { Enquiry } from "@/lib/contract/enquiry";
import { lockTrackedEnquiry } from "@/lib/db/locks";
import { getPrisma, type DbTx } from "@/lib/db/prisma";
import { isUniqueViolation } from "@/lib/db/sql";
import { overallState } from "./overall-state";
import { amendableTrackedFields, trackedEnquiryFields } from "./tracked-enquiry-fields";

/** Who the list names as the creator of an enquiry first seen through an event. */
export const OUTSIDE_CREATOR = { id: "", name: "Another system" } as const;

/** What a full read (the enquiry and its quotes) tells the index about the quotes, and the booked unit's total when one is booked. */
export type QuotesRead = {
  quoteCount: number;
  quotedAt: Date | null;
  cheapestTotalCents: number | null;
  cheapestCurrency: string | null;
  bookedTotalCents: number | null;
  bookedCurrency: string | null;
  /** The booking's current version, when its provider keeps versions (the booking changes extension). */
  bookingVersion?: number | null;
};

export type EnquiryRead = {
  /** The provider it was read from. */
  connectionId: string;
  enquiry: Enquiry;
  /** When the read of the provider started: a read that started earlier never overwrites a later one. */
  readAt: Date;
  /** Present when the quotes were read too (the receiver's read); a page visit reads the enquiry alone. */
  quotes?: QuotesRead;
  /** The member who sent it from the portal, when they did. */
  creator?: { id: string; name: string };
  /** A booking event names the booking; kept for the export, whatever order events arrive in. */
  booking?: { reference: string; at: Date };
  /**
   * The read follows an amendment made at `amendedAt`: its dates, guests and lead guest
   * replace the agency enquiry's, unless those came from a later amendment (of any of its
   * providers; events arrive out of order).
   */
  details?: { amendedAt: Date };
};

const STANDING = {
  state: true,
  withdrawnAt: true,
  quoteCount: true,
  quotedAt: true,
  cheapestTotalCents: true,
  cheapestCurrency: true,
  bookingReference: true,
  bookedAt: true,
  bookedTotalCents: true,
  bookedCurrency: true,
  bookingVersion: true,
} as const;

/**
 * The one writer of the organisation's enquiry index (the list, the dashboard, the
 * export): the portal's own create action, the enquiry page's read and the receiver's
 * read after an event all go through here. Each provider's enquiry is kept on its own
 * (ProviderEnquiry) and the agency enquiry they belong to (TrackedEnquiry, one externalId
 * sent to every provider) sums them up. An enquiry made outside the portal enters the
 * index from its first read; the creator is filled in when the portal's create action
 * learns it, whichever came first.
 */
export async function indexEnquiry(organizationId: string, read: EnquiryRead): Promise<{ enquiryId: string } | null> {
  const db = getPrisma();
  const { enquiry, readAt, connectionId } = read;
  const serviceReference = enquiry.serviceReference;
  const fresh = {
    state: enquiry.enquiryState?.state ?? "NEW",
    ...(read.quotes ? { ...read.quotes, syncedAt: readAt } : {}),
    ...(read.booking ? { bookingReference: read.booking.reference, bookedAt: read.booking.at } : {}),
  };
  // A page's read of the enquiry alone changes nothing but its state, and writes only when that differs.
  const stateOnly = !read.quotes && !read.creator && !read.booking && !read.details;
  const known = await db.providerEnquiry.findUnique({ where: { connectionId_serviceReference: { connectionId, serviceReference } }, select: { enquiryId: true, state: true } });
  if (!known && stateOnly) return null;
  if (known && stateOnly && known.state === fresh.state) return { enquiryId: known.enquiryId };

  const enquiryId = known?.enquiryId ?? (await agencyEnquiryFor(organizationId, enquiry, read.creator));
  await db.$transaction(async (tx) => {
    await lockTrackedEnquiry(tx, enquiryId);
    const notOlder = { OR: [{ syncedAt: null }, { syncedAt: { lt: readAt } }] };
    const where = { connectionId, serviceReference, ...notOlder };
    let updated = (await tx.providerEnquiry.updateMany({ where, data: fresh })).count;
    if (!known && updated === 0) {
      const exists = await tx.providerEnquiry.findUnique({ where: { connectionId_serviceReference: { connectionId, serviceReference } }, select: { id: true } });
      if (!exists) {
        // Which key (generation) it was read with: a later key of another account cannot read it.
        const connection = await tx.serviceConnection.findUnique({ where: { id: connectionId }, select: { keyGeneration: true } });
        await tx.providerEnquiry.create({
          data: { id: randomUUID(), organizationId, enquiryId, connectionId, serviceReference, keyGeneration: connection?.keyGeneration ?? 1, ...fresh },
        });
        updated = 1;
      }
    }
    if (read.booking && updated === 0) {
      await tx.providerEnquiry.updateMany({ where: { connectionId, serviceReference }, data: { bookingReference: read.booking.reference, bookedAt: read.booking.at } });
    }
    if (read.creator) {
      await tx.trackedEnquiry.updateMany({ where: { id: enquiryId, createdById: OUTSIDE_CREATOR.id }, data: { createdById: read.creator.id, createdByName: read.creator.name } });
    }
    if (read.details) {
      const { amendedAt } = read.details;
      await tx.trackedEnquiry.updateMany({
        where: { id: enquiryId, OR: [{ detailsAmendedAt: null }, { detailsAmendedAt: { lte: amendedAt } }] },
        data: { ...amendableTrackedFields(enquiry), detailsAmendedAt: amendedAt },
      });
    }
    await sumUp(tx, enquiryId);
  });
  return { enquiryId };
}

/** Writes the agency enquiry's summary of its providers (overall-state.ts). */
export async function sumUp(tx: DbTx, enquiryId: string): Promise<void> {
  const providers = await tx.providerEnquiry.findMany({ where: { enquiryId }, select: STANDING });
  if (providers.length === 0) return;
  await tx.trackedEnquiry.update({ where: { id: enquiryId }, data: overallState(providers) });
}

/**
 * The agency enquiry a provider's enquiry belongs to: the one with its externalId (every
 * provider is sent the same), or a new one. Its reference in links is the first
 * provider's reference, or the externalId when another enquiry already has that reference.
 */
async function agencyEnquiryFor(organizationId: string, enquiry: Enquiry, creator: EnquiryRead["creator"]): Promise<string> {
  const db = getPrisma();
  const existing = () => db.trackedEnquiry.findUnique({ where: { organizationId_externalId: { organizationId, externalId: enquiry.externalId } }, select: { id: true } });
  const found = await existing();
  if (found) return found.id;
  const who = creator ?? OUTSIDE_CREATOR;
  const taken = await db.trackedEnquiry.findUnique({ where: { organizationId_reference: { organizationId, reference: enquiry.serviceReference } }, select: { id: true } });
  try {
    const created = await db.trackedEnquiry.create({
      data: {
        id: randomUUID(),
        organizationId,
        reference: taken ? enquiry.externalId : enquiry.serviceReference,
        ...trackedEnquiryFields(enquiry),
        state: enquiry.enquiryState?.state ?? "NEW",
        createdById: who.id,
        createdByName: who.name,
        // Sent from here: indexed as it is sent. From elsewhere: when the provider made it.
        ...(creator ? {} : { createdAt: new Date(enquiry.createdAt) }),
      },
      select: { id: true },
    });
    return created.id;
  } catch (error) {
    // Another writer got there first.
    if (!isUniqueViolation(error)) throw error;
    const again = await existing();
    if (!again) throw error;
    return again.id;
  }
}
