import { z } from "zod";
import { isCalendarDate } from "@/lib/contract/common";
import { PortalError } from "../errors";

/** The longest range "Who is where" lists: a year of nights, a leap year's included. */
export const LONGEST_RANGE_NIGHTS = 366;

/** The page's query: the first and last night (YYYY-MM-DD, both optional: tonight) and a client. */
export const WhereaboutsQuery = z.object({
  from: z.string().trim().max(40).optional().catch(undefined),
  to: z.string().trim().max(40).optional().catch(undefined),
  client: z.string().trim().min(1).max(64).optional().catch(undefined),
});
export type WhereaboutsQuery = z.infer<typeof WhereaboutsQuery>;

export type StayRange = { from: string; to: string };

/** Today's date (YYYY-MM-DD) where the member is; UTC until their browser has told their time zone. */
export function todayIn(timeZone: string | null, now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: timeZone ?? "UTC", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** The nights between two dates: 2026-12-01 to 2026-12-03 is 2. */
export function nightsBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The nights asked for, first and last both counted: none given is tonight, one given is
 * that night. A date that is not one, a range that ends before it starts or covers more
 * than a year is refused in words.
 */
export function stayRange(query: Pick<WhereaboutsQuery, "from" | "to">, today: string): StayRange {
  const from = query.from || query.to || today;
  const to = query.to || from;
  for (const [label, value] of [["first night", from], ["last night", to]] as const) {
    if (!isCalendarDate(value)) throw new PortalError("INVALID", `The ${label}, “${value}”, is not a date: give it as YYYY-MM-DD, e.g. ${today}.`);
  }
  if (to < from) throw new PortalError("INVALID", `The last night, ${to}, is before the first, ${from}.`);
  const nights = nightsBetween(from, to) + 1;
  if (nights > LONGEST_RANGE_NIGHTS) throw new PortalError("INVALID", `A range covers a year at most (${LONGEST_RANGE_NIGHTS} nights); ${from} to ${to} is ${nights} nights.`);
  return { from, to };
}
