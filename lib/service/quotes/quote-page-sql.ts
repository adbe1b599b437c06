import type { QuoteSort } from "@/lib/contract/quote";
import { sql, type Sql } from "@/lib/db/sql";

// The SQL of the quote list, one text per shape so that each is prepared once. Every
// query is scoped to the account and walks one of the keyset indexes of Quote,
// (accountId, <sort>, id) or (accountId, enquiryId, <sort>, id), from the cursor on:
// the cost of a page does not grow with the number of quotes or with its depth.

export type PageShape = {
  sort: QuoteSort;
  /** Direction of the scan: descending or ascending on (sort, id). */
  descending: boolean;
  filtered: boolean;
  hasCursor: boolean;
};

export type QuotePageRow = {
  id: string;
  state: string;
  description: string | null;
  items: string;
  createdAt: string;
  updatedAt: string;
  invalidatedAt: string | null;
  serviceReference: string;
  clientReference: string;
  bookingId: string | null;
  quoteItemId: string | null;
  bookedAt: string | null;
};

function where(shape: Omit<PageShape, "descending">, comparison: "<" | ">"): string {
  return [
    `q."accountId" = ?`,
    shape.filtered ? `q."enquiryId" = ?` : null,
    shape.hasCursor ? `(q."${shape.sort}", q.id) ${comparison} (?, ?)` : null,
  ]
    .filter(Boolean)
    .join(" AND ");
}

// Each shape's statement is built once (its PostgreSQL name is a hash of the text).
const built = new Map<string, Sql>();
function memo(key: string, build: () => string): Sql {
  let statement = built.get(key);
  if (!statement) built.set(key, (statement = sql(build())));
  return statement;
}

/** Parameters: accountId, [enquiryId], [cursor value, cursor id], limit. */
export function pageSql(shape: PageShape): Sql {
  return memo(`page:${shape.sort}:${shape.descending}:${shape.filtered}:${shape.hasCursor}`, () => pageText(shape));
}

function pageText(shape: PageShape): string {
  const dir = shape.descending ? "DESC" : "ASC";
  // The page is chosen on Quote alone (index only), then joined: the planner cannot be
  // tempted to drive the query from Enquiry or Booking.
  return `SELECT q.id, q.state, q.description, q.items, q."createdAt", q."updatedAt", q."invalidatedAt",
      e."serviceReference", e."clientReference", b.reference AS "bookingId", b."quoteItemId", b."createdAt" AS "bookedAt"
    FROM (SELECT id FROM "Quote" q WHERE ${where(shape, shape.descending ? "<" : ">")}
          ORDER BY q."${shape.sort}" ${dir}, q.id ${dir} LIMIT ?) page
    JOIN "Quote" q ON q.id = page.id
    JOIN "Enquiry" e ON e.id = q."enquiryId"
    LEFT JOIN "Booking" b ON b."quoteId" = q.id
    ORDER BY q."${shape.sort}" ${dir}, q.id ${dir}`;
}

/** Whether any quote lies beyond a position in the scan's direction. Parameters as pageSql, without limit. */
export function existsSql(shape: Omit<PageShape, "hasCursor">): Sql {
  return memo(`exists:${shape.sort}:${shape.descending}:${shape.filtered}`, () =>
    `SELECT 1 AS found FROM "Quote" q WHERE ${where({ ...shape, hasCursor: true }, shape.descending ? "<" : ">")} LIMIT 1`);
}

/** The value of the sort field: the row's stored text, which orders as time does. */
export function sortValue(row: QuotePageRow, sort: QuoteSort): string {
  return sort === "createdAt" ? row.createdAt : row.updatedAt;
}
