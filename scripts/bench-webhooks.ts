// npm run bench:webhooks – webhook delivery end to end on this machine.
// Starts 5 receivers (node:http, each checking the signature) and the server on a fresh
// SQLite database: the built one (dist/server.mjs, re-bundled first if older than the
// sources) when a Next build exists, else `tsx server.ts`. Registers one webhook per
// receiver, then sends events through the sandbox's trigger-webhook-event: a trickle (one
// at a time, 20 ms apart: the latency of a quiet system), a small burst (20 events, 16
// requests in flight) and a large one (BENCH_EVENTS, 10,000). For each it prints
// deliveries expected, delivered, lost and duplicated, the latency from the event's
// createdAt (as stored, in ms) to its receipt, and rates; then bad signatures.
// BENCH_CPU_PROF=DIR runs the server with `node --cpu-prof` and writes its profile to DIR
// (the server is then stopped with SIGTERM, so that it can write the file).
// With DATABASE_URL=postgres://… the server runs on a new database on that server
// (dropped afterwards) instead of a SQLite file.
import { execFileSync, spawn } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import fs from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { freshDatabase } from "./support/instances";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const SMALL = Number(process.env.BENCH_SMALL_EVENTS ?? 20);
const IN_FLIGHT = 16;
const RECEIVERS = 5;
const PORT = Number(process.env.BENCH_PORT ?? 3918);
const BASE = `http://127.0.0.1:${PORT}`;
const KEY = `sd_test_bench_${randomBytes(16).toString("hex")}`;

type Receipt = { eventId: string; at: number; receiver: number };
const receipts: Receipt[] = [];
let badSignatures = 0;
let verificationKey = "";

