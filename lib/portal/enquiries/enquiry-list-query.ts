import { z } from "zod";
import type { EnquiryStateKey } from "@/lib/contract/common";

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

const day = z.iso.date().optional().catch(undefined);
const text = (max: number) => z.string().trim().max(max).optional().catch(undefined).transform((value) => value || undefined);

/**
 * The list's query string: every filter and the sort live in the URL, so a view can be
 * bookmarked and shared. Unknown or broken values are dropped, never an error page.
 */
export const EnquiryListQuery = z.object({
  q: text(100),
  group: z.enum(STATE_GROUP_KEYS).optional().catch(undefined),
  checkInFrom: day,
  checkInTo: day,
  createdFrom: day,
  createdTo: day,
  destination: text(100),
  /** "me", or a member's user id. */
  agent: text(64),
  client: text(100),
  /** "1": only the enquiries the member follows. */
  following: z.literal("1").optional().catch(undefined),
  sort: z.enum(SORT_KEYS).optional().catch(undefined),
  dir: z.enum(["asc", "desc"]).optional().catch(undefined),
  after: z.string().max(400).optional().catch(undefined),
  before: z.string().max(400).optional().catch(undefined),
});
export type EnquiryListQuery = z.infer<typeof EnquiryListQuery>;

/** The filter part of a query (what decides which rows, not where the page starts). */
export const FILTER_KEYS = ["q", "group", "checkInFrom", "checkInTo", "createdFrom", "createdTo", "destination", "agent", "client", "following"] as const;

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
