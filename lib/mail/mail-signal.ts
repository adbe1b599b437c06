import { onSignal, onSignalGap, publishSignal } from "@/lib/cluster/signals";

// Wakes the mail workers right after a message was written, so that it does not wait for
// the next poll: this process's at once, other instances' through the cluster's signals
// (PostgreSQL). The poll stays as the fallback for a missed signal or a crash.

export function signalMail(): void {
  publishSignal("mail");
}

export function onMailSignal(listener: () => void): () => void {
  const stopSignal = onSignal("mail", listener);
  const stopGap = onSignalGap(listener);
  return () => {
    stopSignal();
    stopGap();
  };
}
