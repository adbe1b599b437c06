import { onSignal, onSignalGap, publishSignal } from "@/lib/cluster/signals";

// Key lookups are cached briefly so that the hot path of the API does not query the
// database on every request. A revocation evicts the key at once in this process and,
// through the cluster's signals (PostgreSQL), in every other instance; the short TTL is
// the backstop for a revocation whose signal was missed or could not be sent (the CLI
// on SQLite): it holds within KEY_CACHE_TTL_MS whatever happens.

export const KEY_CACHE_TTL_MS = 1_000;
const MAX_ENTRIES = 10_000;

export type KeyStatus =
  | { status: "active"; accountId: string; keyId: string }
  | { status: "revoked" | "unlinked"; accountId: string; keyId: string }
  | { status: "unknown" };

type Entry = { value: KeyStatus; expiresAt: number };
type Eviction = { hash: string } | { accountId: string };

const globalForCache = globalThis as unknown as { staydeskKeyCache?: Map<string, Entry>; staydeskKeyCacheListening?: boolean };
const cache = (globalForCache.staydeskKeyCache ??= new Map());

// Listening starts with the first cached key: a process that never authenticates (the
// CLI) opens no connection for it.
function listen(): void {
  if (globalForCache.staydeskKeyCacheListening) return;
  globalForCache.staydeskKeyCacheListening = true;
  onSignal<Eviction>("key_revoked", (e) => ("hash" in e ? cache.delete(e.hash) : dropAccount(e.accountId)));
  onSignalGap(() => cache.clear());
}

function dropAccount(accountId: string): void {
  for (const [hash, entry] of cache) {
    if (entry.value.status !== "unknown" && entry.value.accountId === accountId) cache.delete(hash);
  }
}

export function getCachedKey(hash: string, now = Date.now()): KeyStatus | undefined {
  const entry = cache.get(hash);
  if (!entry) return undefined;
  if (entry.expiresAt <= now) {
    cache.delete(hash);
    return undefined;
  }
  return entry.value;
}

export function cacheKey(hash: string, value: KeyStatus, now = Date.now()): void {
  listen();
  // Unknown keys are cached too (a client retrying a wrong key should not cost a
  // query a request), and the map is bounded so random keys cannot grow it.
  if (cache.size >= MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(hash, { value, expiresAt: now + KEY_CACHE_TTL_MS });
}

/** Drops a key from the cache of every instance (after it was revoked). */
export function evictKey(hash: string): void {
  publishSignal("key_revoked", { hash } satisfies Eviction);
}

/** Drops every cached key of an account, in every instance (unlinking, tests). */
export function evictAccount(accountId: string): void {
  publishSignal("key_revoked", { accountId } satisfies Eviction);
}

export function clearKeyCache(): void {
  cache.clear();
}
