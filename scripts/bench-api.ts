// npm run bench:api – the public API's throughput on this machine.
// Starts the built server (dist/server.mjs; built first if missing) on a fresh SQLite
// database, creates a few thousand enquiries, then measures with autocannon
// (10 connections, a warm-up, then 10 s each): GET by serviceReference, GET by
// externalId, POST, and a request without a key. Prints req/s, p50 and p99.
import { spawn, execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";

const ENQUIRIES = Number(process.env.BENCH_ENQUIRIES ?? 3000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3917);
const BASE = `http://127.0.0.1:${PORT}`;
const KEY = `sd_test_bench_${randomBytes(16).toString("hex")}`;

function body(i: number, tag: string) {
  return JSON.stringify({
    checkInOut: { checkIn: "2027-05-01", checkOut: "2027-05-05" },
    clientReference: `bench-${tag}-${i}`,
    externalId: `bench-ext-${tag}-${i}`,
    enquiryLocation: { addressFormatted: ["London, UK", "Paris, France", "Berlin, Germany", "Madrid, Spain"][i % 4] },
    guestNumbers: { adults: 2 },
    leadGuest: { givenName: "Ada", familyName: "Lovelace" },
    clientBooker: { contactNumber: null, email: "booker@example.com", familyName: "Booker", givenName: "Bea" },
  });
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${BASE}/external-api/v1/openapi.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the server did not start within 30 s");
}

async function seed(): Promise<{ refs: string[]; externalIds: string[] }> {
  const refs: string[] = [];
  const externalIds: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < ENQUIRIES) {
      const i = next++;
      const res = await fetch(`${BASE}/external-api/v1/enquiries`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": KEY },
        body: body(i, "seed"),
      });
      if (res.status !== 201) throw new Error(`seeding failed: ${res.status} ${await res.text()}`);
      const { data } = (await res.json()) as { data: { serviceReference: string; externalId: string } };
      refs.push(data.serviceReference);
      externalIds.push(data.externalId);
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  return { refs, externalIds };
}

type Case = { name: string; request: () => autocannon.Request };

async function measure(c: Case, seconds: number) {
  const result = await autocannon({
    url: BASE,
    connections: 10,
    duration: seconds,
    requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, ...c.request() }) } as autocannon.Request],
  });
  return {
    name: c.name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function main() {
  if (!fs.existsSync("dist/server.mjs") || !fs.existsSync(".next/BUILD_ID")) {
    console.log("Building first (npm run build)…");
    execSync("npm run build", { stdio: "inherit" });
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "staydesk-bench-"));
  const server = spawn(process.execPath, ["dist/server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${path.join(dir, "bench.db")}`,
      SERVICE_ENVIRONMENT: "sandbox",
      SERVICE_BOOTSTRAP_API_KEY: KEY,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
      STAYDESK_SECRET: randomBytes(32).toString("base64url"),
      RATE_LIMIT_PER_MINUTE: "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  server.once("exit", (code) => {
    if (code !== null && code !== 0) process.exit(1); // it said why on stderr
  });
  try {
    await waitForServer();
    const t0 = Date.now();
    const { refs, externalIds } = await seed();
    console.log(`Seeded ${refs.length} enquiries in ${((Date.now() - t0) / 1000).toFixed(1)} s. ${os.cpus().length} cores, Node ${process.version}.`);

    let n = 0;
    const auth = { "x-api-key": KEY };
    const cases: Case[] = [
      { name: "GET enquiry by serviceReference", request: () => ({ method: "GET", path: `/external-api/v1/enquiries/${refs[n++ % refs.length]}`, headers: auth }) },
      { name: "GET enquiry by externalId", request: () => ({ method: "GET", path: `/external-api/v1/enquiries/${externalIds[n++ % externalIds.length]}`, headers: auth }) },
      { name: "POST enquiry", request: () => ({ method: "POST", path: "/external-api/v1/enquiries", headers: { ...auth, "content-type": "application/json" }, body: body(n++, "load") }) },
      { name: "GET without a key (401)", request: () => ({ method: "GET", path: `/external-api/v1/enquiries/${refs[n++ % refs.length]}` }) },
    ];
    const rows = [];
    for (const c of cases) {
      await measure(c, 3); // warm-up
      rows.push(await measure(c, DURATION));
    }
    console.log(`\n${"case".padEnd(34)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"non-2xx".padStart(8)} ${"errors".padStart(7)}`);
    for (const r of rows) {
      console.log(`${r.name.padEnd(34)} ${String(r.rps).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.non2xx).padStart(8)} ${String(r.errors).padStart(7)}`);
    }
  } finally {
    server.kill("SIGTERM");
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
