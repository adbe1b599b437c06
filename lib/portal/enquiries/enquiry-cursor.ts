import { z } from "zod";
import { decodeCursor as decodeValues, encodeCursor as encodeValues } from "@/lib/shared/cursor";
import { SORT_KEYS, type SortKey } from "./enquiry-list-query";

// Keyset position in the enquiry list: the sort column's value and the id of a row, opaque
// to the browser. The sort it was made for travels with it, so a cursor of another sort
// starts from the top rather than from a meaningless place.

const Position = z.tuple([z.enum(SORT_KEYS), z.string().max(200).nullable(), z.string().min(1).max(64)]);
export type CursorPosition = { sort: SortKey; value: string | null; id: string };

export function encodeCursor(position: CursorPosition): string {
  return encodeValues([position.sort, position.value, position.id]);
}

/** Null for anything that is not a cursor this code wrote for this sort. */
export function decodeCursor(cursor: string | undefined, sort: SortKey): CursorPosition | null {
  if (!cursor) return null;
  const parsed = Position.safeParse(decodeValues(cursor));
  if (!parsed.success || parsed.data[0] !== sort) return null;
  const [, value, id] = parsed.data;
  if (sort === "created" && (value === null || !z.iso.datetime().safeParse(value).success)) return null;
  if (sort !== "checkIn" && value === null) return null;
  return { sort, value, id };
}
