import type { Property } from "@/lib/contract/quote";
import { readStatement } from "@/lib/db/sqlite";

// json_each keeps one prepared statement for any number of ids. CROSS JOIN fixes the
// loop order (SQLite never reorders it): ids outside, a primary-key lookup inside.
// Left to itself, the planner scanned every snapshot of the account by accountId.
const SQL = `SELECT s.id, s.body FROM json_each(?) AS j
  CROSS JOIN PropertySnapshot AS s ON s.id = j.value
  WHERE s.accountId = ?`;

// Snapshots never change, so parsed bodies can be kept: a page of quotes often shows the
// same few properties, and parsing a 10 kB body costs more than the rest of a row.
const CACHE_SIZE = 500;
const cache = new Map<string, Property>();

function remember(key: string, property: Property): void {
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, property);
}

/** The account's snapshots by id (missing ids are simply absent). */
export function loadPropertySnapshots(accountId: string, ids: Iterable<string>): Map<string, Property> {
  const found = new Map<string, Property>();
  const missing: string[] = [];
  for (const id of new Set(ids)) {
    const cached = cache.get(`${accountId}:${id}`);
    if (cached) found.set(id, cached);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const rows = readStatement<[string, string], { id: string; body: string }>(SQL).all(JSON.stringify(missing), accountId);
    for (const row of rows) {
      const property = JSON.parse(row.body) as Property;
      remember(`${accountId}:${row.id}`, property);
      found.set(row.id, property);
    }
  }
  return found;
}
