import { onSignal, onSignalGap, publishSignal } from "@/lib/cluster/signals";

// Wakes the delivery workers right after a commit that wrote events, so that delivery
// does not wait for the next poll: this process's at once, other instances' through the
// cluster's signals (PostgreSQL). Polling stays as the fallback for work left by a crash,
// a missed signal or a process that cannot signal.

export function signalOutbox(): void {
  publishSignal("outbox");
}

export function onOutboxSignal(listener: () => void): () => void {
  const stopSignal = onSignal("outbox", listener);
  const stopGap = onSignalGap(listener);
  return () => {
    stopSignal();
    stopGap();
  };
}
