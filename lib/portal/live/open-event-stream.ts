import "server-only";
import { onShutdown } from "@/lib/runtime/shutdown-state";
import { subscribe } from "./bus";
import { listEventsAfter } from "./list-events-after";
import type { LiveMessage } from "./messages";

const HEARTBEAT_MS = 15_000;
const encoder = new TextEncoder();

function frame(message: LiveMessage): string {
  if (message.kind === "event") return `id: ${message.entry.seq}\nevent: event\ndata: ${JSON.stringify(message.entry)}\n\n`;
  return `event: enquiry\ndata: ${JSON.stringify({ enquiry: message.enquiry, entries: message.entries })}\n\n`;
}

/**
 * The organisation's live messages as a Server-Sent Events body. Listening starts before
 * the catch-up query (events after `after`, the client's Last-Event-ID), and whatever
 * arrives meanwhile is held and sent after it, without repeats, so nothing falls in the
 * gap. Ends when `signal` aborts (the tab went away), or when this instance shuts down:
 * the browser's EventSource then reconnects (with Last-Event-ID) to another one.
 */
export function openEventStream(organizationId: string, after: number | null, signal: AbortSignal): ReadableStream<Uint8Array> {
  let stop = () => undefined as void;
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      const send = (text: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          close();
        }
      };
      let held: LiveMessage[] | null = [];
      let lastSeq = after ?? 0;
      const deliver = (message: LiveMessage) => {
        if (message.kind === "event") {
          if (message.entry.seq <= lastSeq) return;
          lastSeq = message.entry.seq;
        }
        send(frame(message));
      };
      const unsubscribe = subscribe(organizationId, (message) => (held ? held.push(message) : deliver(message)));
      const heartbeat = setInterval(() => send(": ping\n\n"), HEARTBEAT_MS);
      let stopWatchingShutdown = () => undefined as unknown;
      const close = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
        stopWatchingShutdown();
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      };
      stop = close;
      signal.addEventListener("abort", close, { once: true });
      stopWatchingShutdown = onShutdown(close);

      // Tells EventSource how long to wait before it reconnects by itself.
      send("retry: 1000\n: connected\n\n");
      if (after !== null) for (const entry of await listEventsAfter(organizationId, after)) deliver({ kind: "event", entry });
      const pending = held;
      held = null;
      for (const message of pending) deliver(message);
    },
    cancel() {
      stop();
    },
  });
}
