import "server-only";
import { getServiceClient } from "../connections/get-service-client";

// The verification key of each connection's account, kept in memory: fetched through the
// typed client the first time a connection's event arrives, then reused, so a delivery is
// checked without a call to the provider. A signature that does not match makes the
// receiver fetch the key once more (the provider may have rotated it); such refreshes are
// spaced by REFRESH_SPACING_MS per connection so that a flood of forged requests cannot
// turn into a flood of calls to the provider.

const REFRESH_SPACING_MS = 2_000;

type Entry = { key: string; fetchedAt: number };
const globalForKeys = globalThis as unknown as { staydeskVerificationKeys?: Map<string, Entry> };
const cache = (globalForKeys.staydeskVerificationKeys ??= new Map());

/** The cached key of the connection, or the provider's when none is cached. */
export async function getVerificationKey(connection: { id: string; organizationId: string }): Promise<string> {
  const cached = cache.get(connection.id);
  if (cached) return cached.key;
  return fetchKey(connection);
}

/**
 * The provider's current key after a mismatch, or null when the cached one was fetched too
 * recently to be worth asking again.
 */
export async function refreshVerificationKey(connection: { id: string; organizationId: string }, now = Date.now()): Promise<string | null> {
  const cached = cache.get(connection.id);
  if (cached && now - cached.fetchedAt < REFRESH_SPACING_MS) return null;
  return fetchKey(connection);
}

/** Forgets a connection's key (its API key changed, so its account may have). */
export function forgetVerificationKey(connectionId: string): void {
  cache.delete(connectionId);
}

async function fetchKey(connection: { id: string; organizationId: string }): Promise<string> {
  const client = await getServiceClient(connection.organizationId);
  const { key } = await client.getVerificationKey();
  cache.set(connection.id, { key, fetchedAt: Date.now() });
  return key;
}
