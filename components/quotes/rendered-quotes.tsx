import "server-only";
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { ReceivedQuote } from "@/lib/contract/quote";
import type { StayParty } from "@/lib/portal/quotes/charge-cost";
import { compareQuote, type Comparison } from "@/lib/portal/quotes/compare-quote";
import { PropertyDetails } from "./property-details";
import { DistanceCell, propertyUnitCells } from "./unit-summary";
import { renderStaticMarkup } from "@/components/markup/static-markup";

/**
 * One quote as one provider connection sent it, for one party (the totals count its guests
 * and nights). A page that compares several quotes asks for each one on its own.
 */
export type QuoteSource = { connectionId: string; quote: ReceivedQuote; party: StayParty };

/** What never changes for one version of a quote: computed and rendered once, then shared. */
export type RenderedQuote = {
  /** Names this version (and party): what a URL of its details carries. */
  version: string;
  comparison: Comparison;
  /** Each property's details (address, texts, features, every unit in full) as HTML, by quote item id. */
  details: () => Record<string, string>;
  /** Each property's summary on the board as HTML, by quote item id: its distance, and each unit's cells (one string a unit). */
  summaries: () => Record<string, PropertySummary>;
};

export type PropertySummary = { distance: string; units: string[] };

type Entry = { version: string; comparison: Comparison; details: Record<string, string> | null; summaries: Record<string, PropertySummary> | null; bytes: number };

// Pages and route handlers are separate bundles: one cache for the process.
const globalForQuotes = globalThis as unknown as { staydeskRenderedQuotes?: LRUCache<string, Entry> };
const MAX_BYTES = 32 * 1024 * 1024;

function cache(): LRUCache<string, Entry> {
  globalForQuotes.staydeskRenderedQuotes ??= new LRUCache<string, Entry>({ maxSize: MAX_BYTES, sizeCalculation: (entry) => Math.max(1, entry.bytes) });
  return globalForQuotes.staydeskRenderedQuotes;
}

/**
 * The version of a quote as the portal shows it. A sent quote's items never change; what
 * can is its state, its booking and the enquiry's party, all named here, and the service
 * moves `updatedAt` with every change besides.
 */
export function quoteVersion(quote: ReceivedQuote, party: StayParty): string {
  return createHash("sha256")
    .update(JSON.stringify([quote.updatedAt, quote.state, quote.invalidatedAt, quote.bookedQuoteItem?.quoteItemId ?? null, party.nights, party.guests, party.checkIn ?? null]))
    .digest("base64url")
    .slice(0, 22);
}

/** The quote's comparison and rendered details, from the cache when this version was seen before. */
export function renderedQuote({ connectionId, quote, party }: QuoteSource): RenderedQuote {
  const version = quoteVersion(quote, party);
  const key = `${connectionId}\n${quote.id}\n${version}`;
  let entry = cache().get(key);
  if (!entry) {
    entry = { version, comparison: compareQuote(quote, party), details: null, summaries: null, bytes: JSON.stringify(quote).length };
    cache().set(key, entry);
  }
  const found = entry;
  return {
    version,
    comparison: found.comparison,
    details: () => {
      if (!found.details) {
        found.details = renderDetails(found.comparison, party);
        found.bytes += Object.values(found.details).reduce((sum, html) => sum + html.length, 0);
        // Counted again with the HTML in it.
        cache().set(key, found);
      }
      return found.details;
    },
    summaries: () => {
      if (!found.summaries) {
        found.summaries = renderSummaries(found.comparison);
        found.bytes += Object.values(found.summaries).reduce((sum, { distance, units }) => sum + distance.length + units.join("").length, 0);
        cache().set(key, found);
      }
      return found.summaries;
    },
  };
}

function renderSummaries(comparison: Comparison): Record<string, PropertySummary> {
  return Object.fromEntries(
    comparison.properties.map((compared, index) => [
      compared.item.id,
      {
        distance: renderStaticMarkup(<DistanceCell distanceKm={compared.distanceKm} />),
        units: propertyUnitCells({ compared, index, source: 0 }).map(renderStaticMarkup),
      },
    ]),
  );
}

function renderDetails(comparison: Comparison, party: StayParty): Record<string, string> {
  return Object.fromEntries(
    comparison.properties.map((compared) => [
      compared.item.id,
      renderStaticMarkup(
        <PropertyDetails compared={compared} party={party} sharedFeatures={comparison.sharedFeatureKeys} sharedUnitFeatures={comparison.sharedUnitFeatureKeys} />,
      ),
    ]),
  );
}
