import type { Property } from "@/lib/contract/quote";
import { readStatement } from "@/lib/db/raw";
import { sqlPair } from "@/lib/db/sql";

// One prepared statement for any number of ids, the ids passed as one JSON array.
// SQLite: json_each, and CROSS JOIN fixes the loop order (SQLite never reorders it): ids
// outside, a primary-key lookup inside; left to itself, the planner scanned every
// snapshot of the account by accountId. PostgreSQL: the array of ids, and its planner
// probes the primary key by itself. Bodies come back as text in both.
const SQL = sqlPair({
  sqlite: `SELECT s.id, s.body FROM json_each(?) AS j
  CROSS JOIN "PropertySnapshot" AS s ON s.id = j.value
  WHERE s."accountId" = ?`,
  postgres: `SELECT s.id, s.body FROM "PropertySnapshot" AS s
  WHERE s.id IN (SELECT jsonb_array_elements_text(?::jsonb)) AND s."accountId" = ?`,
});

// Snapshots never change, so parsed bodies can be kept: a page of quotes often shows the
// same few properties, and parsing a 10 kB body costs more than the rest of a row.
const CACHE_SIZE = 500;
const cache = new Map<string, Property>();

function remember(key: string, property: Property): void {
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, property);
}

/** The account's snapshots by id (missing ids are simply absent). */
export async function loadPropertySnapshots(accountId: string, ids: Iterable<string>): Promise<Map<string, Property>> {
  const found = new Map<string, Property>();
  const missing: string[] = [];
  for (const id of new Set(ids)) {
    const cached = cache.get(`${accountId}:${id}`);
    if (cached) found.set(id, cached);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const rows = await readStatement<[string, string], { id: string; body: string }>(SQL).all(JSON.stringify(missing), accountId);
    for (const row of rows) {
      const property = JSON.parse(row.body) as Property;
      remember(`${accountId}:${row.id}`, property);
      found.set(row.id, property);
    }
  }
  return found;
}
