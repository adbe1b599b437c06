import type { Client } from "pg";

// Signals between processes on one PostgreSQL database: LISTEN on one dedicated
// connection per process (never a pooled one: a pool would hand the LISTEN to a
// connection that then serves queries, or close it), NOTIFY through the same connection.
// Notifications of one turn are sent together and identical ones once. A lost connection
// is opened again with a growing delay; what was missed meanwhile is announced as a gap.

const PREFIX = "staydesk_";
// PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more.
const MAX_PAYLOAD_BYTES = 7_999;
const MAX_PENDING = 10_000;

export type Received = (channel: string, origin: string, json: string) => void;

export type PgTransport = {
  send(channel: string, origin: string, json: string): void;
  /** Resolves once every notification sent so far has reached the database (or failed). */
  flush(): Promise<void>;
  close(): Promise<void>;
};

export function startPgTransport(url: string, channels: readonly string[], received: Received, gap: () => void): PgTransport {
  let client: Client | null = null;
  let connecting: Promise<void> | null = null;
  let sending: Promise<void> | null = null;
  let closed = false;
  let connectedOnce = false;
  let retryMs = 100;
  let retryTimer: NodeJS.Timeout | undefined;
  const pending = new Map<string, [channel: string, payload: string]>();

  function connect(): Promise<void> {
    connecting ??= (async () => {
      const { Client } = await import("pg");
      const next = new Client({ connectionString: url, application_name: "staydesk-signals" });
      next.on("error", () => lost(next)); // 'end' follows; the reconnection is scheduled there
      next.on("end", () => lost(next));
      next.on("notification", (n) => {
        const separator = n.payload?.indexOf(" ") ?? -1;
        if (!n.payload || separator < 0 || !n.channel.startsWith(PREFIX)) return;
        received(n.channel.slice(PREFIX.length), n.payload.slice(0, separator), n.payload.slice(separator + 1));
      });
      try {
        await next.connect();
        await next.query(channels.map((c) => `LISTEN ${PREFIX}${c}`).join("; "));
      } catch (error) {
        void next.end().catch(() => undefined);
        throw error;
      }
      // The connection must not keep a CLI or a test process alive by itself.
      (next.connection.stream as { unref?: () => void }).unref?.();
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      retryMs = 100;
      if (connectedOnce) gap(); // notifications sent while it was down are lost
      connectedOnce = true;
      schedule();
    })()
      .catch((error: unknown) => {
        console.error(`[cluster] cannot listen for signals (retrying in ${retryMs} ms): ${error instanceof Error ? error.message : String(error)}`);
        reconnectLater();
      })
      .finally(() => (connecting = null));
    return connecting;
  }

  function lost(which: Client): void {
    if (client !== which) return;
    client = null;
    if (!closed) {
      console.error("[cluster] the signal connection was lost; reconnecting");
      reconnectLater();
    }
  }

  function reconnectLater(): void {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, 5_000);
  }

  function schedule(): void {
    if (sending || pending.size === 0 || !client) return;
    sending = new Promise<void>((resolve) => setImmediate(resolve)).then(sendPending).finally(() => {
      sending = null;
      schedule();
    });
  }

  async function sendPending(): Promise<void> {
    const target = client;
    if (!target || pending.size === 0) return;
    const batch = [...pending.values()];
    pending.clear();
    try {
      await target.query("SELECT pg_notify(c, p) FROM unnest($1::text[], $2::text[]) AS t(c, p)", [batch.map((b) => b[0]), batch.map((b) => b[1])]);
    } catch {
      // The connection went away: send them again once it is back.
      for (const b of batch) if (pending.size < MAX_PENDING) pending.set(`${b[0]}\n${b[1]}`, b);
    }
  }

  void connect();

  return {
    send(channel, origin, json) {
      const payload = `${origin} ${json}`;
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        console.error(`[cluster] a ${channel} signal of ${Buffer.byteLength(payload)} bytes is too large for NOTIFY; other instances miss it`);
        return;
      }
      if (pending.size >= MAX_PENDING) return; // the database is away; the fallbacks (poll, cache TTL) cover it
      pending.set(`${PREFIX}${channel}\n${payload}`, [`${PREFIX}${channel}`, payload]);
      schedule();
    },
    async flush() {
      for (let i = 0; i < 50 && (pending.size > 0 || sending || connecting); i++) {
        if (connecting) await connecting;
        else if (sending) await sending;
        else if (!client) break; // down: nothing to wait for
        else schedule();
      }
    },
    async close() {
      await this.flush();
      closed = true;
      clearTimeout(retryTimer);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
