// How the report names weeks, months and durations. Weeks and months are UTC, as the figures are.

import { formatDay, formatNumber } from "@/lib/shared/format";

const MONTH = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });

/** "2 Nov": under a bar. */
export const weekShort = (week: string) => formatDay(week, { year: false });
/** "Week of 2 Nov 2026": in a table or a sentence. */
export const weekLong = (week: string) => `Week of ${formatDay(week)}`;
/** "2 Nov 2026". */
export const dayLong = (day: string) => formatDay(day);
/** "Nov 2026" from "2026-11". */
export const monthLabel = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));

/** "0 min", "12 min" under an hour; "1.5 h", "10 h" from there: tenths only where they matter. */
export function hoursLabel(hours: number): string {
  const minutes = Math.round(hours * 60);
  if (minutes < 60) return `${formatNumber(minutes)} min`;
  const rounded = hours < 10 ? Math.round(hours * 10) / 10 : Math.round(hours);
  return `${formatNumber(rounded)} h`;
}

export const plural = (count: number, one: string, many: string) => `${formatNumber(count)} ${count === 1 ? one : many}`;
