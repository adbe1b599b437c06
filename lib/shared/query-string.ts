import { z } from "zod";

// The readers of a page's query string. Its values are typed, bookmarked, shared and cut
// short by hand: one that is missing, repeated or broken is dropped (undefined), never an
// error page. Every list, filter and report page reads its parameters with these.

/** A calendar day, YYYY-MM-DD. */
export const queryDay = z.iso.date().optional().catch(undefined);

/** Text, trimmed, of at most `max` characters; blank is absent. */
export function queryText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .optional()
    .catch(undefined)
    .transform((value) => value || undefined);
}

/** One of `values`. */
export function queryChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values).optional().catch(undefined);
}

/** Where a page starts: a cursor as the page before handed it out, of at most `max` characters. */
export function queryCursor(max: number) {
  return z.string().max(max).optional().catch(undefined);
}
