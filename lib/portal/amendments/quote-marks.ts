import { madeForEarlierDetails } from "@/lib/contract/amendment";
import type { StoredAmendment } from "./list-amendments";

/**
 * The amendment a quote was made before, when its provider's details have changed since
 * (the quote is then marked "Made for the earlier details"): its provider's latest
 * amendment, `amendments` being that provider's, newest first. Null when the quote is as
 * new as the details, or they never changed.
 */
export function changedSinceQuote(quoteCreatedAt: string, amendments: readonly StoredAmendment[] | undefined): StoredAmendment | null {
  const latest = amendments?.[0] ?? null;
  return latest && madeForEarlierDetails(quoteCreatedAt, { createdAt: latest.amendedAt.toISOString() }) ? latest : null;
}
