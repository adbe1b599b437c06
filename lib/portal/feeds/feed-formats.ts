import { z } from "zod";

// What a client's feed is: a spreadsheet download, a calendar to subscribe to, or JSON for
// the client's own systems. Each has its own secret address.

export const FEED_FORMATS = {
  csv: { label: "CSV", extension: "csv", contentType: "text/csv; charset=utf-8" },
  ics: { label: "iCalendar", extension: "ics", contentType: "text/calendar; charset=utf-8" },
  json: { label: "JSON", extension: "json", contentType: "application/json; charset=utf-8" },
} as const;
export type FeedFormat = keyof typeof FEED_FORMATS;
export const FeedFormat = z.enum(["csv", "ics", "json"], { error: "Choose CSV, iCalendar or JSON." });

export function isFeedFormat(value: string): value is FeedFormat {
  return Object.hasOwn(FEED_FORMATS, value);
}
