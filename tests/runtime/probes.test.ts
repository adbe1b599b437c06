import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate";
import { openEventStream } from "@/lib/portal/live/open-event-stream";
import { answerProbe } from "@/lib/runtime/answer-probe";
import { beginShutdown, markMigrated } from "@/lib/runtime/shutdown-state";

// /healthz and /readyz as server.ts serves them, and what a shutdown does to them and to
// open live streams. The shutdown is for good in this process: the last cases rely on it.

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (!answerProbe(req, res)) res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const probe = async (p: string, method = "GET") => {
  const res = await fetch(`${base}${p}`, { method });
  return { status: res.status, body: method === "HEAD" ? "" : await res.text(), cache: res.headers.get("cache-control") };
};

describe("health and readiness", () => {
  it("answers /healthz at once, /readyz only once migrated", async () => {
    expect(await probe("/healthz")).toEqual({ status: 200, body: '{"status":"ok"}', cache: "no-store" });
    expect(await probe("/readyz")).toMatchObject({ status: 503, body: '{"status":"unavailable","reason":"migrations pending"}' });
    await migrateDatabase();
    markMigrated();
    expect(await probe("/readyz")).toMatchObject({ status: 200, body: '{"status":"ready"}' });
    expect(await probe("/readyz?full", "HEAD")).toMatchObject({ status: 200, body: "" });
    expect((await probe("/readyz", "POST")).status).toBe(405);
    expect((await probe("/readyzz")).status).toBe(418); // other paths go on to the app
  });

  it("turns /readyz to 503 and closes live streams when shutdown begins", async () => {
    const holder = { sessionId: "s-1", activeOrganizationId: "org-1", userId: "u-1", organizationId: "org-1", memberId: "m-1", role: "agent" as const };
    const open = () => openEventStream({ holder, slotId: "slot-1", after: null, checkedAt: Date.now(), signal: new AbortController().signal });
    const stream = open();
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    const first = decoder.decode((await reader.read()).value);
    expect(first).toContain(": connected");

    beginShutdown();
    // It says why, so that the browser reconnects at once (to another instance).
    expect(decoder.decode((await reader.read()).value)).toBe('event: end\ndata: {"reason":"shutdown"}\n\n');
    expect(await reader.read()).toEqual({ done: true, value: undefined });
    expect(await probe("/readyz")).toMatchObject({ status: 503, body: '{"status":"unavailable","reason":"shutting down"}' });
    expect((await probe("/healthz")).status).toBe(200); // the process still answers

    // A stream opened during the shutdown ends at once, for its browser to go elsewhere.
    const late = open().getReader();
    expect(decoder.decode((await late.read()).value)).toContain('"reason":"shutdown"');
    expect(await late.read()).toEqual({ done: true, value: undefined });
  });
});
