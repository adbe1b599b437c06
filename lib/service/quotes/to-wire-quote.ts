import { formatTimestamp } from "@/lib/contract/common";
import type { Property, Quote } from "@/lib/contract/quote";
import type { QuotePageRow } from "./quote-page-sql";
import type { StoredQuoteItem } from "./save-property-snapshots";

const timestamp = (stored: string) => formatTimestamp(new Date(stored));

/** A stored quote row, with its properties from the snapshots, as the API shows it. */
export function toWireQuote(row: QuotePageRow, items: StoredQuoteItem[], snapshots: Map<string, Property>): Quote {
  return {
    id: row.id,
    serviceEnquiryReference: row.serviceReference,
    clientEnquiryReference: row.clientReference,
    createdAt: timestamp(row.createdAt),
    updatedAt: timestamp(row.updatedAt),
    invalidatedAt: row.invalidatedAt === null ? null : timestamp(row.invalidatedAt),
    state: row.state as Quote["state"],
    description: row.description,
    items: items.map((item) => {
      const property = snapshots.get(item.propertySnapshotId);
      // A snapshot is written in the quote's own transaction and never deleted alone.
      if (!property) throw new Error(`Quote ${row.id} refers to a missing property snapshot.`);
      return {
        id: item.id,
        property,
        distanceFromEnquiryLocation: item.distanceFromEnquiryLocation,
        booked: row.quoteItemId === item.id,
      };
    }),
    bookedQuoteItem:
      row.bookingId && row.quoteItemId && row.bookedAt
        ? { bookingId: row.bookingId, quoteItemId: row.quoteItemId, createdAt: timestamp(row.bookedAt) }
        : null,
  };
}
