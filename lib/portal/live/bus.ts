import "server-only";
import { onSignal, publishSignal } from "@/lib/cluster/signals";
import type { LiveMessage } from "./messages";

// The seam between the receiver (which publishes) and the live stream (which subscribes),
// per organisation. A message reaches this process's streams at once and, through the
// cluster's signals (PostgreSQL LISTEN/NOTIFY), the streams open on every other
// instance: the event may be received by one instance and the browser connected to
// another. Kept on globalThis because Next bundles route handlers separately and each
// bundle would otherwise hold a bus of its own.

type Listener = (message: LiveMessage) => void;
type Envelope = { organizationId: string; message: LiveMessage };
// An enquiry message re-words the enquiry's entries; other instances get the newest of
// them only, so that the signal stays well under NOTIFY's 8,000 bytes.
const WIRE_ENTRIES = 20;

const globalForBus = globalThis as unknown as { staydeskLiveBus?: Map<string, Set<Listener>>; staydeskLiveBusListening?: boolean };
const topics = (globalForBus.staydeskLiveBus ??= new Map());

function dispatch({ organizationId, message }: Envelope): void {
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

export function publish(organizationId: string, message: LiveMessage): void {
  const wire: Envelope = {
    organizationId,
    message: message.kind === "enquiry" ? { ...message, entries: message.entries.slice(-WIRE_ENTRIES) } : message,
  };
  publishSignal("live", { organizationId, message } satisfies Envelope, wire);
}

/** Listens to one organisation's messages; returns the function that stops listening. */
export function subscribe(organizationId: string, listener: Listener): () => void {
  if (!globalForBus.staydeskLiveBusListening) {
    globalForBus.staydeskLiveBusListening = true;
    onSignal<Envelope>("live", dispatch);
  }
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
