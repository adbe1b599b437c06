import "server-only";
import { z } from "zod";
import { EnquiryStateKey } from "@/lib/contract/common";
import { containsIgnoringCase } from "@/lib/db/filters";
import { getPrisma } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";
import { decodeCursor, encodeCursor } from "./enquiry-cursor";

export const PAGE_SIZE = 20;

/** The list page's query string. Unknown or broken values are dropped, never an error page. */
export const EnquiryListQuery = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  state: EnquiryStateKey.optional().catch(undefined),
  after: z.string().max(200).optional().catch(undefined),
  before: z.string().max(200).optional().catch(undefined),
});
export type EnquiryListQuery = z.infer<typeof EnquiryListQuery>;

export type TrackedEnquiryRow = {
  id: string;
  serviceReference: string;
  clientReference: string;
  state: string;
  checkIn: string | null;
  checkOut: string | null;
  placeLabel: string;
  /** The client's latest choice on a share link: "Aparthotel · Studio". */
  choiceLabel: string | null;
  adults: number;
  children: number;
  infants: number;
  leadGuestName: string | null;
  createdByName: string;
  createdAt: Date;
  /** Sent with a key of another account than the current one: its details cannot be read any more. */
  otherAccount: boolean;
};

export type TrackedEnquiryPage = {
  rows: TrackedEnquiryRow[];
  /** Enquiries matching the search and filter, on every page. */
  total: number;
  /** Cursor of the next (older) page; null on the last. */
  after: string | null;
  /** Cursor of the previous (newer) page; null on the first. */
  before: string | null;
};

/**
 * One page of the organisation's enquiries, newest first: keyset pagination on
 * (createdAt, id), so rows added meanwhile neither repeat nor vanish while paging.
 */
export async function listTrackedEnquiries(organizationId: string, query: EnquiryListQuery, pageSize = PAGE_SIZE): Promise<TrackedEnquiryPage> {
  const db = getPrisma();
  const filter: Prisma.TrackedEnquiryWhereInput = { organizationId };
  if (query.state) filter.state = query.state;
  if (query.q) {
    const contains = containsIgnoringCase(query.q);
    filter.OR = (["serviceReference", "clientReference", "externalId", "placeLabel", "leadGuestName", "createdByName"] as const).map((field) => ({
      [field]: contains,
    }));
  }

  const after = decodeCursor(query.after);
  const before = after ? null : decodeCursor(query.before);
  const position = after ?? before;
  const backwards = before !== null;
  const where: Prisma.TrackedEnquiryWhereInput = position
    ? {
        AND: [
          filter,
          {
            OR: [
              { createdAt: backwards ? { gt: position.createdAt } : { lt: position.createdAt } },
              { createdAt: position.createdAt, id: backwards ? { gt: position.id } : { lt: position.id } },
            ],
          },
        ],
      }
    : filter;
  const order = backwards ? "asc" : "desc";

  const [found, total, connection] = await Promise.all([
    db.trackedEnquiry.findMany({
      where,
      orderBy: [{ createdAt: order }, { id: order }],
      take: pageSize + 1,
      select: {
        id: true,
        serviceReference: true,
        clientReference: true,
        state: true,
        checkIn: true,
        checkOut: true,
        placeLabel: true,
        choiceLabel: true,
        adults: true,
        children: true,
        infants: true,
        leadGuestName: true,
        createdByName: true,
        createdAt: true,
        keyGeneration: true,
      },
    }),
    db.trackedEnquiry.count({ where: filter }),
    db.serviceConnection.findUnique({ where: { organizationId }, select: { keyGeneration: true } }),
  ]);
  const more = found.length > pageSize;
  const current = connection?.keyGeneration ?? 1;
  const page = found.slice(0, pageSize).map(({ keyGeneration, ...row }) => ({ ...row, otherAccount: keyGeneration !== current }));
  if (backwards) page.reverse();
  const first = page[0];
  const last = page.at(-1);
  return {
    rows: page,
    total,
    // The page we came from lies on the other side: newer when moving forwards, older when moving backwards.
    after: last && (backwards ? true : more) ? encodeCursor(last) : null,
    before: first && (backwards ? more : position !== null) ? encodeCursor(first) : null,
  };
}
