import "server-only";
import { containsIgnoringCase } from "@/lib/db/filters";
import { getPrisma } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";
import { billingKeyOf } from "./billing-keys";
import type { CursorPosition } from "./enquiry-cursor";
import { NO_CLIENT, STATE_GROUPS, sortOf, type EnquiryListQuery, type SortKey } from "./enquiry-list-query";

type Where = Prisma.TrackedEnquiryWhereInput;
type Column = "createdAt" | "checkIn" | "reference" | "clientReference";

export const SORT_COLUMNS: Record<SortKey, Column> = {
  created: "createdAt",
  checkIn: "checkIn",
  reference: "reference",
  client: "clientReference",
};

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** Enquiries one member follows, at the most: far more than anyone follows by hand. */
const MAX_FOLLOWED = 5_000;

/** The rows a query's filters select, within the organisation (the list and the export share it). */
export async function enquiryListWhere(organizationId: string, userId: string, query: EnquiryListQuery): Promise<Where> {
  const and: Where[] = [{ organizationId }];
  if (query.following) {
    const followed = await getPrisma().enquiryFollow.findMany({ where: { organizationId, userId }, select: { serviceReference: true }, take: MAX_FOLLOWED });
    and.push({ reference: { in: followed.map((f) => f.serviceReference) } });
  }
  if (query.group) and.push({ state: { in: [...STATE_GROUPS[query.group]] } });
  // Check-in dates are stored as YYYY-MM-DD, which sorts as text in date order.
  if (query.checkInFrom || query.checkInTo) and.push({ checkIn: { gte: query.checkInFrom, lte: query.checkInTo } });
  // Creation days are UTC days, as the list shows them.
  if (query.createdFrom || query.createdTo) {
    and.push({
      createdAt: {
        gte: query.createdFrom ? new Date(`${query.createdFrom}T00:00:00Z`) : undefined,
        lt: query.createdTo ? nextDay(query.createdTo) : undefined,
      },
    });
  }
  if (query.destination) and.push({ placeLabel: containsIgnoringCase(query.destination) });
  if (query.agent) and.push({ createdById: query.agent === "me" ? userId : query.agent });
  if (query.client) and.push({ clientReference: containsIgnoringCase(query.client) });
  // Billing: the client by id (another organisation's id finds nothing: the organisation is in every query), and
  // each code whole, whatever its case or runs of spaces, by its key: PO-1 never finds PO-10.
  if (query.clientId) and.push({ clientId: query.clientId === NO_CLIENT ? null : query.clientId });
  if (query.costCentre) and.push({ costCentreKey: billingKeyOf(query.costCentre) });
  if (query.poNumber) and.push({ poNumberKey: billingKeyOf(query.poNumber) });
  if (query.projectCode) and.push({ projectCodeKey: billingKeyOf(query.projectCode) });
  if (query.q) {
    const contains = containsIgnoringCase(query.q);
    and.push({
      OR: [
        ...(["reference", "clientReference", "externalId", "placeLabel", "leadGuestName", "createdByName", "bookingReference"] as const).map((field) => ({
          [field]: contains,
        })),
        // Each provider's own reference, not only the first provider's that names the enquiry here.
        { providers: { some: { serviceReference: contains } } },
      ],
    });
  }
  return and.length === 1 ? and[0]! : { AND: and };
}

/**
 * The list's order as segments read one after another, each in one index's order: rows
 * with an empty check-in come last whichever way check-in is sorted, and both databases
 * can only walk an index for a plain column order (an explicit NULLS LAST makes SQLite
 * sort every row). Going backwards reverses the segments and their order.
 */
export type Segment = {
  where: Where;
  orderBy: Prisma.TrackedEnquiryOrderByWithRelationInput[];
  /** Whether a cursor's row lies in this segment. */
  holds: (position: CursorPosition) => boolean;
  /** The segment's rows past a cursor's row. */
  from: (position: CursorPosition) => Where;
};

export function segmentsOf(query: EnquiryListQuery, backwards: boolean): Segment[] {
  const { key, dir } = sortOf(query);
  const column = SORT_COLUMNS[key];
  const asc = backwards ? dir !== "asc" : dir === "asc";
  const order = asc ? "asc" : "desc";
  const past = asc ? "gt" : "lt";
  // "At or past the value, and past the id among equals": an index range from the position, not a scan up to it.
  const ranged: Segment = {
    where: column === "checkIn" ? { checkIn: { not: null } } : {},
    orderBy: [{ [column]: order }, { id: order }],
    holds: (position) => position.value !== null,
    from: (position) => {
      const value = key === "created" ? new Date(position.value!) : position.value!;
      return { AND: [{ [column]: { [`${past}e`]: value } }, { OR: [{ [column]: { [past]: value } }, { id: { [past]: position.id } }] }] };
    },
  };
  if (column !== "checkIn") return [ranged];
  const empty: Segment = {
    where: { checkIn: null },
    orderBy: [{ id: order }],
    holds: (position) => position.value === null,
    from: (position) => ({ id: { [past]: position.id } }),
  };
  return backwards ? [empty, ranged] : [ranged, empty];
}

/** The cursor of a row under the query's sort. */
export function positionOf(row: { id: string; createdAt: Date; checkIn: string | null; reference: string; clientReference: string }, query: EnquiryListQuery): CursorPosition {
  const { key } = sortOf(query);
  const value = key === "created" ? row.createdAt.toISOString() : row[SORT_COLUMNS[key] as Exclude<Column, "createdAt">];
  return { sort: key, value, id: row.id };
}
