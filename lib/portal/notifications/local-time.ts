// The member's wall clock, for the daily digest: their local day and hour in an IANA
// time zone (UTC when they have none, or an unknown one).

import { isTimeZone } from "@/lib/shared/format";

export type LocalTime = { day: string; hour: number };

export function localTime(now: Date, zone: string | null | undefined): LocalTime {
  const timeZone = zone && isTimeZone(zone) ? zone : "UTC";
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", hourCycle: "h23" }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return { day: `${part("year")}-${part("month")}-${part("day")}`, hour: Number(part("hour")) };
}

/** "24 Nov, 14:05" in the member's zone. */
export function localStamp(at: Date, zone: string | null | undefined): string {
  const timeZone = zone && isTimeZone(zone) ? zone : "UTC";
  return new Intl.DateTimeFormat("en-GB", { timeZone, day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(at);
}
