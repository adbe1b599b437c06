import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startPgTransport, type PgTransport } from "@/lib/cluster/pg-transport";
import { onSignal, publishSignal } from "@/lib/cluster/signals";
import { waitFor } from "../delivery/receiver";

// The cross-instance signals on a real PostgreSQL server (npm run test:pg): two
// transports stand for two processes.

const url = process.env.DATABASE_URL!;
const transports: PgTransport[] = [];
afterAll(() => Promise.all(transports.map((t) => t.close())));

function endpoint(origin: string) {
  const got: { channel: string; origin: string; json: string }[] = [];
  let gaps = 0;
  const transport = startPgTransport(
    url,
    ["outbox", "live", "key_revoked"],
    // Every listener hears its own process too; signals.ts drops those by origin, as here.
    (channel, from, json) => from !== origin && got.push({ channel, origin: from, json }),
    () => gaps++,
  );
  transports.push(transport);
  return { transport, got, gaps: () => gaps, send: (channel: string, json: string) => transport.send(channel, origin, json) };
}

async function signalBackends(): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE application_name = 'staydesk-signals' AND datname = current_database()",
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

describe("LISTEN/NOTIFY transport", () => {
  it("carries signals to the other process, once per turn, and comes back after losing its connection", { timeout: 30_000 }, async () => {
    const a = endpoint("A");
    const b = endpoint("B");
    await waitFor("both to listen", async () => (await signalBackends()).length === 2, 10_000);

    a.send("key_revoked", '{"hash":"h1"}');
    a.send("outbox", "null");
    a.send("outbox", "null"); // the same signal in the same turn: sent once
    await a.transport.flush();
    await waitFor("b to hear a", () => b.got.length >= 2, 5_000);
    await new Promise((r) => setTimeout(r, 200));
    expect(b.got).toEqual([
      { channel: "key_revoked", origin: "A", json: '{"hash":"h1"}' },
      { channel: "outbox", origin: "A", json: "null" },
    ]);

    // Too large for NOTIFY: not sent (and said so), never an error.
    a.send("live", JSON.stringify("x".repeat(9_000)));
    await a.transport.flush();

    // The server ends both connections (a restart, a failover): they come back by
    // themselves and report the gap, and signals flow again.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'staydesk-signals' AND datname = current_database()");
    await admin.end();
    await waitFor("both to reconnect", () => a.gaps() === 1 && b.gaps() === 1, 10_000);
    b.send("live", '{"organizationId":"o1"}');
    await b.transport.flush();
    await waitFor("a to hear b after the reconnection", () => a.got.length === 1, 5_000);
    expect(a.got).toEqual([{ channel: "live", origin: "B", json: '{"organizationId":"o1"}' }]);
    expect(b.got).toHaveLength(2); // nothing of its own, nothing too large
  });
});

describe("signals in this process", () => {
  it("reach this process's listeners at once, with the message itself", () => {
    const heard: unknown[] = [];
    const stop = onSignal("live", (m) => heard.push(m));
    const message = { organizationId: "o2", message: { kind: "event" } };
    publishSignal("live", message, { smaller: true });
    stop();
    publishSignal("live", message);
    expect(heard).toEqual([message]);
    expect(heard[0]).toBe(message);
  });
});
