import "server-only";
import { randomUUID } from "node:crypto";
import type { Enquiry } from "@/lib/contract/enquiry";
import { getPrisma } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import { trackedEnquiryFields } from "./tracked-enquiry-fields";

/** Who the list names as the creator of an enquiry first seen through an event. */
export const OUTSIDE_CREATOR = { id: "", name: "Another system" } as const;

/** What a full read (the enquiry and its quotes) tells the index about the quotes. */
export type QuotesRead = { quoteCount: number; quotedAt: Date | null; cheapestTotalCents: number | null; cheapestCurrency: string | null };

export type EnquiryRead = {
  enquiry: Enquiry;
  /** When the read of the provider started: a read that started earlier never overwrites a later one. */
  readAt: Date;
  /** Present when the quotes were read too (the receiver's read); a page visit reads the enquiry alone. */
  quotes?: QuotesRead;
  /** The member who sent it from the portal, when they did. */
  creator?: { id: string; name: string };
  /** A booking event names the booking; kept for the export, whatever order events arrive in. */
  booking?: { reference: string; at: Date };
};

/**
 * The one writer of the organisation's enquiry index (the list, the dashboard, the
 * export): the portal's own create action, the enquiry page's read and the receiver's
 * read after an event all go through here. An enquiry made outside the portal with the
 * same key enters the index from its first read; the creator is filled in when the
 * portal's create action learns it, whichever came first.
 */
export async function indexEnquiry(organizationId: string, read: EnquiryRead): Promise<void> {
  const db = getPrisma();
  const { enquiry, readAt } = read;
  const serviceReference = enquiry.serviceReference;
  const fresh = {
    ...trackedEnquiryFields(enquiry),
    state: enquiry.enquiryState?.state ?? "NEW",
    ...(read.quotes ? { ...read.quotes, syncedAt: readAt } : {}),
    ...(read.booking ? { bookingReference: read.booking.reference, bookedAt: read.booking.at } : {}),
  };
  const notOlder = { OR: [{ syncedAt: null }, { syncedAt: { lt: readAt } }] };
  // A page's read of the enquiry alone changes nothing but its state, and writes only when that differs.
  const stateOnly = !read.quotes && !read.creator && !read.booking;
  const update = async () => {
    const updated = stateOnly
      ? await db.trackedEnquiry.updateMany({ where: { organizationId, serviceReference, ...notOlder, NOT: { state: fresh.state } }, data: { state: fresh.state } })
      : await db.trackedEnquiry.updateMany({ where: { organizationId, serviceReference, ...notOlder }, data: fresh });
    if (read.creator) {
      await db.trackedEnquiry.updateMany({ where: { organizationId, serviceReference, createdById: OUTSIDE_CREATOR.id }, data: { createdById: read.creator.id, createdByName: read.creator.name } });
    }
    if (read.booking && updated.count === 0) {
      await db.trackedEnquiry.updateMany({ where: { organizationId, serviceReference }, data: { bookingReference: read.booking.reference, bookedAt: read.booking.at } });
    }
  };
  const exists = await db.trackedEnquiry.findUnique({ where: { organizationId_serviceReference: { organizationId, serviceReference } }, select: { id: true } });
  // A page's read of an enquiry the index does not hold leaves it to the receiver and the create action.
  if (exists || stateOnly) return exists ? update() : undefined;
  // Which key (generation) the enquiry was read with: a later key of another account cannot read it.
  const connection = await db.serviceConnection.findUnique({ where: { organizationId }, select: { keyGeneration: true } });
  const creator = read.creator ?? OUTSIDE_CREATOR;
  try {
    await db.trackedEnquiry.create({
      data: {
        id: randomUUID(),
        organizationId,
        keyGeneration: connection?.keyGeneration ?? 1,
        createdById: creator.id,
        createdByName: creator.name,
        // Sent from here: indexed as it is sent. From elsewhere: when the provider made it.
        ...(read.creator ? {} : { createdAt: new Date(enquiry.createdAt) }),
        ...fresh,
      },
    });
  } catch (error) {
    // Another writer got there first: bring its row up to date.
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
    await update();
  }
}
