// npm run bench:prism – the API against Stoplight Prism's mock of the API's own OpenAPI
// document, side by side in one run: each operation is measured on both, interleaved
// (API, Prism, Prism, API, …), so that the shared machine's load affects both alike.
// Prism validates the request and answers the document's example: a floor for what
// "validate and answer" costs in Node. Prints req/s, p50 and p99 per operation and target,
// the median of BENCH_ROUNDS rounds, the API's throughput as a multiple of Prism's, and
// the size of an answer on each side. GET quotes runs four times: a page of 10 real quotes
// (about 115 times the bytes of Prism's one-quote example as JSON) asked for as Node's
// fetch asks (Accept-Encoding: gzip, deflate), as browsers ask (br too) and with no
// Accept-Encoding, and one quote of one unit, composed in the back office, the size of
// that example.
//
// BENCH_PORT and BENCH_PRISM_PORT choose the ports (default 3917 and 3918),
// BENCH_SECONDS the length of a measurement (default 5), BENCH_ROUNDS the rounds (3),
// BENCH_CASES a comma-separated list of case names to run (default: all), e.g.
// BENCH_CASES="POST enquiry,POST enquiry, 5 webhooks" (names split on "," followed by no space).
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ensureBuilt } from "./support/instances";

const PORT = Number(process.env.BENCH_PORT ?? 3917);
const PRISM_PORT = Number(process.env.BENCH_PRISM_PORT ?? 3918);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const API = `http://127.0.0.1:${PORT}`;
const PRISM = `http://127.0.0.1:${PRISM_PORT}`;
const KEY = `sd_test_bench_${randomBytes(16).toString("hex")}`;
const SECRET = randomBytes(32).toString("base64url");
const V1 = "/external-api/v1";
const JSON_HEADERS = { "x-api-key": KEY, "content-type": "application/json" };

function enquiryBody(tag: string) {
  return JSON.stringify({
    checkInOut: { checkIn: "2027-05-01", checkOut: "2027-05-05" },
    clientReference: `bench-${tag}`,
    externalId: `bench-${tag}`,
    enquiryLocation: { addressFormatted: "221B Baker Street, London NW1 6XE, United Kingdom" },
    guestNumbers: { adults: 2 },
    leadGuest: { givenName: "Ada", familyName: "Lovelace" },
    clientBooker: { contactNumber: null, email: "booker@example.com", familyName: "Booker", givenName: "Bea" },
  });
}

async function waitFor(url: string, init?: RequestInit): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url, init)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

async function api(method: string, p: string, body?: unknown, headers: Record<string, string> = JSON_HEADERS) {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${API}${p}`, { method, headers, body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body) });
    const text = await res.text();
    if (res.status === 408 && attempt < 3) continue; // an idle pooled connection that the server timed out
    if (res.status >= 300) throw new Error(`${method} ${p}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  }
}

type Target = "api" | "prism";
type Case = {
  name: string;
  request: (target: Target) => autocannon.Request;
  amount?: number;
  /** Webhook deliveries each 2xx answer of the API causes (the fan-out case). */
  deliveries?: number;
};
type Row = { rps: number; p50: number; p99: number; non2xx: number; errors: number; bytes: number; ok: number; drainMs?: number };

async function measure(url: string, c: Case, target: Target, seconds: number): Promise<Row> {
  const started = performance.now();
  let lastResponse = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: 10,
        ...(c.amount ? { amount: c.amount } : { duration: seconds }),
        requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, ...c.request(target) }) } as autocannon.Request],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", () => (lastResponse = performance.now()));
  });
  // A fixed number of requests: autocannon notices the end only at its next one-second
  // sample, so its duration and per-second average are whole seconds; the rate is the
  // count over the time to the last answer.
  const rps = c.amount ? (1000 * result.requests.total) / Math.max(1, lastResponse - started) : result.requests.average;
  const bytes = result.requests.total > 0 ? result.throughput.total / result.requests.total : 0;
  return { rps: Math.round(rps), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors, bytes, ok: result["2xx"] };
}

