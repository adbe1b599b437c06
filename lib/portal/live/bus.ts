import "server-only";
import type { LiveMessage } from "./messages";

// The seam between the receiver (which publishes) and the live stream (which subscribes):
// in-process, per organisation. Kept on globalThis because Next bundles route handlers
// separately and each bundle would otherwise hold a bus of its own. With several
// instances of the portal, a PostgreSQL LISTEN/NOTIFY implementation goes behind these
// two functions.

type Listener = (message: LiveMessage) => void;
const globalForBus = globalThis as unknown as { staydeskLiveBus?: Map<string, Set<Listener>> };
const topics = (globalForBus.staydeskLiveBus ??= new Map());

export function publish(organizationId: string, message: LiveMessage): void {
  const listeners = topics.get(organizationId);
  if (!listeners) return;
  for (const listener of listeners) {
    try {
      listener(message);
    } catch (error) {
      // One broken stream must not keep the message from the others.
      console.error(`[live] a listener failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** Listens to one organisation's messages; returns the function that stops listening. */
export function subscribe(organizationId: string, listener: Listener): () => void {
  let listeners = topics.get(organizationId);
  if (!listeners) topics.set(organizationId, (listeners = new Set()));
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && topics.get(organizationId) === listeners) topics.delete(organizationId);
  };
}

/** Open subscriptions, for the benchmark and tests. */
export function subscriberCount(): number {
  let count = 0;
  for (const listeners of topics.values()) count += listeners.size;
  return count;
}
