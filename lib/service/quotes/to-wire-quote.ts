import { formatTimestamp } from "@/lib/contract/common";
import type { Quote } from "@/lib/contract/quote";
import type { QuotePageRow } from "./quote-page-sql";
import type { StoredQuoteItem } from "./save-property-snapshots";

const timestamp = (stored: string) => formatTimestamp(new Date(stored));

/**
 * An answer's JSON assembled from text and ready-made UTF-8 parts (stored JSON), copied
 * once into one buffer at the end.
 */
export class JsonBytes {
  private parts: Buffer[] = [];
  private pending = "";

  text(json: string): this {
    this.pending += json;
    return this;
  }

  bytes(json: Buffer): this {
    if (this.pending) this.parts.push(Buffer.from(this.pending));
    this.pending = "";
    this.parts.push(json);
    return this;
  }

  toBuffer(): Buffer<ArrayBuffer> {
    this.bytes(Buffer.alloc(0));
    return Buffer.concat(this.parts);
  }
}

// Stands for the items in the stringified quote until they are written in its place; a
// string no field can hold (JSON.stringify escapes U+0000).
const ITEMS = "\u0000items";
const ITEMS_JSON = JSON.stringify(ITEMS);

/**
 * Writes a stored quote row, with its properties from the snapshots, as the API shows it,
 * to `out`. A quote carries 2–5 properties of ~10 kB each: their stored JSON is copied in
 * as it is, which costs a fraction of parsing, stringifying and encoding them again per
 * request.
 */
export function writeWireQuote(out: JsonBytes, row: QuotePageRow, items: StoredQuoteItem[], bodies: Map<string, Buffer>): void {
  const quote: Omit<Quote, "items"> & { items: typeof ITEMS } = {
    id: row.id,
    serviceEnquiryReference: row.serviceReference,
    clientEnquiryReference: row.clientReference,
    createdAt: timestamp(row.createdAt),
    updatedAt: timestamp(row.updatedAt),
    invalidatedAt: row.invalidatedAt === null ? null : timestamp(row.invalidatedAt),
    state: row.state as Quote["state"],
    description: row.description,
    items: ITEMS,
    bookedQuoteItem:
      row.bookingId && row.quoteItemId && row.bookedAt
        ? { bookingId: row.bookingId, quoteItemId: row.quoteItemId, createdAt: timestamp(row.bookedAt) }
        : null,
  };
  const [before, after] = JSON.stringify(quote).split(ITEMS_JSON) as [string, string];
  out.text(`${before}[`);
  items.forEach((item, i) => {
    const property = bodies.get(item.propertySnapshotId);
    // A snapshot is written in the quote's own transaction and never deleted alone.
    if (property === undefined) throw new Error(`Quote ${row.id} refers to a missing property snapshot.`);
    const rest: Omit<Quote["items"][number], "property"> = {
      id: item.id,
      distanceFromEnquiryLocation: item.distanceFromEnquiryLocation,
      booked: row.quoteItemId === item.id,
    };
    // `{"property":…,` then the other fields, without the opening brace of their own object.
    out.text(`${i === 0 ? "" : ","}{"property":`).bytes(property).text(`,${JSON.stringify(rest).slice(1)}`);
  });
  out.text(`]${after}`);
}
