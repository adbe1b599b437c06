// How the report names weeks, months and durations. Weeks and months are UTC, as the figures are.

const SHORT_DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const LONG_DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const MONTH = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });

const atDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** "2 Nov": under a bar. */
export const weekShort = (week: string) => SHORT_DAY.format(atDay(week));
/** "Week of 2 Nov 2026": in a table or a sentence. */
export const weekLong = (week: string) => `Week of ${LONG_DAY.format(atDay(week))}`;
/** "2 Nov 2026". */
export const dayLong = (day: string) => LONG_DAY.format(atDay(day));
/** "Nov 2026" from "2026-11". */
export const monthLabel = (month: string) => MONTH.format(atDay(`${month}-01`));

/** "1.5 h", "10 h": tenths only where they matter. */
export function hoursLabel(hours: number): string {
  const rounded = hours < 10 ? Math.round(hours * 10) / 10 : Math.round(hours);
  return `${rounded.toLocaleString("en-GB")} h`;
}

export const plural = (count: number, one: string, many: string) => `${count.toLocaleString("en-GB")} ${count === 1 ? one : many}`;
