import "server-only";
import { onSignal, onSignalGap, publishSignal } from "@/lib/cluster/signals";
import { getServiceClient } from "../connections/get-service-client";

// The verification key of each connection's account, kept in memory: fetched through the
// typed client the first time a connection's event arrives, then reused, so a delivery is
// checked without a call to the provider. A signature that does not match makes the
// receiver fetch the key once more (the provider may have rotated it); such refreshes are
// spaced by REFRESH_SPACING_MS per connection so that a flood of forged requests cannot
// turn into a flood of calls to the provider.
//
// A key is the previous account's as soon as the connection moves to another key: it is
// forgotten then, in every instance (a signal), so that events signed with it are refused
// at once. KEY_LIFETIME_MS bounds how long a key outlives a signal that was lost.

const REFRESH_SPACING_MS = 2_000;
export const KEY_LIFETIME_MS = 60_000;

type Entry = { key: string; fetchedAt: number };
type Changed = { connectionId: string };
type State = {
  keys: Map<string, Entry>;
  /** Counts each connection's changes, so that a fetch that began before one is not cached after it. */
  changes: Map<string, number>;
  listening: boolean;
};
const globalForKeys = globalThis as unknown as { staydeskVerificationKeys?: State };
const state = (globalForKeys.staydeskVerificationKeys ??= { keys: new Map(), changes: new Map(), listening: false });

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
  state.changes.set(connectionId, (state.changes.get(connectionId) ?? 0) + 1);
}

/** The cached key of the connection, or the provider's when none is cached or it is too old. */
export async function getVerificationKey(connection: { id: string; organizationId: string }, now = Date.now()): Promise<string> {
  listen();
  const cached = state.keys.get(connection.id);
  if (cached && now - cached.fetchedAt < KEY_LIFETIME_MS) return cached.key;
  return fetchKey(connection);
}

/**
 * The provider's current key after a mismatch, or null when the cached one was fetched too
 * recently to be worth asking again.
 */
export async function refreshVerificationKey(connection: { id: string; organizationId: string }, now = Date.now()): Promise<string | null> {
  const cached = state.keys.get(connection.id);
  if (cached && now - cached.fetchedAt < REFRESH_SPACING_MS) return null;
  return fetchKey(connection);
}

/** Forgets a connection's key in every instance (its API key changed, so its account may have). */
export function forgetVerificationKey(connectionId: string): void {
  publishSignal("connection_changed", { connectionId } satisfies Changed);
}

async function fetchKey(connection: { id: string; organizationId: string }): Promise<string> {
  const changes = state.changes.get(connection.id) ?? 0;
  const client = await getServiceClient(connection.organizationId, connection.id);
  const { key } = await client.getVerificationKey();
  if ((state.changes.get(connection.id) ?? 0) === changes) state.keys.set(connection.id, { key, fetchedAt: Date.now() });
  return key;
}
