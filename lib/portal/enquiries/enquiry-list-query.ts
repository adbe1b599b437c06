import { z } from "zod";
import type { EnquiryStateKey } from "@/lib/contract/common";
import { queryChoice, queryCursor, queryDay, queryText } from "@/lib/shared/query-string";

/** What the list's state filter offers: groups of the lifecycle's states, as a manager thinks of them. */
export const STATE_GROUPS = {
  open: ["NEW", "SHORTLISTING"],
  quoted: ["QUOTED"],
  booked: ["BOOKING_PENDING", "BOOKING_CONFIRMED", "BOOKING_CHECK_IN_DETAILS_SENT"],
  closed: ["CLOSED", "BOOKING_CANCELLED"],
} as const satisfies Record<string, readonly EnquiryStateKey[]>;
export type StateGroup = keyof typeof STATE_GROUPS;
const STATE_GROUP_KEYS = Object.keys(STATE_GROUPS) as [StateGroup, ...StateGroup[]];

/** The columns the list can be sorted by. */
export const SORT_KEYS = ["created", "checkIn", "reference", "client"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = "asc" | "desc";

/**
 * The list's query string: every filter and the sort live in the URL, so a view can be
 * bookmarked and shared. Unknown or broken values are dropped, never an error page.
 */
export const EnquiryListQuery = z.object({
  q: queryText(100),
  group: queryChoice(STATE_GROUP_KEYS),
  checkInFrom: queryDay,
  checkInTo: queryDay,
  createdFrom: queryDay,
  createdTo: queryDay,
  destination: queryText(100),
  /** "me", or a member's user id. */
  agent: queryText(64),
  client: queryText(100),
  /** Who the enquiry is billed to: one of the organisation's client ids, or "none" (no client). */
  clientId: queryText(64),
  /** The billing codes, each matched whole, whatever its case (billing-keys.ts; check-billing-filters.ts says why a value finds nothing). */
  costCentre: queryText(100),
  poNumber: queryText(100),
  projectCode: queryText(100),
  /** "1": only the enquiries the member follows. */
  following: queryChoice(["1"]),
  sort: queryChoice(SORT_KEYS),
  dir: queryChoice(["asc", "desc"]),
  after: queryCursor(400),
  before: queryCursor(400),
});
export type EnquiryListQuery = z.infer<typeof EnquiryListQuery>;

/** The filter part of a query (what decides which rows, not where the page starts). */
export const FILTER_KEYS = ["q", "group", "checkInFrom", "checkInTo", "createdFrom", "createdTo", "destination", "agent", "client", "clientId", "costCentre", "poNumber", "projectCode", "following"] as const;

/** The clientId filter's value for the enquiries billed to no client. */
export const NO_CLIENT = "none";

export function sortOf(query: EnquiryListQuery): { key: SortKey; dir: SortDirection } {
  const key = query.sort ?? "created";
  return { key, dir: query.dir ?? (key === "created" ? "desc" : "asc") };
}

export function isFiltered(query: EnquiryListQuery): boolean {
  return FILTER_KEYS.some((key) => query[key] !== undefined);
}

/** The query as URL parameters, in a stable order, leaving out what is at its default. */
export function queryParams(query: EnquiryListQuery, change: Partial<EnquiryListQuery> = {}): URLSearchParams {
  const merged = { ...query, ...change };
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = merged[key];
    if (value) params.set(key, value);
  }
  if (merged.sort && merged.sort !== "created") params.set("sort", merged.sort);
  const { key, dir } = sortOf(merged);
  if (merged.dir && dir !== (key === "created" ? "desc" : "asc")) params.set("dir", merged.dir);
  if (merged.after) params.set("after", merged.after);
  else if (merged.before) params.set("before", merged.before);
  return params;
}
