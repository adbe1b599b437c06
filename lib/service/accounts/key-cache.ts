// Key lookups are cached briefly so that the hot path of the API does not query the
// database on every request. Revoking a key in this process evicts it at once; a
// revocation made by another process (the CLI) takes effect within KEY_CACHE_TTL_MS.

export const KEY_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

export type KeyStatus =
  | { status: "active"; accountId: string; keyId: string }
  | { status: "revoked" | "unlinked"; accountId: string; keyId: string }
  | { status: "unknown" };

type Entry = { value: KeyStatus; expiresAt: number };

const globalForCache = globalThis as unknown as { staydeskKeyCache?: Map<string, Entry> };
const cache = (globalForCache.staydeskKeyCache ??= new Map());

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
  // Unknown keys are cached too (a client retrying a wrong key should not cost a
  // query a request), and the map is bounded so random keys cannot grow it.
  if (cache.size >= MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(hash, { value, expiresAt: now + KEY_CACHE_TTL_MS });
}

export function evictKey(hash: string): void {
  cache.delete(hash);
}

/** Drops every cached key of an account (unlinking, tests). */
export function evictAccount(accountId: string): void {
  for (const [hash, entry] of cache) {
    if (entry.value.status !== "unknown" && entry.value.accountId === accountId) cache.delete(hash);
  }
}

export function clearKeyCache(): void {
  cache.clear();
}
