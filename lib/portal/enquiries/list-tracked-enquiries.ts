import "server-only";
import { countUnreadMessages } from "./count-unread-messages";
import { getPrisma } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";
import { decodeCursor, encodeCursor } from "./enquiry-cursor";
import type { CursorPosition } from "./enquiry-cursor";
import { enquiryListWhere, positionOf, segmentsOf } from "./enquiry-list-filter";
import { sortOf, type EnquiryListQuery } from "./enquiry-list-query";
import { progressShort } from "./provider-progress";

export { EnquiryListQuery } from "./enquiry-list-query";

export const PAGE_SIZE = 20;
/** Counting stops here: past it the list says "more than", so a page costs the same at any size. */
export const COUNT_LIMIT = 1000;

export type TrackedEnquiryRow = {
  id: string;
  /** The agency enquiry's reference, in its link. */
  reference: string;
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
  /** Sent to several providers: how far they have gone ("2 of 3 quoted"); null for one provider. */
  progress: string | null;
  /** The providers' messages the member has not read yet (since they last opened the enquiry). */
  unreadMessages: number;
};

export type TrackedEnquiryPage = {
  rows: TrackedEnquiryRow[];
  /** Enquiries matching the filters, on every page, counted up to COUNT_LIMIT. */
  total: number;
  /** More than COUNT_LIMIT match. */
  totalCapped: boolean;
  /** Cursor of the next page; null on the last. */
  after: string | null;
  /** Cursor of the previous page; null on the first. */
  before: string | null;
};

export const TRACKED_ENQUIRY_SELECT = {
  id: true,
  reference: true,
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
} as const;

// The page's providers come with it, in one query for all its rows (Prisma reads a relation for every parent at once).
const PAGE_SELECT = {
  ...TRACKED_ENQUIRY_SELECT,
  providers: { orderBy: { createdAt: "asc" }, select: { connectionId: true, keyGeneration: true, state: true, withdrawnAt: true } },
} as const;

/** Up to `take` rows from a position in the query's order, segment after segment. */
export async function readInOrder<S extends Prisma.TrackedEnquirySelect>(
  filter: Prisma.TrackedEnquiryWhereInput,
  query: EnquiryListQuery,
  backwards: boolean,
  position: CursorPosition | null,
  take: number,
  select: S,
): Promise<Prisma.TrackedEnquiryGetPayload<{ select: S }>[]> {
  const rows: Prisma.TrackedEnquiryGetPayload<{ select: S }>[] = [];
  let started = position === null;
  for (const segment of segmentsOf(query, backwards)) {
    if (rows.length >= take) break;
    let where: Prisma.TrackedEnquiryWhereInput = { AND: [filter, segment.where] };
    if (!started) {
      if (!segment.holds(position!)) continue;
      where = { AND: [filter, segment.where, segment.from(position!)] };
      started = true;
    }
    rows.push(...(await getPrisma().trackedEnquiry.findMany({ where, orderBy: segment.orderBy, take: take - rows.length, select })));
  }
  return rows;
}

/**
 * One page of the organisation's enquiries in the query's order: keyset pagination on
 * (sort column, id), so rows added meanwhile neither repeat nor vanish while paging, and a
 * page deep in 100,000 enquiries costs what the first one does.
 */
export async function listTrackedEnquiries(
  organizationId: string,
  userId: string,
  query: EnquiryListQuery,
  pageSize = PAGE_SIZE,
): Promise<TrackedEnquiryPage> {
  const db = getPrisma();
  const filter = await enquiryListWhere(organizationId, userId, query);
  const { key } = sortOf(query);
  const after = decodeCursor(query.after, key);
  const before = after ? null : decodeCursor(query.before, key);
  const position = after ?? before;
  const backwards = before !== null;

  const [found, counted, connections] = await Promise.all([
    readInOrder(filter, query, backwards, position, pageSize + 1, PAGE_SELECT),
    // Counted in the page's own index order, stopping at the cap. Prisma's count with `take`
    // grew with the organisation's size instead (docs/benchmarks-pages.md, fifth round).
    readInOrder(filter, query, false, null, COUNT_LIMIT + 1, { id: true }).then((rows) => rows.length),
    db.serviceConnection.findMany({ where: { organizationId }, select: { id: true, name: true, keyGeneration: true } }),
  ]);
  const more = found.length > pageSize;
  const current = new Map(connections.map((c) => [c.id, c]));
  const unread = await countUnreadMessages(organizationId, userId, found.slice(0, pageSize).map((row) => row.reference));
  const page = found.slice(0, pageSize).map(({ providers, ...row }) => ({
    ...row,
    unreadMessages: unread.get(row.reference) ?? 0,
    // Unreadable when every provider it went to now holds a key of another account.
    otherAccount: providers.length > 0 && providers.every((p) => p.keyGeneration !== (current.get(p.connectionId)?.keyGeneration ?? p.keyGeneration)),
    progress: progressShort(
      providers.map((p) => ({ name: current.get(p.connectionId)?.name ?? "a removed provider", state: p.state, withdrawn: p.withdrawnAt !== null })),
    ),
  }));
  if (backwards) page.reverse();
  const first = page[0];
  const last = page.at(-1);
  return {
    rows: page,
    total: Math.min(counted, COUNT_LIMIT),
    totalCapped: counted > COUNT_LIMIT,
    // The page we came from lies on the other side: later in the order when moving forwards, earlier when moving backwards.
    after: last && (backwards ? true : more) ? encodeCursor(positionOf(last, query)) : null,
    before: first && (backwards ? more : position !== null) ? encodeCursor(positionOf(first, query)) : null,
  };
}
