// npm run profile:api – where the server's CPU goes under load, one operation at a time.
// Starts the built server (dist/server.mjs) with `node --cpu-prof` on a fresh SQLite
// database, seeds enquiries (and, for the fan-out case, 5 webhooks to a local receiver),
// loads one operation with autocannon (10 connections) for PROFILE_SECONDS (default 8),
// stops the server, and prints the operation's req/s and the profile's top entries by self
// time (function, file:line, share of samples). The .cpuprofile is kept (path printed) for
// a closer look in Chrome's DevTools.
//
// PROFILE_CASE: "GET enquiry" (default), "POST enquiry", "change-state", "POST webhook",
// "GET quotes", "POST enquiry, 5 webhooks". PROFILE_TOP: entries printed (default 20).
// PROFILE_PORT: the server's port (default 3919). PROFILE_ACCEPT_ENCODING: sent with
// every request (e.g. "gzip, deflate", as Node's fetch; default none).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ensureBuilt } from "./support/instances";

const CASE = process.env.PROFILE_CASE ?? "GET enquiry";
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 8);
const TOP = Number(process.env.PROFILE_TOP ?? 20);
const PORT = Number(process.env.PROFILE_PORT ?? 3919);
const ACCEPT_ENCODING = process.env.PROFILE_ACCEPT_ENCODING;
const BASE = `http://127.0.0.1:${PORT}`;
const V1 = "/external-api/v1";
const KEY = `sd_test_bench_${randomBytes(16).toString("hex")}`;
const SECRET = randomBytes(32).toString("base64url");
const JSON_HEADERS = { "x-api-key": KEY, "content-type": "application/json" };

function enquiryBody(tag: string) {
  return JSON.stringify({
    checkInOut: { checkIn: "2027-05-01", checkOut: "2027-05-05" },
    clientReference: `prof-${tag}`,
    externalId: `prof-${tag}`,
    enquiryLocation: { addressFormatted: "221B Baker Street, London NW1 6XE, United Kingdom" },
    guestNumbers: { adults: 2 },
    leadGuest: { givenName: "Ada", familyName: "Lovelace" },
    clientBooker: { contactNumber: null, email: "booker@example.com", familyName: "Booker", givenName: "Bea" },
  });
}

async function api(method: string, p: string, body?: string, headers: Record<string, string> = JSON_HEADERS) {
  const res = await fetch(`${BASE}${p}`, { method, headers, body });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${p}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${BASE}${V1}/openapi.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the server did not start within 60 s");
}

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; endTime: number };

/**
 * Self time by function (name, file and line), as shares of the samples taken between
 * `from` and `to` µs before the profile's end (the load, not the seeding).
 */
function topSelfTime(profile: Profile, top: number, from: number, to: number): { lines: string[]; samples: number } {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const counts = new Map<string, number>();
  const times: number[] = [];
  let t = 0;
  for (const delta of profile.timeDeltas) times.push((t += delta));
  const shift = profile.endTime - t; // the last sample's time is about endTime
  let total = 0;
  profile.samples.forEach((id, i) => {
    const before = profile.endTime - (times[i]! + shift);
    if (before > from || before < to) return;
    total++;
    const frame = byNode.get(id)!.callFrame;
    const file = frame.url ? `${frame.url.replace(/^file:\/\//, "").replace(`${process.cwd()}/`, "")}:${frame.lineNumber + 1}` : "";
    const key = `${frame.functionName || "(anonymous)"} ${file}`.trim();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  const lines = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, count]) => `${((100 * count) / total).toFixed(1).padStart(5)}%  ${key}`);
  return { lines, samples: total };
}

