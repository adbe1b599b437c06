import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { ListQuotesQuery, QuoteListResponse } from "@/lib/contract/quote";
import { readStatement } from "@/lib/db/raw";
import { loadPropertySnapshotBodies } from "./load-property-snapshots";
import { decodeCursor, encodeCursor } from "./quote-cursor";
import { existsSql, pageSql, sortValue, type QuotePageRow } from "./quote-page-sql";
import { resolveEnquiryFilter } from "./resolve-enquiry-filter";
import type { StoredQuoteItem } from "./save-property-snapshots";
import { JsonBytes, writeWireQuote } from "./to-wire-quote";

// The links are relative, as the specification's pagination object says.
const LIST_PATH = "/external-api/v1/quotes";

type Position = [value: string, id: string];

/** A page's JSON in UTF-8 and a version that changes whenever anything in it can. */
export type QuotePage = { body: Buffer<ArrayBuffer>; version: string };

// Clients keep ETags across this server's restarts and upgrades: raise this whenever the
// quote's wire form changes (writeWireQuote, the contract), so that no client is told
// "not modified" about a page that now reads differently.
const WIRE_FORMAT = "quote-page/1\n";

// Pages already written, by version. Clients poll their quotes: most reads of a page find
// it unchanged, and then it is not written again. The version is a hash
// of everything the page is made of (see pageVersion), so a changed quote, a new one or
// another cursor is another entry, never a stale one.
const written = new LRUCache<string, Buffer<ArrayBuffer>>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (body) => body.length });

/**
 * The page's version: its rows as read (every field the wire quote is made of, the stored
 * items included) and its links. The property snapshots that items point to are not in
 * it: a snapshot never changes once written (its id is in the items).
 */
function pageVersion(accountId: string, rows: QuotePageRow[], pagination: QuoteListResponse["pagination"]): string {
  const hash = createHash("sha1").update(WIRE_FORMAT).update(accountId).update("\n").update(JSON.stringify(pagination));
  for (const row of rows) {
    hash.update("\n").update(JSON.stringify([row.id, row.state, row.description, row.createdAt, row.updatedAt, row.invalidatedAt,
      row.serviceReference, row.clientReference, row.bookingId, row.quoteItemId, row.bookedAt])).update(row.items);
  }
  return hash.digest("base64url");
}

const EMPTY: QuotePage = (() => {
  const body = Buffer.from(JSON.stringify({ data: [], pagination: { next: null, previous: null } } satisfies QuoteListResponse));
  return { body, version: createHash("sha1").update(body).digest("base64url") };
})();

function linkTo(query: ListQuotesQuery, cursor: string, isBackwards: boolean): string {
  const params = new URLSearchParams({ cursor, isBackwards: String(isBackwards), pageSize: String(query.pageSize), sort: query.sort, order: query.order });
  if (query.serviceEnquiryReference !== undefined) params.set("serviceEnquiryReference", query.serviceEnquiryReference);
  if (query.enquiryExternalId !== undefined) params.set("enquiryExternalId", query.enquiryExternalId);
  return `${LIST_PATH}?${params}`;
}

/**
 * One page of the account's quotes, keyset-paginated on (sort field, id): a page starts
 * strictly after (or, backwards, ends strictly before) the cursor's position, so no quote
 * is skipped or repeated while paging either way, even as new quotes arrive. Backwards
 * without a cursor is the last page. Reads go to the prepared-statement connection.
 * Returns the answer's JSON (a QuoteListResponse) in UTF-8 (see writeWireQuote), with its
 * version.
 */
export async function listQuotes(accountId: string, query: ListQuotesQuery): Promise<QuotePage> {
  const enquiryId = await resolveEnquiryFilter(accountId, query);
  if (enquiryId === null) return EMPTY;

  const { sort, pageSize } = query;
  const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor, sort);
  const backwards = query.isBackwards;
  const descending = query.order === "desc";
  const filtered = enquiryId !== undefined;
  const scope: string[] = filtered ? [accountId, enquiryId] : [accountId];

  const rows = await readStatement<unknown[], QuotePageRow>(
    pageSql({ sort, descending: backwards ? !descending : descending, filtered, hasCursor: cursor !== null }),
  ).all(...scope, ...(cursor ? [cursor.value, cursor.id] : []), pageSize + 1);
  const more = rows.length > pageSize;
  const page = rows.slice(0, pageSize);
  if (backwards) page.reverse();

  // Whether a quote lies before (`towardsStart`) or after a position, in the list's order.
  const beyond = async (position: Position, towardsStart: boolean) =>
    (await readStatement<unknown[], { found: number }>(existsSql({ sort, descending: towardsStart ? !descending : descending, filtered })).get(
      ...scope,
      ...position,
    )) !== undefined;
  const at = (row: QuotePageRow): Position => [sortValue(row, sort), row.id];
  const link = (position: Position, isBackwards: boolean) => linkTo(query, encodeCursor({ sort, value: position[0], id: position[1] }), isBackwards);

  const first = page[0];
  const last = page[page.length - 1];
  // An empty page (only reachable with a hand-made cursor or after quotes moved in an
  // updatedAt order) links from the cursor itself.
  const anchor: Position | null = cursor ? [cursor.value, cursor.id] : null;
  const start = first ? at(first) : anchor;
  const end = last ? at(last) : anchor;

  const next = backwards
    ? end && (await beyond(end, false)) ? link(end, false) : null
    : more && end ? link(end, false) : null;
  const previous = backwards
    ? more && start ? link(start, true) : null
    : cursor && start && (await beyond(start, true)) ? link(start, true) : null;

  const pagination: QuoteListResponse["pagination"] = { next, previous };
  const version = pageVersion(accountId, page, pagination);
  const known = written.get(version);
  if (known !== undefined) return { body: known, version };

  const parsed = page.map((row) => ({ row, items: JSON.parse(row.items) as StoredQuoteItem[] }));
  const bodies = await loadPropertySnapshotBodies(accountId, parsed.flatMap((p) => p.items.map((item) => item.propertySnapshotId)));
  const out = new JsonBytes().text(`{"data":[`);
  parsed.forEach((p, i) => {
    if (i > 0) out.text(",");
    writeWireQuote(out, p.row, p.items, bodies);
  });
  const body = out.text(`],"pagination":${JSON.stringify(pagination)}}`).toBuffer();
  written.set(version, body);
  return { body, version };
}
