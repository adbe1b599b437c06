import type { ReceivedQuote } from "@/lib/contract/quote";
import type { ProviderQuotes } from "./get-quote-comparison";

/** A provider's active quote on the board; `provider` marks its columns when the enquiry went to more than one. */
export type ComparedQuoteSource = { quote: ReceivedQuote; provider: { id: string; name: string } | null };

/** The active quotes to compare, in the providers' order (the lead first). */
export function comparedSources(providers: readonly ProviderQuotes[]): ComparedQuoteSource[] {
  const marked = providers.length > 1;
  return providers.flatMap((p) =>
    p.status === "found" && p.active ? [{ quote: p.active, provider: marked ? { id: p.provider.connectionId, name: p.provider.name } : null }] : [],
  );
}

/** The day exchange rates are picked for: today in UTC, the same for the agent and for the client's link. */
export function rateDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
