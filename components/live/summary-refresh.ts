import type { EnquirySummary, TimelineEntry } from "@/lib/portal/live/messages";

/** What the enquiry's page shows of its summary: as rendered, or as the last summary said. */
export type ShownSummary = Pick<EnquirySummary, "state" | "quoteCount" | "quotedAt">;

/** Events of the enquiry that change what the page shows beyond its summary. */
const DETAIL_EVENTS = new Set(["ENQUIRY.SPECIALIST_ASSIGNED", "ENQUIRY.AMENDED"]);

/**
 * Whether the enquiry's page must re-render its server parts for a summary the stream
 * brought, or the summary itself says all that changed (the state in the Status card reads
 * it at once, see live-state-badge.tsx). Re-rendered: a new or replaced quote (the quotes,
 * the comparison link), a booking's step (its card), a client's choice, a specialist
 * assigned (the summary does not carry the name), the details changed (ENQUIRY.AMENDED, by
 * a colleague or another system: the stay, the amendments, the quotes' marks), a change of
 * state (the providers' row, the progress, the actions open to the agent), a summary
 * without its events, and any change to an enquiry sent to several providers (the summary
 * is theirs together, not each one's). Not re-rendered: an event of the enquiry that
 * changed none of these (sent again, or one the sandbox replays).
 */
export function pageNeedsRefresh(shown: ShownSummary | null, summary: EnquirySummary, entries: readonly TimelineEntry[], providers: number): boolean {
  if (!shown || providers !== 1 || entries.length === 0) return true;
  if (entries.some((e) => !e.eventType.startsWith("ENQUIRY.") || DETAIL_EVENTS.has(e.eventType))) return true;
  return summary.state !== shown.state || summary.quoteCount !== shown.quoteCount || summary.quotedAt !== shown.quotedAt;
}
