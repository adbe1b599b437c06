import "server-only";
import { onSignal, onSignalGap, publishSignal } from "@/lib/cluster/signals";
import { getServiceClient } from "./get-service-client";

// The verification key of each connection's account, kept in memory: fetched through the
// typed client the first time a connection's event arrives, then reused, so a delivery is
// checked without a call to the provider. A signature that does not match makes the
// receiver fetch the key once more (the provider may have rotated it).
//
// Anyone can post to a connection's receiver, so what a request can make the portal fetch
// is bounded per connection and instance: one fetch at a time (concurrent callers share
// it), and after a fetch, successful or failed, none for FETCH_SPACING_MS: a mismatch in
// that time is refused without asking, and while the last fetch failed and no key is
// cached the receiver answers "unavailable" without asking. A forged flood therefore costs
// the provider at most one call per connection every FETCH_SPACING_MS, whether or not a
// key is cached. Signatures name no key id, so a rotated key is met only through a
// mismatch: an event signed with the new key is refused for at most FETCH_SPACING_MS after
// the last fetch (a forged request's refresh fetches the new key too), and the provider
// retries it later (its first retry comes after a minute).
//
// A key is the previous account's as soon as the connection moves to another key: it is
// forgotten then, in every instance (a signal), so that events signed with it are refused
// at once, and the next event fetches the new account's key at once. KEY_LIFETIME_MS
// bounds how long a key outlives a signal that was lost.

export const FETCH_SPACING_MS = 30_000;
export const KEY_LIFETIME_MS = 60_000;

type Entry = { key: string; fetchedAt: number };
type Changed = { connectionId: string };
type State = {
  keys: Map<string, Entry>;
  /** Counts each connection's changes, so that a fetch that began before one is not cached after it. */
  changes: Map<string, number>;
  /** The fetch under way for each connection, shared by everyone who needs its key meanwhile. */
  fetching: Map<string, Promise<string>>;
  /** When each connection's last fetch ended, and whether it brought a key. */
  lastFetch: Map<string, { at: number; ok: boolean }>;
  listening: boolean;
};
const globalForKeys = globalThis as unknown as { staydeskVerificationKeys?: State };
const state = (globalForKeys.staydeskVerificationKeys ??= { keys: new Map(), changes: new Map(), fetching: new Map(), lastFetch: new Map(), listening: false });

// Listening starts with the first key: a process that never receives an event opens no
// connection for it.
function listen(): void {
  if (state.listening) return;
  state.listening = true;
  onSignal<Changed>("connection_changed", ({ connectionId }) => forgetHere(connectionId));
  onSignalGap(() => state.keys.clear());
}

function forgetHere(connectionId: string): void {
  state.keys.delete(connectionId);
  state.fetching.delete(connectionId);
  state.lastFetch.delete(connectionId);
  state.changes.set(connectionId, (state.changes.get(connectionId) ?? 0) + 1);
}

const spaced = (connectionId: string, now: number) => {
  const last = state.lastFetch.get(connectionId);
  return last !== undefined && now - last.at < FETCH_SPACING_MS ? last : null;
};

/**
 * The cached key of the connection, or the provider's when none is cached or it is too old;
 * null when the last fetch failed moments ago (the provider is not asked again so soon).
 */
export async function getVerificationKey(connection: { id: string; organizationId: string }, now = Date.now()): Promise<string | null> {
  listen();
  const cached = state.keys.get(connection.id);
  if (cached && now - cached.fetchedAt < KEY_LIFETIME_MS) return cached.key;
  const under = state.fetching.get(connection.id);
  if (under) return under;
  if (spaced(connection.id, now)?.ok === false) return null;
  return fetchKey(connection);
}

/**
 * The provider's current key after a mismatch, or null when a fetch ended too recently to
 * be worth asking again. A fetch under way is shared rather than repeated.
 */
export async function refreshVerificationKey(connection: { id: string; organizationId: string }, now = Date.now()): Promise<string | null> {
  const under = state.fetching.get(connection.id);
  if (under) return under;
  if (spaced(connection.id, now)) return null;
  return fetchKey(connection);
}

/** Forgets a connection's key in every instance (its API key changed, so its account may have). */
export function forgetVerificationKey(connectionId: string): void {
  publishSignal("connection_changed", { connectionId } satisfies Changed);
}

function fetchKey(connection: { id: string; organizationId: string }): Promise<string> {
  const changes = state.changes.get(connection.id) ?? 0;
  const current = () => (state.changes.get(connection.id) ?? 0) === changes;
  const fetching = (async () => {
    let ok = false;
    try {
      const client = await getServiceClient(connection.organizationId, connection.id);
      const { key } = await client.getVerificationKey();
      ok = true;
      if (current()) state.keys.set(connection.id, { key, fetchedAt: Date.now() });
      return key;
    } finally {
      // A fetch begun before the connection changed neither blocks nor serves the new account.
      if (current()) {
        state.lastFetch.set(connection.id, { at: Date.now(), ok });
        state.fetching.delete(connection.id);
      }
    }
  })();
  state.fetching.set(connection.id, fetching);
  return fetching;
}
