// Benchmark of the portal's live stream: the built server (npm run build first) on a
// fresh database with the demo organisation (the demo seed, live updates on), 200 open
// Server-Sent Events streams of one signed-in member, then events from the sandbox.
// Prints the server's memory and CPU with the streams idle and while events flow, and the
// latency from each event's trigger to its arrival on every stream.
//
//   npm run bench:streams        (BENCH_STREAMS, BENCH_EVENTS, BENCH_PORT change it)
//
// Run with --conditions=react-server (the npm script does): the portal's modules are server-only.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { ensureBuilt } from "./support/instances";

const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3919);
const URL_ = `http://localhost:${PORT}`;
const DIR = fs.mkdtempSync(path.join(os.tmpdir(), "staydesk-bench-streams-"));
const DB = path.join(DIR, "bench.db");
const SECRET = "bench-streams-secret-0123456789-abcdefghijklmnop";
const ADMIN = { email: "admin@demo-travel.test", password: "staydesk-demo-admin" };

const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(PORT),
  PORTAL_URL: URL_,
  DATABASE_URL: `file:${DB}`,
  STAYDESK_SECRET: SECRET,
  SERVICE_ENVIRONMENT: "sandbox",
  // Nobody signs up here: production without a mail server (see REQUIRE_EMAIL_VERIFICATION).
  REQUIRE_EMAIL_VERIFICATION: "false",
  RATE_LIMIT_PER_MINUTE: "0",
  // One member's streams, all of them: the caps would refuse all but a few.
  LIVE_STREAMS_PER_SESSION: String(STREAMS),
  LIVE_STREAMS_PER_ORGANIZATION: String(STREAMS),
  NEXT_TELEMETRY_DISABLED: "1",
};

