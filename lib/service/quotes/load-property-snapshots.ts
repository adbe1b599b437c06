import type { Property } from "@/lib/contract/quote";
import { LRUCache } from "lru-cache";
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

// Snapshots never change, so their bodies can be kept: a page of quotes often shows the
// same few properties. The stored JSON is kept as UTF-8 bytes, not a parsed object: it is
// exactly the wire `property` (written with JSON.stringify when the quote was sent), so
// the quote list copies it into its answer as it is, with no parse, no stringify and no
// encoding of ~10 kB per property and request. The least recently used go first.
const cache = new LRUCache<string, Buffer>({ max: 500 });

/** The account's snapshots by id, as their stored JSON in UTF-8 (missing ids are simply absent). */
export async function loadPropertySnapshotBodies(accountId: string, ids: Iterable<string>): Promise<Map<string, Buffer>> {
  const found = new Map<string, Buffer>();
  const missing: string[] = [];
  for (const id of new Set(ids)) {
    const cached = cache.get(`${accountId}:${id}`);
    if (cached !== undefined) found.set(id, cached);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const rows = await readStatement<[string, string], { id: string; body: string }>(SQL).all(JSON.stringify(missing), accountId);
    for (const row of rows) {
      const body = Buffer.from(row.body);
      cache.set(`${accountId}:${row.id}`, body);
      found.set(row.id, body);
    }
  }
  return found;
}

/** The account's snapshots by id, parsed (missing ids are simply absent). */
export async function loadPropertySnapshots(accountId: string, ids: Iterable<string>): Promise<Map<string, Property>> {
  const bodies = await loadPropertySnapshotBodies(accountId, ids);
  return new Map([...bodies].map(([id, body]) => [id, JSON.parse(body.toString()) as Property]));
}
