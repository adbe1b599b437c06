import { EventEmitter } from "node:events";

// Wakes the delivery worker of this process right after a commit that wrote events, so
// that delivery does not wait for the next poll. Polling stays as the fallback for work
// left by a crash or written by another process.

const globalForSignal = globalThis as unknown as { staydeskOutbox?: EventEmitter };
const emitter = (globalForSignal.staydeskOutbox ??= new EventEmitter());
emitter.setMaxListeners(50);

export function signalOutbox(): void {
  emitter.emit("events");
}

export function onOutboxSignal(listener: () => void): () => void {
  emitter.on("events", listener);
  return () => emitter.off("events", listener);
}
