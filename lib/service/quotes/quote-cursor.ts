import { QUOTE_SORTS, type QuoteSort } from "@/lib/contract/quote";
import { decodeCursor as decodeValues, encodeCursor as encodeValues } from "@/lib/shared/cursor";
import { validationError } from "../errors";

/** A position in the list: the sort field's stored value and the id that breaks ties. */
export type QuoteCursor = { sort: QuoteSort; value: string; id: string };

// It names its sort field so that a cursor is never compared against the other field's values.
export function encodeCursor(cursor: QuoteCursor): string {
  return encodeValues([cursor.sort, cursor.value, cursor.id]);
}

const STORED_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+00:00$/;

function invalid(): never {
  throw validationError({ cursor: ["Must be a cursor from a next or previous link of this list."] }, "The cursor is not valid.");
}

export function decodeCursor(raw: string, sort: QuoteSort): QuoteCursor {
  const parsed = decodeValues(raw);
  if (!parsed || parsed.length !== 3) invalid();
  const [field, value, id] = parsed;
  if (!QUOTE_SORTS.includes(field as QuoteSort) || typeof value !== "string" || typeof id !== "string") invalid();
  // A stored time (dbTime's form) and nothing else: PostgreSQL compares it as a timestamp
  // and would fail on any other text.
  if (!STORED_TIME.test(value) || Number.isNaN(Date.parse(value)) || id.length === 0 || id.length > 64) invalid();
  if (field !== sort) {
    throw validationError({ cursor: [`This cursor belongs to sort=${String(field)}; keep the link's sort.`] }, "The cursor is not valid.");
  }
  return { sort, value, id };
}