function cpuMs(pid: number): number {
  // utime + stime, in clock ticks (100 per second on Linux).
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

function rssMiB(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith("VmRSS:"))!;
  return Number(line.replace(/\D+/g, "")) / 1024;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${URL_}/sign-in`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the server did not start");
}

async function main() {
  ensureBuilt();
  execFileSync(path.resolve("node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/seed-demo.ts"], { env: { ...env, NODE_ENV: "development" }, stdio: "ignore" });
  const server = spawn(process.execPath, ["dist/server.mjs"], { env, stdio: "ignore" });
  const pid = server.pid!;
  try {
    await waitForServer();
    process.env.STAYDESK_SECRET = SECRET;
    const { decryptApiKey } = await import("../lib/portal/connections/key-cipher");
    const db = new Database(DB, { readonly: true });
    const row = db.prepare("SELECT organizationId, baseUrl, keyCiphertext FROM ServiceConnection").get() as { organizationId: string; baseUrl: string | null; keyCiphertext: string };
    db.close();
    const apiKey = decryptApiKey({ organizationId: row.organizationId, baseUrl: row.baseUrl }, row.keyCiphertext);

    const signIn = await fetch(`${URL_}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: URL_ },
      body: JSON.stringify(ADMIN),
    });
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    if (!signIn.ok || !cookie) throw new Error(`sign-in failed: ${signIn.status}`);

    const enquiry = await fetch(`${URL_}/external-api/v1/enquiries`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": apiKey },
      body: JSON.stringify({
        checkInOut: { checkIn: "2027-03-01", checkOut: "2027-03-08" },
        clientReference: "BENCH-1",
        externalId: `bench-${Date.now()}`,
        enquiryLocation: { addressFormatted: "221B Baker Street, London NW1 6XE, UK" },
        guestNumbers: { adults: 2 },
        leadGuest: { givenName: "Ada", familyName: "Lovelace" },
        clientBooker: { contactNumber: null, email: "b@example.com", familyName: "B", givenName: "B" },
      }),
    }).then((r) => r.json() as Promise<{ data: { serviceReference: string } }>);
    const reference = enquiry.data.serviceReference;
    await new Promise((r) => setTimeout(r, 1000)); // its ENQUIRY.CREATED arrives before the streams open

    const rssBefore = rssMiB(pid);
    // eventId → arrival times on each stream
    const arrivals = new Map<string, number[]>();
    const controllers: AbortController[] = [];
    let opened = 0;
    const decoder = new TextDecoder();
    await Promise.all(
      Array.from({ length: STREAMS }, async () => {
        const controller = new AbortController();
        controllers.push(controller);
        const res = await fetch(`${URL_}/api/events`, { headers: { cookie, accept: "text/event-stream" }, signal: controller.signal });
        if (!res.ok || !res.body) throw new Error(`stream refused: ${res.status}`);
        opened++;
        void (async () => {
          let buffer = "";
          try {
            for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
              buffer += decoder.decode(chunk, { stream: true });
              let end;
              while ((end = buffer.indexOf("\n\n")) >= 0) {
                const frame = buffer.slice(0, end);
                buffer = buffer.slice(end + 2);
                const data = /^data: (.*)$/m.exec(frame)?.[1];
                if (frame.includes("event: event") && data) {
                  const eventId = (JSON.parse(data) as { eventId: string }).eventId;
                  const list = arrivals.get(eventId) ?? [];
                  list.push(performance.now());
                  arrivals.set(eventId, list);
                }
              }
            }
          } catch {
            // aborted at the end
          }
        })();
      }),
    );
    await new Promise((r) => setTimeout(r, 1000));
    const cpuIdle0 = cpuMs(pid);
    await new Promise((r) => setTimeout(r, 5000));
    const idleCpu = (cpuMs(pid) - cpuIdle0) / 5000;
    const rssOpen = rssMiB(pid);

    // Events: each trigger's time, matched to its arrival by order of the stored events.
    const triggered: number[] = [];
    const cpuBusy0 = cpuMs(pid);
    const busyStart = performance.now();
    for (let i = 0; i < EVENTS; i++) {
      triggered.push(performance.now());
      const res = await fetch(`${URL_}/external-api/v1/sandbox/enquiries/${reference}/trigger-webhook-event`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": apiKey },
        body: JSON.stringify({ eventType: "ENQUIRY.REOPENED" }),
      });
      if (res.status !== 204) throw new Error(`trigger failed: ${res.status}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    await new Promise((r) => setTimeout(r, 2000));
    const busyCpu = (cpuMs(pid) - cpuBusy0) / (performance.now() - busyStart);
    const rssBusy = rssMiB(pid);

    const dbr = new Database(DB, { readonly: true });
    const ids = (dbr.prepare("SELECT eventId FROM PortalEvent WHERE eventType = 'ENQUIRY.REOPENED' ORDER BY seq").all() as { eventId: string }[]).map((r) => r.eventId);
    dbr.close();
    const latencies: number[] = [];
    let delivered = 0;
    ids.forEach((id, i) => {
      for (const at of arrivals.get(id) ?? []) {
        delivered++;
        latencies.push(at - triggered[i]!);
      }
    });
    latencies.sort((a, b) => a - b);
    for (const c of controllers) c.abort();

    const f = (n: number) => n.toFixed(0);
    console.log(`streams open: ${opened} of ${STREAMS} (one signed-in member, one process)`);
    console.log(`server RSS: ${rssBefore.toFixed(1)} MiB before, ${rssOpen.toFixed(1)} MiB with the streams open (+${(rssOpen - rssBefore).toFixed(1)}), ${rssBusy.toFixed(1)} MiB after the events`);
    console.log(`server CPU: ${(idleCpu * 100).toFixed(1)}% of a core with the streams idle (5 s), ${(busyCpu * 100).toFixed(1)}% while ${EVENTS} events flow (one each 250 ms)`);
    console.log(`deliveries: ${delivered} of ${ids.length * STREAMS} (${ids.length} events × ${STREAMS} streams)`);
    console.log(`latency, trigger → arrival on a stream: p50 ${f(percentile(latencies, 50))} ms, p95 ${f(percentile(latencies, 95))} ms, p99 ${f(percentile(latencies, 99))} ms, max ${f(latencies.at(-1) ?? NaN)} ms`);
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    if (server.exitCode === null) server.kill("SIGKILL");
    fs.rmSync(DIR, { recursive: true, force: true });
  }
}

await main();
