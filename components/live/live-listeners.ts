import type { LiveMessage } from "@/lib/portal/live/messages";

// The live stream's messages for parts of a page outside the live client's tree (which is
// loaded after the page): they listen here, and the one stream per tab tells them.

type Listener = (message: LiveMessage) => void;
const listeners = new Set<Listener>();

/** Hears every message of the tab's live stream from now on; returns the way to stop. */
export function onLiveMessage(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function tellLiveListeners(message: LiveMessage): void {
  for (const listener of listeners) listener(message);
}
