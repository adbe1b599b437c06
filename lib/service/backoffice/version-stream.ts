import { onOutboxSignal } from "@/lib/service/events/outbox-signal";

// An open back-office page learns that what it shows changed through a server-sent event
// stream: every change the service writes with events wakes the outbox signal (in this
// process at once, from other instances through PostgreSQL's LISTEN/NOTIFY), and the
// stream then reads the page's version again and sends it when it moved. The version is
// read from the database, so a missed signal only delays the news until the next check.

export type VersionStreamOptions = {
  /** The page's version now, or null when what it shows is gone. */
  read: () => Promise<string | null>;
  /** Whether the reader may still follow (their session is still valid). */
  allowed: () => Promise<boolean>;
  /** Ends with the request. */
  signal: AbortSignal;
  /** Reads again this often even without a signal (a missed one, SQLite's other process). */
  checkEveryMs?: number;
  /** Checks the reader's session this often. */
  allowedEveryMs?: number;
  /** Closes the stream after this long; the browser's EventSource opens a new one. */
  lifetimeMs?: number;
};

const encoder = new TextEncoder();

/** A text/event-stream of `version` events: the version at once, then each time it changes. */
export function openVersionStream({ read, allowed, signal, checkEveryMs = 10_000, allowedEveryMs = 30_000, lifetimeMs = 10 * 60_000 }: VersionStreamOptions): ReadableStream<Uint8Array> {
  let stop = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      let sent: string | null = null;
      let running = false;
      let again = false;
      const send = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      const close = () => {
        if (closed) return;
        closed = true;
        stop();
        try {
          controller.close();
        } catch {
          // Already cancelled by the reader.
        }
      };
      // One read at a time; signals that arrive meanwhile make one more read after it.
      const check = async () => {
        if (closed) return;
        if (running) {
          again = true;
          return;
        }
        running = true;
        try {
          do {
            again = false;
            const version = await read();
            if (version === null) return close();
            if (version !== sent) {
              sent = version;
              send(`event: version\ndata: ${JSON.stringify({ version })}\n\n`);
            }
          } while (again && !closed);
        } catch (error) {
          console.error("[backoffice] reading a page's version for its stream failed:", error);
        } finally {
          running = false;
        }
      };
      const confirm = async () => {
        if (!(await allowed().catch(() => false))) close();
      };
      const stopSignal = onOutboxSignal(() => void check());
      const ticker = setInterval(() => {
        send(": still here\n\n");
        void check();
      }, checkEveryMs);
      const guard = setInterval(() => void confirm(), allowedEveryMs);
      const end = setTimeout(close, lifetimeMs);
      const onAbort = () => close();
      signal.addEventListener("abort", onAbort);
      stop = () => {
        stopSignal();
        clearInterval(ticker);
        clearInterval(guard);
        clearTimeout(end);
        signal.removeEventListener("abort", onAbort);
      };
      // The browser reconnects a second after a closed stream, unless told otherwise.
      send("retry: 1000\n\n");
      void check();
    },
    cancel() {
      stop();
    },
  });
}
