// npm run bench:api – the public API's throughput on this machine.
// Starts the built server (dist/server.mjs; built first if missing or out of date) on a fresh database,
// creates a few thousand enquiries, then measures with autocannon (10 connections, a
// warm-up, then 10 s each): GET by serviceReference, GET by externalId, POST, and a
// request without a key. Prints req/s, p50 and p99.
//
// The database is a fresh SQLite file, or with DATABASE_URL=postgres://… a fresh
// database created on that server (and dropped afterwards). BENCH_INSTANCES=3 (on
// PostgreSQL) starts three instances and splits the connections among them, one
// autocannon each: req/s is their sum, p50 and p99 the worst instance's.
import os from "node:os";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import { isPostgresUrl } from "../lib/cluster/signals";
import { deploymentEnv, ensureBuilt, freshDatabase, startInstance, stopInstance, type Instance } from "./support/instances";

const ENQUIRIES = Number(process.env.BENCH_ENQUIRIES ?? 3000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3917);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1);
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 10;
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

/** One autocannon per instance, at the same time, the connections shared among them. */
async function measure(c: Case, seconds: number, bases: string[]) {
  const results = await Promise.all(
    bases.map((url, i) =>
      autocannon({
        url,
        connections: Math.floor(CONNECTIONS / bases.length) + (i < CONNECTIONS % bases.length ? 1 : 0),
        duration: seconds,
        requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, ...c.request() }) } as autocannon.Request],
      }),
    ),
  );
  return {
    name: c.name,
    rps: Math.round(results.reduce((n, r) => n + r.requests.average, 0)),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
    errors: results.reduce((n, r) => n + r.errors, 0),
  };
}

async function main() {
  ensureBuilt();
  if (INSTANCES > 1 && !isPostgresUrl(process.env.DATABASE_URL)) throw new Error("BENCH_INSTANCES > 1 needs DATABASE_URL=postgres://… (SQLite is one process)");
  const database = await freshDatabase();
  // The limit is off unless BENCH_RATE_LIMIT sets one (to measure what counting costs).
  const env = deploymentEnv(database.url, { SERVICE_BOOTSTRAP_API_KEY: KEY, RATE_LIMIT_PER_MINUTE: process.env.BENCH_RATE_LIMIT ?? "0" });
  const instances: Instance[] = [];
  try {
    // One first (it migrates and seeds the sandbox inventory), then the others.
    instances.push(await startInstance(PORT, env));
    for (let i = 1; i < INSTANCES; i++) instances.push(await startInstance(PORT + i, env));
    const t0 = Date.now();
    const { refs, externalIds } = await seed();
    const where = isPostgresUrl(database.url) ? "PostgreSQL" : "SQLite";
    console.log(
      `Seeded ${refs.length} enquiries in ${((Date.now() - t0) / 1000).toFixed(1)} s. ${where}, ${INSTANCES} instance(s), ${os.cpus().length} cores, Node ${process.version}.`,
    );

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
      const bases = instances.map((i) => i.base);
      await measure(c, 3, bases); // warm-up
      rows.push(await measure(c, DURATION, bases));
    }
    console.log(`\n${"case".padEnd(34)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"non-2xx".padStart(8)} ${"errors".padStart(7)}`);
    for (const r of rows) {
      console.log(`${r.name.padEnd(34)} ${String(r.rps).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.non2xx).padStart(8)} ${String(r.errors).padStart(7)}`);
    }
  } finally {
    await Promise.all(instances.map((i) => stopInstance(i)));
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
