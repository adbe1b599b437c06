import { z } from "zod";
import { queryDay, queryText } from "@/lib/shared/query-string";
import { weekOf } from "./figures";

const DAY_MS = 86_400_000;
/** The period shown when none is chosen: this week and the eleven before it. */
const DEFAULT_WEEKS = 12;
/** Longer periods are cut to this many days back from their end, so one page never reads years of records. */
export const MAX_PERIOD_DAYS = 731;

/**
 * The Reports page's query string: the period (UTC days the enquiries were sent on) and
 * who sent them ("me" or a member's user id). Broken values are dropped, never an error page.
 */
export const ReportQuery = z.object({
  from: queryDay,
  to: queryDay,
  agent: queryText(64),
});
export type ReportQuery = z.infer<typeof ReportQuery>;

export type ReportPeriod = {
  /** First day, YYYY-MM-DD. */
  from: string;
  /** Last day, YYYY-MM-DD, included. */
  to: string;
  /** The period as times: from its first day's start to the next day after its last (excluded). */
  start: Date;
  end: Date;
};

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The period a query asks for, with the defaults filled in and the ends put in order. */
export function periodOf(query: { from?: string; to?: string }, now: Date): ReportPeriod {
  const today = dayOf(now);
  const to = query.to ?? today;
  const defaultFrom = dayOf(new Date(Date.parse(`${weekOf(new Date(`${to}T00:00:00Z`))}T00:00:00Z`) - (DEFAULT_WEEKS - 1) * 7 * DAY_MS));
  let from = query.from ?? defaultFrom;
  let last = to;
  if (from > last) [from, last] = [last, from];
  const earliest = dayOf(new Date(Date.parse(`${last}T00:00:00Z`) - (MAX_PERIOD_DAYS - 1) * DAY_MS));
  if (from < earliest) from = earliest;
  return { from, to: last, start: new Date(`${from}T00:00:00Z`), end: new Date(Date.parse(`${last}T00:00:00Z`) + DAY_MS) };
}

/** The query as URL parameters, empty values left out: one view, one address. */
export function reportParams(query: ReportQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ["from", "to", "agent"] as const) if (query[key]) params.set(key, query[key]);
  return params;
}