// Counts the deliveries it receives (POST) and tells the count (GET /count).
const RECEIVER = `
let count = 0;
const server = require("node:http").createServer((req, res) => {
  if (req.method === "GET") return res.end(String(count));
  req.resume().on("end", () => { count++; res.end("ok"); });
});
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"], detached: true });
  child.once("exit", (code) => {
    if (code !== null && code !== 0) {
      console.error(`${command} ${args.join(" ")} exited with ${code}`);
      process.exit(1);
    }
  });
  return child;
}

async function main() {
  ensureBuilt(); // never a stale build: the figures would be of older code
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "staydesk-bench-prism-"));
  // Webhook deliveries of the fan-out case go to this receiver (any free port), a process
  // of its own: in this one it would take its share of autocannon's event loop, slowing the
  // load on the API's side only (Prism sends no webhooks).
  const receiver = spawn(process.execPath, ["-e", RECEIVER], { stdio: ["ignore", "pipe", "inherit"], detached: true });
  const receiverPort = await new Promise<number>((resolve, reject) => {
    receiver.stdout!.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    receiver.once("exit", (code) => reject(new Error(`the webhook receiver exited with ${code}`)));
  });

  const server = start(process.execPath, ["dist/server.mjs"], {
    NODE_ENV: "production",
    SERVICE_ENVIRONMENT: "sandbox",
    // Nobody signs up here: production without a mail server (see REQUIRE_EMAIL_VERIFICATION).
    REQUIRE_EMAIL_VERIFICATION: "false",
    // The fan-out case's receiver listens on 127.0.0.1.
    WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
    PORT: String(PORT),
    PORTAL_URL: API,
    HOST: "127.0.0.1",
    DATABASE_URL: `file:${path.join(dir, "bench.db")}`,
    SERVICE_BOOTSTRAP_API_KEY: KEY,
    STAYDESK_SECRET: SECRET,
    RATE_LIMIT_PER_MINUTE: "0",
  });
  let prism: ChildProcess | undefined;
  try {
    await waitFor(`${API}${V1}/openapi.json`);
    const documentFile = path.join(dir, "openapi.json");
    fs.writeFileSync(documentFile, await (await fetch(`${API}${V1}/openapi.json`)).text());
    prism = start(path.resolve("node_modules/.bin/prism"), ["mock", documentFile, "-h", "127.0.0.1", "-p", String(PRISM_PORT), "--errors"], {});
    await waitFor(`${PRISM}${V1}/webhook-verification-key`, { headers: { "x-api-key": KEY } });

    // Data: enquiries to read, 12 quoted ones so that a page of quotes is full.
    const refs: string[] = [];
    for (let i = 0; i < 200; i++) refs.push((await api("POST", `${V1}/enquiries`, enquiryBody(`seed-${i}`))).data.serviceReference);
    for (const ref of refs.slice(0, 12)) {
      await api("POST", `${V1}/sandbox/enquiries/${ref}/change-state`, { enquiryState: "SHORTLISTING" });
      await api("POST", `${V1}/sandbox/enquiries/${ref}/change-state`, { enquiryState: "QUOTED" });
    }
    // A quote of one property and one unit, the size of the document's example that Prism
    // answers (a page of 10 real quotes is about 130 times that): composed in the back office,
    // written by this process to the server's database file.
    const exampleSized = (await api("POST", `${V1}/enquiries`, enquiryBody("example-sized"))).data.serviceReference as string;
    {
      Object.assign(process.env, { DATABASE_URL: `file:${path.join(dir, "bench.db")}`, STAYDESK_SECRET: SECRET, SERVICE_ENVIRONMENT: "sandbox" });
      const { getPrisma } = await import("../lib/db/prisma");
      const { createSpecialist } = await import("../lib/service/backoffice/auth/create-specialist");
      const { startShortlisting } = await import("../lib/service/backoffice/start-shortlisting");
      const { searchInventory } = await import("../lib/service/backoffice/search-inventory");
      const { sendQuote } = await import("../lib/service/backoffice/send-quote");
      const specialist = await createSpecialist(getPrisma(), { email: "bench@example.com", name: "Bench Specialist", password: randomBytes(12).toString("hex") });
      const actor = { id: specialist.id, name: specialist.name };
      await startShortlisting(exampleSized, actor);
      const { hits } = await searchInventory(exampleSized, { radiusKm: 50 });
      const hit = hits.find((h) => h.units.length > 0)!;
      await sendQuote(exampleSized, actor, { description: "One apartment near Baker Street", items: [{ propertyId: hit.propertyId, units: [{ unitId: hit.units[0]!.id }] }] });
      await getPrisma().$disconnect();
    }

    // Webhook creation: at most 5 webhooks per account, so each creation uses an account of
    // its own, provisioned beforehand, and that case runs a fixed number of requests.
    const { sandboxProvisioningToken } = await import("../lib/secrets");
    process.env.STAYDESK_SECRET = SECRET;
    const token = sandboxProvisioningToken();
    const WEBHOOKS_PER_RUN = 1000;
    const WARM_UP_REQUESTS = 200;
    const accountKeys: string[] = [];
    for (let i = 0; i < (WEBHOOKS_PER_RUN * ROUNDS + WARM_UP_REQUESTS) / 5 + 5; i++) {
      const res = await api("POST", `${V1}/sandbox/accounts`, { accountName: `portal:bench${i}` }, { "content-type": "application/json", "x-provisioning-token": token });
      accountKeys.push(res.data.apiKey);
    }

    // The fan-out case: an account of its own with 5 webhooks, registered before any load.
    const fanOutKey = (await api("POST", `${V1}/sandbox/accounts`, { accountName: "portal:fanout" }, { "content-type": "application/json", "x-provisioning-token": token })).data.apiKey as string;
    for (let i = 0; i < 5; i++) {
      await api("POST", `${V1}/webhooks`, { url: `http://127.0.0.1:${receiverPort}/fanout-${i}` }, { "x-api-key": fanOutKey, "content-type": "application/json" });
    }

    // change-state: each request moves a NEW enquiry of its own to SHORTLISTING, so the
    // enquiries are created beforehand (10 at a time) and the case runs a fixed number of
    // requests, like webhook creation.
    const MOVES_PER_RUN = 3000;
    const only = process.env.BENCH_CASES?.split(/,(?! )/).map((name) => name.trim());
    const toMove: string[] = [];
    if (!only || only.includes("change-state")) {
      let next = 0;
      const total = MOVES_PER_RUN * ROUNDS + WARM_UP_REQUESTS;
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          while (next < total) toMove.push((await api("POST", `${V1}/enquiries`, enquiryBody(`move-${next++}`))).data.serviceReference);
        }),
      );
    }

    let n = 0;
    let moved = 0;
    let hooks = 0;
    const cases: Case[] = [
      { name: "GET enquiry", request: () => ({ method: "GET", path: `${V1}/enquiries/${refs[n++ % refs.length]}`, headers: { "x-api-key": KEY } }) },
      // The page of 10 three times: with the Accept-Encoding of Node's fetch (what the
      // portal's client sends), of browsers, and without one (Prism answers uncompressed in
      // every case). The API compresses pages of 8 KiB or more when asked.
      {
        name: "GET quotes (page of 10)",
        request: () => ({ method: "GET", path: `${V1}/quotes?pageSize=10`, headers: { "x-api-key": KEY, "accept-encoding": "gzip, deflate" } }),
      },
      {
        name: "GET quotes (10, br)",
        request: () => ({ method: "GET", path: `${V1}/quotes?pageSize=10`, headers: { "x-api-key": KEY, "accept-encoding": "gzip, deflate, br, zstd" } }),
      },
      { name: "GET quotes (10, identity)", request: () => ({ method: "GET", path: `${V1}/quotes?pageSize=10`, headers: { "x-api-key": KEY } }) },
      {
        name: "GET quotes (example-sized)",
        request: () => ({ method: "GET", path: `${V1}/quotes?serviceEnquiryReference=${exampleSized}`, headers: { "x-api-key": KEY } }),
      },
      { name: "POST enquiry", request: () => ({ method: "POST", path: `${V1}/enquiries`, headers: JSON_HEADERS, body: enquiryBody(`load-${n++}`) }) },
      {
        // Each request moves one of the enquiries created above, once.
        name: "change-state",
        amount: MOVES_PER_RUN,
        request: (t) => ({
          method: "POST",
          path: `${V1}/sandbox/enquiries/${t === "api" ? toMove[moved++ % toMove.length] : toMove[0]}/change-state`,
          headers: JSON_HEADERS,
          body: JSON.stringify({ enquiryState: "SHORTLISTING" }),
        }),
      },
      {
        name: "POST webhook",
        amount: WEBHOOKS_PER_RUN,
        request: (t) => {
          const i = t === "api" ? hooks++ : n++;
          return {
            method: "POST",
            path: `${V1}/webhooks`,
            headers: { "x-api-key": accountKeys[Math.floor(i / 5) % accountKeys.length]!, "content-type": "application/json" },
            body: JSON.stringify({ url: `http://127.0.0.1:${receiverPort}/hook-${i}`, events: [] }),
          };
        },
      },
      {
        name: "POST enquiry, 5 webhooks",
        deliveries: 5,
        request: () => ({
          method: "POST",
          path: `${V1}/enquiries`,
          headers: { "x-api-key": fanOutKey, "content-type": "application/json" },
          body: enquiryBody(`fan-${n++}`),
        }),
      },
    ];

    const unknown = only?.filter((name) => !cases.some((c) => c.name === name)) ?? [];
    if (unknown.length) throw new Error(`BENCH_CASES: no case named ${unknown.join(", ")}; cases: ${cases.map((c) => c.name).join("; ")}`);
    const chosen = only ? cases.filter((c) => only.includes(c.name)) : cases;
    const results = new Map<string, { api: Row[]; prism: Row[] }>(cases.map((c) => [c.name, { api: [], prism: [] }]));
    console.log(`${os.cpus().length} cores, Node ${process.version}; ${ROUNDS} rounds of ${SECONDS} s, 10 connections.`);
    const cell = (rows: Row[]) =>
      `${String(median(rows.map((r) => r.rps))).padStart(7)} ${median(rows.map((r) => r.p50)).toFixed(1).padStart(7)} ${median(rows.map((r) => r.p99)).toFixed(1).padStart(7)}`;
    console.log(`\n${"operation".padEnd(26)} ${"API req/s".padStart(9)}  p50 ms  p99 ms | ${"Prism req/s".padStart(11)}  p50 ms  p99 ms |  API/Prism  API non-2xx/errors  kB an answer (API/Prism, headers included)`);
    // The fan-out case's deliveries run on after the API's measurement, and would take
    // their CPU from the next one (Prism's): each API measurement of it waits until the
    // receiver has every delivery, and says how long that took.
    let deliveriesExpected = 0;
    const receiverUrl = `http://127.0.0.1:${receiverPort}/count`;
    async function measureApi(c: Case, seconds: number, amount?: number): Promise<Row> {
      const row = await measure(API, { ...c, amount }, "api", seconds);
      if (!c.deliveries) return row;
      deliveriesExpected += row.ok * c.deliveries;
      const ended = performance.now();
      while (Number(await (await fetch(receiverUrl)).text()) < deliveriesExpected) {
        if (performance.now() - ended > 300_000) throw new Error(`${c.name}: deliveries still missing 5 minutes after the measurement`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return { ...row, drainMs: performance.now() - ended };
    }
    for (const c of chosen) {
      await measureApi(c, 2, c.amount ? WARM_UP_REQUESTS : undefined); // warm-up
      await measure(PRISM, { ...c, amount: c.amount ? WARM_UP_REQUESTS : undefined }, "prism", 2);
      for (let round = 0; round < ROUNDS; round++) {
        const order: Target[] = round % 2 === 0 ? ["api", "prism"] : ["prism", "api"];
        for (const target of order) {
          results.get(c.name)![target].push(target === "api" ? await measureApi(c, SECONDS, c.amount) : await measure(PRISM, c, target, SECONDS));
        }
      }
      const name = c.name;
      const r = results.get(name)!;
      const ratio = median(r.api.map((x) => x.rps)) / Math.max(1, median(r.prism.map((x) => x.rps)));
      const bad = r.api.reduce((s, x) => s + x.non2xx, 0) + "/" + r.api.reduce((s, x) => s + x.errors, 0);
      const kb = (rows: Row[]) => (median(rows.map((x) => x.bytes)) / 1000).toFixed(1);
      console.log(`${name.padEnd(26)} ${cell(r.api).padStart(25)} | ${cell(r.prism).padStart(27)} | ${ratio.toFixed(2).padStart(9)}×  ${bad.padEnd(17)} ${kb(r.api)} / ${kb(r.prism)}`);
      if (c.deliveries) {
        const drains = r.api.map((x) => ((x.drainMs ?? 0) / 1000).toFixed(1)).join(", ");
        console.log(`${"".padEnd(26)} every delivery received ${drains} s after each API measurement (${c.deliveries} per request)`);
      }
    }
  } finally {
    for (const child of [prism, server]) if (child?.pid) process.kill(-child.pid, "SIGTERM");
    if (receiver.pid) process.kill(-receiver.pid, "SIGTERM");
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
