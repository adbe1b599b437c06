import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { enquiryBody } from "../helpers/service";
import { apiOf, freePort, sandboxServerEnv, killChild, startServer as startServerIn, type Child } from "./processes";
import { startReceiver, waitFor } from "./receiver";

// The whole server (npx tsx server.ts, Next.js in dev mode included) on its own
// database, killed with SIGKILL in the middle of a burst of events and started again:
// every event it committed must reach the receiver at least once.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "staydesk-crash-"));
const dbFile = path.join(dir, "crash.db");
const KEY = `sd_test_crash_${randomBytes(16).toString("hex")}`;
const children: Child[] = [];
afterAll(async () => {
  await Promise.all(children.map((c) => killChild(c)));
  fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
});
const startServer = (env: Record<string, string>, base: string) => startServerIn(env, base, children);

describe("a crash in the middle of a burst", () => {
  it("loses no event: everything committed is delivered after a restart", { timeout: 300_000 }, async () => {
    const received = new Map<string, number>(); // eventId → deliveries (the receiver dedupes on it)
    const receiver = await startReceiver((r) => {
      const id = String(r.headers["x-event-id"]);
      received.set(id, (received.get(id) ?? 0) + 1);
      return { status: 200, delayMs: 25 }; // slow enough (2 at a time) for a backlog at the kill
    });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = sandboxServerEnv(port, dbFile, KEY, {
      WEBHOOK_RETRY_DELAYS_MS: "100,200,400,800,1600",
      WEBHOOK_TIMEOUT_MS: "2000",
      WEBHOOK_LEASE_MS: "3000",
      WEBHOOK_POLL_INTERVAL_MS: "200",
      WEBHOOK_CONCURRENCY_PER_WEBHOOK: "2",
    });
    const api = apiOf(base, KEY);

    let server = await startServer(env, base);
    expect((await api("POST", "/webhooks", { url: receiver.url })).status).toBe(201);

    // The burst: 400 enquiries (each records ENQUIRY.CREATED), 8 at a time; the server
    // is killed once 150 have been acknowledged.
    const acknowledged: string[] = [];
    let unanswered = 0;
    let next = 0;
    let killed = false;
    const sender = async () => {
      while (next < 400 && !killed) {
        next++;
        try {
          const res = await api("POST", "/enquiries", enquiryBody());
          if (res.status === 201) acknowledged.push(((await res.json()) as { data: { serviceReference: string } }).data.serviceReference);
        } catch {
          unanswered++; // cut off by the kill: it may or may not have committed
        }
        if (acknowledged.length >= 150 && !killed) {
          killed = true;
          await killChild(server, "SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, sender));
    const deliveredAtKill = received.size;

    server = await startServer(env, base);
    const db = new Database(dbFile, { readonly: true });
    try {
      const events = () => db.prepare("SELECT id, body FROM Event").all() as { id: string; body: string }[];
      expect(events().length).toBeGreaterThanOrEqual(acknowledged.length);
      expect(deliveredAtKill).toBeLessThan(events().length); // the kill left work behind
      await waitFor("every committed event to be delivered", () => events().every((e) => received.has(e.id)), 60_000);

      const all = events();
      const lost = all.filter((e) => !received.has(e.id));
      const missingAcknowledged = acknowledged.filter((ref) => !all.some((e) => e.body.includes(`"${ref}"`)));
      const duplicates = [...received.values()].reduce((n, count) => n + count - 1, 0);
      console.log(
        `[crash] acknowledged ${acknowledged.length}, cut off ${unanswered}, committed ${all.length}, delivered before the kill ${deliveredAtKill}, lost ${lost.length}, duplicates ${duplicates}`,
      );
      expect(missingAcknowledged).toEqual([]);
      expect(lost).toEqual([]);
    } finally {
      db.close();
      await killChild(server, "SIGTERM");
      await receiver.close();
    }
  });
});