async function startReceivers(): Promise<string[]> {
  const urls: string[] = [];
  for (let i = 0; i < RECEIVERS; i++) {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const at = Date.now();
        const body = Buffer.concat(chunks);
        const expected = createHmac("sha256", verificationKey).update(body).digest("base64");
        if (req.headers["x-signature"] !== expected) badSignatures++;
        receipts.push({ eventId: String(req.headers["x-event-id"]), at, receiver: i });
        res.writeHead(204).end();
      });
    });
    server.keepAliveTimeout = 30_000;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    urls.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook/${i}`);
  }
  return urls;
}

function serverCommand(): { command: string; args: string[]; mode: string } {
  if (fs.existsSync(".next/BUILD_ID") && fs.existsSync("dist/server.mjs")) {
    const built = fs.statSync("dist/server.mjs").mtimeMs;
    const sources = ["server.ts", "lib"].flatMap((p) => (fs.statSync(p).isDirectory() ? fs.readdirSync(p, { recursive: true, encoding: "utf8" }).map((f) => path.join(p, f)) : [p]));
    let fresh = !sources.some((f) => f.endsWith(".ts") && fs.statSync(f).mtimeMs > built);
    if (!fresh) {
      console.log("dist/server.mjs is older than the sources: bundling it again (esbuild, no Next build).");
      try {
        execFileSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "ignore" });
        fresh = true;
      } catch {
        console.log("Bundling failed: running the sources instead.");
      }
    }
    if (fresh) return { command: process.execPath, args: ["dist/server.mjs"], mode: "dist/server.mjs (NODE_ENV=production)" };
  }
  return { command: path.resolve("node_modules/.bin/tsx"), args: ["server.ts"], mode: "tsx server.ts (development: no Next build found)" };
}

const api = (method: string, p: string, body?: unknown) =>
  fetch(`${BASE}/external-api/v1${p}`, {
    method,
    headers: { "x-api-key": KEY, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    if (await fetch(`${BASE}/external-api/v1/openapi.json`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the server did not start within 120 s");
}

/** Sends `count` events, `inFlight` at a time (pausing `gapMs` after each), round-robin over the enquiries. */
async function send(count: number, refs: string[], inFlight: number, gapMs: number): Promise<{ sentMs: number; failed: number }> {
  const started = Date.now();
  let next = 0;
  let failed = 0;
  const types = ["ENQUIRY.SHORTLISTING", "ENQUIRY.SPECIALIST_ASSIGNED", "ENQUIRY.REOPENED", "ENQUIRY.CLOSED"];
  const sender = async () => {
    while (next < count) {
      const i = next++;
      const res = await api("POST", `/sandbox/enquiries/${refs[i % refs.length]}/trigger-webhook-event`, { eventType: types[i % types.length] });
      if (res.status !== 204) failed++;
      await res.arrayBuffer();
      if (gapMs > 0) await new Promise((r) => setTimeout(r, gapMs));
    }
  };
  await Promise.all(Array.from({ length: inFlight }, sender));
  return { sentMs: Date.now() - started, failed };
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The events stored so far, with their creation time in ms since the epoch. */
type EventReader = { all(): Promise<{ id: string; at: number }[]>; close(): Promise<void> };

async function eventReader(database: { url: string; dialect: "sqlite" | "postgres" }): Promise<EventReader> {
  if (database.dialect === "postgres") {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    return {
      all: async () =>
        (await client.query<{ id: string; at: number }>(`SELECT id, (extract(epoch FROM "createdAt") * 1000)::float8 AS at FROM "Event"`)).rows,
      close: () => client.end(),
    };
  }
  const db = new Database(database.url.slice("file:".length), { readonly: true });
  const statement = db.prepare(`SELECT id, "createdAt" FROM "Event"`);
  return {
    all: async () => (statement.all() as { id: string; createdAt: string }[]).map((e) => ({ id: e.id, at: Date.parse(e.createdAt) })),
    close: async () => void db.close(),
  };
}

async function measure(name: string, count: number, refs: string[], db: EventReader, inFlight = IN_FLIGHT, gapMs = 0) {
  const before = new Set((await db.all()).map((r) => r.id));
  const firstReceipt = receipts.length;
  const { sentMs, failed } = await send(count, refs, inFlight, gapMs);
  const events = (await db.all()).filter((e) => !before.has(e.id));
  const createdAt = new Map(events.map((e) => [e.id, e.at]));
  const expected = events.length * RECEIVERS;
  // Wait for every delivery, or until nothing has arrived for 30 s.
  let scanned = firstReceipt;
  let seen = -1;
  let quietSince = Date.now();
  const firstOf = new Map<string, number>();
  while (firstOf.size < expected && Date.now() - quietSince < 30_000) {
    await new Promise((r) => setTimeout(r, 50));
    for (; scanned < receipts.length; scanned++) {
      const r = receipts[scanned]!;
      const k = `${r.eventId} ${r.receiver}`;
      if (createdAt.has(r.eventId) && !firstOf.has(k)) firstOf.set(k, r.at);
    }
    if (firstOf.size !== seen) [seen, quietSince] = [firstOf.size, Date.now()];
  }
  const mine = receipts.slice(firstReceipt).filter((r) => createdAt.has(r.eventId));
  const latencies = [...firstOf.entries()].map(([k, at]) => at - createdAt.get(k.split(" ")[0]!)!).sort((a, b) => a - b);
  const start = Math.min(...createdAt.values());
  const end = Math.max(...firstOf.values());
  const seconds = (end - start) / 1000;
  return {
    burst: name,
    events: events.length,
    "send errors": failed,
    "deliveries expected": expected,
    delivered: firstOf.size,
    lost: expected - firstOf.size,
    duplicates: mine.length - firstOf.size,
    "p50 ms": percentile(latencies, 50),
    "p95 ms": percentile(latencies, 95),
    "p99 ms": percentile(latencies, 99),
    "max ms": latencies.at(-1) ?? NaN,
    "events/s in": Math.round(events.length / (sentMs / 1000)),
    "events/s delivered": Math.round(events.length / seconds),
    "deliveries/s": Math.round(firstOf.size / seconds),
  };
}

async function main() {
  const urls = await startReceivers();
  const { command, args: serverArgs, mode } = serverCommand();
  const profileDir = process.env.BENCH_CPU_PROF;
  const args = profileDir && command === process.execPath ? ["--cpu-prof", "--cpu-prof-dir", path.resolve(profileDir), ...serverArgs] : serverArgs;
  const database = await freshDatabase();
  const server = spawn(command, args, {
    env: {
      ...process.env,
      NODE_ENV: mode.includes("production") ? "production" : "development",
      STAYDESK_SECRET: process.env.STAYDESK_SECRET ?? randomBytes(32).toString("base64"),
      PORT: String(PORT),
      PORTAL_URL: process.env.PORTAL_URL ?? `http://127.0.0.1:${PORT}`,
      HOST: "127.0.0.1",
      DATABASE_URL: database.url,
      SERVICE_ENVIRONMENT: "sandbox",
      // Nobody signs up here: production without a mail server (see REQUIRE_EMAIL_VERIFICATION).
      REQUIRE_EMAIL_VERIFICATION: "false",
      SERVICE_BOOTSTRAP_API_KEY: KEY,
      RATE_LIMIT_PER_MINUTE: "0",
      // The receivers listen on 127.0.0.1.
      WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid!, "SIGKILL");
    } catch {
      // already gone
    }
  };
  process.once("exit", stop);
  try {
    await waitForServer();
    verificationKey = ((await (await api("GET", "/webhook-verification-key")).json()) as { data: { key: string } }).data.key;
    for (const url of urls) if ((await api("POST", "/webhooks", { url })).status !== 201) throw new Error("webhook registration failed");
    const refs: string[] = [];
    for (let i = 0; i < 20; i++) {
      const body = {
        checkInOut: { checkIn: "2027-05-01", checkOut: "2027-05-05" },
        clientReference: `bench-${i}`,
        externalId: `bench-${i}`,
        enquiryLocation: { addressFormatted: ["London, UK", "Paris, France", "Berlin, Germany", "Madrid, Spain"][i % 4] },
        guestNumbers: { adults: 2 },
        leadGuest: {},
        clientBooker: { contactNumber: null, email: "booker@example.com", familyName: "Booker", givenName: "Bea" },
      };
      const res = await api("POST", "/enquiries", body);
      refs.push(((await res.json()) as { data: { serviceReference: string } }).data.serviceReference);
    }
    const db = await eventReader(database);
    console.log(`Server: ${mode}, ${database.dialect === "postgres" ? "PostgreSQL" : "SQLite"}. ${RECEIVERS} receivers, one webhook each (all event types). ${os.cpus().length} cores, Node ${process.version}.`);
    await measure("warm-up", 200, refs, db);
    const rows = [
      await measure("trickle", 100, refs, db, 1, 20),
      await measure(`small burst`, SMALL, refs, db),
      await measure(`large burst`, EVENTS, refs, db),
    ];
    // One column per burst: the rows read as a list of measures.
    console.table(Object.fromEntries(Object.keys(rows[0]!).slice(1).map((k) => [k, Object.fromEntries(rows.map((r) => [r.burst, r[k as keyof typeof r]]))])));
    console.log(`Bad signatures: ${badSignatures}.`);
    await db.close();
  } finally {
    if (profileDir) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      process.kill(-server.pid!, "SIGTERM");
      await exited;
    }
    stop();
    await database.drop();
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