async function main() {
  ensureBuilt();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "staydesk-profile-"));
  const receiver = createServer((req, res) => req.resume().on("end", () => res.end("ok")));
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  const receiverPort = (receiver.address() as { port: number }).port;
  const server = spawn(process.execPath, ["--cpu-prof", "--cpu-prof-dir", dir, "dist/server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      SERVICE_ENVIRONMENT: "sandbox",
      // Nobody signs up here: production without a mail server (see REQUIRE_EMAIL_VERIFICATION).
      REQUIRE_EMAIL_VERIFICATION: "false",
      WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
      PORT: String(PORT),
      PORTAL_URL: process.env.PORTAL_URL ?? `http://127.0.0.1:${PORT}`,
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${path.join(dir, "profile.db")}`,
      SERVICE_BOOTSTRAP_API_KEY: KEY,
      STAYDESK_SECRET: SECRET,
      RATE_LIMIT_PER_MINUTE: "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let exitedAt = 0;
  const exited = new Promise<void>((resolve) => server.once("exit", () => ((exitedAt = Date.now()), resolve())));
  let loadStart = 0;
  let loadEnd = 0;
  try {
    await waitForServer();
    const refs: string[] = [];
    for (let i = 0; i < 200; i++) refs.push((await api("POST", `${V1}/enquiries`, enquiryBody(`seed-${i}`))).data.serviceReference);
    for (const ref of refs.slice(0, 12)) await api("POST", `${V1}/sandbox/enquiries/${ref}/change-state`, JSON.stringify({ enquiryState: "QUOTED" }));
    const { sandboxProvisioningToken } = await import("../lib/secrets");
    process.env.STAYDESK_SECRET = SECRET;
    const token = sandboxProvisioningToken();
    const provision = async (name: string) =>
      (await api("POST", `${V1}/sandbox/accounts`, JSON.stringify({ accountName: name }), { "content-type": "application/json", "x-provisioning-token": token })).data
        .apiKey as string;
    const fanOutKey = await provision("portal:fanout");
    for (let i = 0; i < 5; i++) {
      await api("POST", `${V1}/webhooks`, JSON.stringify({ url: `http://127.0.0.1:${receiverPort}/fanout-${i}` }), { "x-api-key": fanOutKey, "content-type": "application/json" });
    }
    // Webhook creation: 5 per account, so accounts are made beforehand and the case runs a
    // fixed number of requests instead of a duration.
    const hookKeys: string[] = [];
    if (CASE === "POST webhook") for (let i = 0; i < 400; i++) hookKeys.push(await provision(`portal:hooks${i}`));

    let n = 0;
    let moved = 0;
    const moveRefs: string[] = [];
    if (CASE === "change-state") {
      // Enough fresh enquiries for each request to move one NEW enquiry to SHORTLISTING.
      for (let i = 0; i < 4000; i++) moveRefs.push((await api("POST", `${V1}/enquiries`, enquiryBody(`move-${i}`))).data.serviceReference);
    }
    const cases: Record<string, () => autocannon.Request> = {
      "GET enquiry": () => ({ method: "GET", path: `${V1}/enquiries/${refs[n++ % refs.length]}`, headers: { "x-api-key": KEY } }),
      "GET quotes": () => ({ method: "GET", path: `${V1}/quotes?pageSize=10`, headers: { "x-api-key": KEY } }),
      "POST enquiry": () => ({ method: "POST", path: `${V1}/enquiries`, headers: JSON_HEADERS, body: enquiryBody(`load-${n++}`) }),
      "POST enquiry, 5 webhooks": () => ({
        method: "POST",
        path: `${V1}/enquiries`,
        headers: { "x-api-key": fanOutKey, "content-type": "application/json" },
        body: enquiryBody(`fan-${n++}`),
      }),
      "change-state": () => ({
        method: "POST",
        path: `${V1}/sandbox/enquiries/${moveRefs[moved++ % moveRefs.length]}/change-state`,
        headers: JSON_HEADERS,
        body: JSON.stringify({ enquiryState: "SHORTLISTING" }),
      }),
      "POST webhook": () => {
        const i = n++;
        return {
          method: "POST",
          path: `${V1}/webhooks`,
          headers: { "x-api-key": hookKeys[Math.floor(i / 5) % hookKeys.length]!, "content-type": "application/json" },
          body: JSON.stringify({ url: `http://127.0.0.1:${receiverPort}/hook-${i}`, events: [] }),
        };
      },
    };
    const request = cases[CASE];
    if (!request) throw new Error(`PROFILE_CASE: no case named ${CASE}; cases: ${Object.keys(cases).join("; ")}`);
    loadStart = Date.now();
    let lastResponse = loadStart;
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: BASE,
          connections: 10,
          ...(CASE === "POST webhook" ? { amount: hookKeys.length * 5 } : CASE === "change-state" ? { amount: moveRefs.length } : { duration: SECONDS }),
          requests: [
            {
              setupRequest: (req: autocannon.Request) => {
                const next = request();
                return { ...req, ...next, headers: { ...next.headers, ...(ACCEPT_ENCODING ? { "accept-encoding": ACCEPT_ENCODING } : {}) } };
              },
            } as autocannon.Request,
          ],
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
      instance.on("response", () => (lastResponse = Date.now()));
    });
    loadEnd = Date.now();
    // A fixed number of requests: autocannon notices the end only at its next one-second
    // sample, so the rate is the count over the time to the last answer.
    const fixed = CASE === "POST webhook" || CASE === "change-state";
    const rps = fixed ? (1000 * result.requests.total) / Math.max(1, lastResponse - loadStart) : result.requests.average;
    console.log(
      `${CASE}: ${Math.round(rps)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.throughput.average / Math.max(1, result.requests.average))} bytes an answer, non-2xx ${result.non2xx}, errors ${result.errors} (${os.cpus().length} cores, Node ${process.version})`,
    );
  } finally {
    server.kill("SIGTERM");
    await exited;
    receiver.close();
  }
  const file = fs.readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
  if (!file) throw new Error("the server wrote no profile");
  const profilePath = path.join(dir, file);
  // Only the samples of the load: the profile covers the server's whole life, seeding too.
  const profile = JSON.parse(fs.readFileSync(profilePath, "utf8")) as Profile;
  const { lines, samples } = topSelfTime(profile, TOP, (exitedAt - loadStart) * 1000, (exitedAt - loadEnd) * 1000);
  console.log(`\nTop ${TOP} by self time, ${samples} samples of the load (${profilePath}):`);
  for (const line of lines) console.log(line);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
