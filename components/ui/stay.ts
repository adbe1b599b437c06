import { formatStay } from "@/lib/shared/format";

// Stay dates as people read them. Dates are calendar dates (YYYY-MM-DD) with no time
// zone, so they are formatted in UTC: what was typed is what is shown.

const DAY_MS = 86_400_000;

function parse(date: string | null | undefined): number | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? null : time;
}

/** Nights between two dates; null unless check-out is after check-in. */
export function nightsBetween(checkIn: string | null | undefined, checkOut: string | null | undefined): number | null {
  const from = parse(checkIn);
  const to = parse(checkOut);
  if (from === null || to === null || to <= from) return null;
  return Math.round((to - from) / DAY_MS);
}

export function nightsLabel(nights: number): string {
  return nights === 1 ? "1 night" : `${nights} nights`;
}

/** "14 Mar – 17 Mar 2027", "From 14 Mar 2027", or "Dates open" (written once, in lib/shared/format.ts). */
export const stayLabel = formatStay;

/** The day after a date, for a check-out picker's minimum. */
export function dayAfter(date: string): string | undefined {
  const time = parse(date);
  return time === null ? undefined : new Date(time + DAY_MS).toISOString().slice(0, 10);
}
