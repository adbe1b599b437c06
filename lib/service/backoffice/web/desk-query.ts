import { z } from "zod";
import { CONVERSATION_MAX, CONVERSATION_PAGE } from "../get-desk-conversation";

// The enquiry page's query string: the composer's inventory search. Typed and edited by
// hand like any query string, so a missing, repeated or broken value is dropped (the
// default applies) and one out of range is brought within it, never an error page.

/** A number within min and max (one beyond is taken as the nearest bound); blank or broken is absent. */
function numberWithin(min: number, max: number) {
  return z
    .string()
    .trim()
    .min(1)
    .transform(Number)
    .pipe(z.number())
    .transform((n) => Math.min(max, Math.max(min, n)))
    .optional()
    .catch(undefined);
}

export const DeskQuery = z.object({
  /** How far from the enquiry's location to look, in km. */
  radiusKm: numberWithin(1, 100).transform((value) => value ?? 25),
  /** The highest nightly rate of a unit shown; absent: any. */
  maxNightlyRate: numberWithin(1, 1_000_000),
  /** How many of the conversation's newest messages to show ("Earlier messages" adds a page). */
  messages: numberWithin(CONVERSATION_PAGE, CONVERSATION_MAX).transform((value) => Math.floor(value ?? CONVERSATION_PAGE)),
});
export type DeskQuery = z.infer<typeof DeskQuery>;
