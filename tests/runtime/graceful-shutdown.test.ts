import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { apiOf, freePort, sandboxServerEnv, killChild, startChild, startServer, waitForOutput, type Child } from "../delivery/processes";
import { sleep, startReceiver, waitFor } from "../delivery/receiver";
import { enquiryBody } from "../helpers/service";

// The whole server (server.ts) is sent SIGTERM while it holds a request whose body is
// still arriving and a delivery whose receiver has not answered yet: both must finish,
// new connections must be refused, and the process must exit 0. The deliveries are then
// checked in the database: nothing lost, nothing sent twice.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "staydesk-shutdown-"));
const dbFile = path.join(dir, "shutdown.db");
const KEY = `sd_test_shutdown_${randomBytes(16).toString("hex")}`;
const children: Child[] = [];
afterAll(async () => {
  await Promise.all(children.map((c) => killChild(c)));
  fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
});

/**
 * A POST whose body is sent in two halves. It asks for `100 Continue`, which the server
 * sends as it starts the request, so `started` resolves once the request is in flight
 * there (no guessing how long a busy server takes to read the headers); the first half of
 * the body follows. `finish()` sends the rest and resolves with the answer.
 */
function slowPost(base: string, p: string, body: unknown) {
  const text = Buffer.from(JSON.stringify(body));
  const req = request(`${base}${p}`, {
    method: "POST",
    headers: { "x-api-key": KEY, "content-type": "application/json", "content-length": text.length, expect: "100-continue" },
  });
  const answer = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    });
    req.on("error", reject);
  });
  const started = new Promise<void>((resolve, reject) => {
    req.once("continue", () => req.write(text.subarray(0, 40), () => resolve()));
    req.once("error", reject);
  });
  req.flushHeaders();
  return {
    started,
    finish: () => {
      req.end(text.subarray(40));
      return answer;
    },
  };
}

describe("graceful shutdown", () => {
  it("finishes the request and the delivery in flight, refuses new connections, then exits 0", { timeout: 300_000 }, async () => {
    const receiver = await startReceiver(() => ({ status: 200, delayMs: 1500 }));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = sandboxServerEnv(port, dbFile, KEY, {
      WEBHOOK_TIMEOUT_MS: "5000",
      // Long enough that an attempt the shutdown dropped could not come back during the test.
      WEBHOOK_LEASE_MS: "120000",
      WEBHOOK_POLL_INTERVAL_MS: "200",
      SHUTDOWN_GRACE_MS: "20000",
    });
    const api = apiOf(base, KEY);

    const server = await startServer(env, base, children);
    // The whole list of background work (lib/background.ts), the watch included.
    expect(server.output()).toMatch(/\[staydesk\] background work: webhooks as \S+, unsent attachments, mail as \S+, digests, failing-webhook watch\n/);
    expect(await fetch(`${base}/healthz`).then((r) => r.status)).toBe(200);
    expect(await fetch(`${base}/readyz`).then((r) => r.json())).toEqual({ status: "ready" });
    expect((await api("POST", "/webhooks", { url: receiver.url })).status).toBe(201);
    expect((await api("POST", "/enquiries", enquiryBody())).status).toBe(201);
    await waitFor("the delivery to reach the receiver", () => receiver.received.length === 1, 10_000);

    // Both in flight now: the receiver holds the delivery for 1.5 s, and half a body has arrived.
    const slow = slowPost(base, "/external-api/v1/enquiries", enquiryBody());
    await slow.started;
    const signalledAt = Date.now();
    process.kill(-server.process.pid!, "SIGTERM");
    await waitForOutput(server, "shutting down", 5_000);
    expect(server.output()).toContain("(1 request(s) in flight");

    // The listener is closed: a new connection is refused.
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    const answer = await slow.finish();
    expect(answer.status).toBe(201);
    expect(answer.connection).toBe("close");

    const code = await server.exited;
    expect(code).toBe(0);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(1_000); // it waited for the receiver
    expect(server.output()).toContain("stopped in");

    const db = new Database(dbFile, { readonly: true });
    try {
      const rows = db.prepare("SELECT status, attempts, leaseOwner FROM Delivery ORDER BY createdAt").all() as { status: string; attempts: number; leaseOwner: string | null }[];
      // The delivery in flight was recorded before the exit; the one of the enquiry that
      // finished during the shutdown waits, unclaimed, for the next worker.
      expect(rows).toEqual([
        { status: "SUCCEEDED", attempts: 1, leaseOwner: null },
        { status: "PENDING", attempts: 0, leaseOwner: null },
      ]);
    } finally {
      db.close();
    }
    expect(receiver.received).toHaveLength(1);

    // The next worker sends the waiting one, once.
    receiver.answer(() => ({ status: 200 }));
    const worker = startChild("scripts/worker.ts", env);
    children.push(worker);
    await waitFor("the second delivery", () => receiver.received.length === 2, 30_000);
    await sleep(500);
    const eventIds = receiver.received.map((r) => r.headers["x-event-id"]);
    expect(new Set(eventIds).size).toBe(2);
    await killChild(worker, "SIGTERM");
    await receiver.close();
  });
});
