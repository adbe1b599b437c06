import "server-only";
import { getEnv } from "@/lib/env";
import { onShutdown } from "@/lib/runtime/shutdown-state";
import { subscribe } from "./bus";
import { listEventsAfter } from "./list-events-after";
import { getLiveUpdatesState } from "./live-updates-state";
import type { LiveMessage } from "./messages";
import type { StreamHolder } from "./stream-holder";
import { registerStream, type EndReason } from "./stream-registry";
import { releaseStreamSlot } from "./stream-slots";

const HEARTBEAT_MS = 15_000;
const encoder = new TextEncoder();

function frame(message: LiveMessage): string {
  if (message.kind === "event") return `id: ${message.entry.seq}\nevent: event\ndata: ${JSON.stringify(message.entry)}\n\n`;
  if (message.kind === "updates") return `event: updates\ndata: ${JSON.stringify({ connectionId: message.connectionId, on: message.on, gap: message.gap })}\n\n`;
  return `event: enquiry\ndata: ${JSON.stringify({ enquiry: message.enquiry, entries: message.entries })}\n\n`;
}

/** Between 3/4 of the maximum age and all of it, so that streams opened together do not all reconnect together. */
function lifetimeMs(): number {
  const max = getEnv().LIVE_STREAM_MAX_AGE_MS;
  return Math.round(max * (0.75 + Math.random() * 0.25));
}

export type EventStreamInput = {
  holder: StreamHolder;
  /** The slot the stream holds (stream-slots.ts), given back when it ends. */
  slotId: string;
  /** The client's Last-Event-ID: the catch-up starts after it. */
  after: number | null;
  /** When the holder was checked (before the request's session and membership reads). */
  checkedAt: number;
  /** Aborts when the client goes away. */
  signal: AbortSignal;
};

/**
 * The organisation's live messages as a Server-Sent Events body. Listening starts before
 * the catch-up query (events after `after`, the client's Last-Event-ID), and whatever
 * arrives meanwhile is held and sent after it, without repeats, so nothing falls in the
 * gap. Ends when the client goes away, and otherwise with an `end` event naming why:
 * `revoked` (the session or the membership it was opened for changed), `expired` (its
 * lifetime is over) or `shutdown` (this instance stops). The client then reconnects
 * from the last event it saw, through the same checks as any request.
 */
export function openEventStream({ holder, slotId, after, checkedAt, signal }: EventStreamInput): ReadableStream<Uint8Array> {
  let stop = () => undefined as void;
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const organizationId = holder.organizationId;
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
      const lifetime = setTimeout(() => close("expired"), lifetimeMs());
      let unregister = () => undefined as void;
      let stopWatchingShutdown = () => undefined as unknown;
      function close(reason?: EndReason) {
        if (!open) return;
        if (reason) send(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
        open = false;
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unsubscribe();
        unregister();
        stopWatchingShutdown();
        void releaseStreamSlot(slotId);
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      }
      stop = close;
      signal.addEventListener("abort", () => close(), { once: true });
      stopWatchingShutdown = onShutdown(() => close("shutdown"));
      unregister = registerStream({ ...holder, slotId, end: close }, checkedAt);
      // Ended already: the client left, or a revocation arrived since the check.
      if (!open || signal.aborted) {
        unregister();
        close();
        return;
      }

      // Tells EventSource how long to wait before it reconnects by itself.
      send("retry: 1000\n: connected\n\n");
      try {
        if (after !== null) for (const entry of await listEventsAfter(organizationId, after)) deliver({ kind: "event", entry });
        // A tab that was away while live updates were turned on or off learns where they stand now.
        deliver({ kind: "updates", ...(await getLiveUpdatesState(organizationId)) });
      } catch (error) {
        // Ended without a reason: the client backs off before it tries again.
        console.error(`[live] the catch-up failed: ${error instanceof Error ? error.message : String(error)}`);
        close();
        return;
      }
      const pending = held;
      held = null;
      for (const message of pending) deliver(message);
    },
    cancel() {
      stop();
    },
  });
}
