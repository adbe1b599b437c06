// npm run bench:pages – how fast the portal's pages answer under load, against a floor.
// Starts the BUILT server (dist/server.mjs; run `npm run build` first, nothing is built
// here) on a fresh database with the demo organisation, sends 200 enquiries through the
// portal's own code (a third of them quoted by the sandbox; one of them, the comparison's,
// quoted with 4 properties and about 10 units when the inventory allows), signs in 10
// sessions, and runs autocannon on each page in turn, gzip accepted, the same run:
// `/sign-in` (a dynamic page with no data) is the floor the others are compared with.
// Prints req/s, p50, p99, the ratio to the floor, the server's CPU time per answer (read
// from /proc: unlike req/s, barely moved by other work on a shared machine), and each
// page's HTML size (raw, gzip). The comparison's details, which its page fetches once
// shown, are measured on a row of their own.
//
//   npm run bench:pages [-- --instances 3]   (with DATABASE_URL=postgres://… for PostgreSQL)
//
// Settings: BENCH_PORT (4901; instances take the ports after it, the proxy BENCH_PORT+10),
// BENCH_SECONDS per page and round (8), BENCH_ROUNDS (1; pages interleaved round by round,
// each page's best round kept, since a shared machine only ever makes a run slower),
// BENCH_CONNECTIONS (10), BENCH_ENQUIRIES (200), BENCH_CPU_PROF (a folder: the server
// writes a CPU profile there when it stops; see scripts/profile-summary.ts), BENCH_HTML
// (a folder: each page's HTML is saved there, to see what it is made of), BENCH_PAGES
// (comma-separated label endings, e.g. `/dashboard,/compare`: only those pages and the floor),
// BENCH_EXTRA (comma-separated signed-in paths measured besides, `{ref}` the comparison's enquiry).
import { execSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { deploymentEnv, freshDatabase, startInstance, startProxy, stopInstance, type Instance } from "./support/instances";

const args = process.argv.slice(2);
const INSTANCES = Number(args[args.indexOf("--instances") + 1] ?? 1) || 1;
const PORT = Number(process.env.BENCH_PORT ?? 4901);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ENQUIRIES = Number(process.env.BENCH_ENQUIRIES ?? 200);
const CPU_PROF = process.env.BENCH_CPU_PROF;
const HTML_DIR = process.env.BENCH_HTML;
const ADMIN = { email: "admin@demo-travel.test", password: "staydesk-demo-admin" };
// Cities tried, in turn, for the comparison's enquiry, with 1 to 4 adults each: the first
// quote of 4 properties and 10 units is kept (else the one nearest to it).
const COMPARISON_PLACES = [
  { latitude: 51.5072, longitude: -0.1276 },
  { latitude: 48.8566, longitude: 2.3522 },
  { latitude: 41.9028, longitude: 12.4964 },
  { latitude: 38.7223, longitude: -9.1393 },
  { latitude: 52.52, longitude: 13.405 },
  { latitude: 40.4168, longitude: -3.7038 },
];

if (INSTANCES > 1 && !process.env.DATABASE_URL?.startsWith("postgres")) {
  // Several processes writing one SQLite file answer 503 while another holds the write lock.
  console.error("Several instances share a PostgreSQL database: set DATABASE_URL=postgres://… (e.g. from `npm run pg:cluster`).");
  process.exit(1);
}
const database = await freshDatabase();
const base = INSTANCES > 1 ? `http://127.0.0.1:${PORT + 10}` : `http://127.0.0.1:${PORT}`;
const env = deploymentEnv(database.url, {
  PORTAL_URL: base,
  RATE_LIMIT_PER_MINUTE: "0",
  NEXT_TELEMETRY_DISABLED: "1",
});
const nodeArgs = CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(CPU_PROF)}`] : [];
// This process seeds through the portal's own modules, so it shares the server's settings.
Object.assign(process.env, env, { NODE_ENV: "development", PORT: String(PORT) });

if (!fs.existsSync("dist/server.mjs")) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}
execSync("npx tsx --conditions=react-server scripts/seed-demo.ts", { env: process.env, stdio: "ignore" });

const { getPrisma } = await import("../lib/db/prisma");
const { createEnquiry } = await import("../lib/portal/intake/create-enquiry");
const { changeSandboxState } = await import("../lib/portal/enquiries/change-sandbox-state");
const { getServiceClient } = await import("../lib/portal/connections/get-service-client");

const instances: Instance[] = [];
for (let i = 0; i < INSTANCES; i++) instances.push(await startInstance(PORT + i, { ...env, PORTAL_URL: base }, 60_000, nodeArgs));
const proxy = INSTANCES > 1 ? await startProxy(() => instances.map((x) => x.port), PORT + 10) : null;

type Context = Parameters<typeof createEnquiry>[0];

async function memberContext(): Promise<Context> {
  const member = await getPrisma().member.findFirstOrThrow({
    where: { user: { email: ADMIN.email } },
    select: { id: true, role: true, user: { select: { id: true, name: true, email: true } }, organization: { select: { id: true, name: true, slug: true } } },
  });
  return { user: member.user, member: { id: member.id, role: member.role as Context["member"]["role"] }, organization: member.organization };
}

function enquiryRequest(i: number, place: { latitude: number; longitude: number }, adults: number) {
  const checkIn = new Date(Date.UTC(2027, 0, 1 + (i % 300))).toISOString().slice(0, 10);
  const checkOut = new Date(Date.UTC(2027, 0, 4 + (i % 300) + (i % 7))).toISOString().slice(0, 10);
  return {
    checkInOut: { checkIn, checkOut },
    clientReference: `BENCH-${i}`,
    externalId: `bench-${i}-${randomBytes(3).toString("hex")}`,
    enquiryLocation: { coordinates: place },
    guestNumbers: { adults, children: 0 },
    leadGuest: {},
    clientBooker: { contactNumber: null, email: "booker@example.com", familyName: "Booker", givenName: "Bea" },
  };
}

/** The comparison's enquiry: 4 properties and 10 units if some city and party give it, else the nearest found. */
async function comparisonEnquiry(context: Context): Promise<{ reference: string; properties: number; units: number }> {
  const client = await getServiceClient(context.organization.id);
  let best: { reference: string; properties: number; units: number } | null = null;
  let i = 10_000;
  for (const place of COMPARISON_PLACES) {
    for (const adults of [2, 1, 3, 4]) {
      const { reference: serviceReference } = await createEnquiry(context, enquiryRequest(i++, place, adults));
      await changeSandboxState(context.organization.id, serviceReference, { enquiryState: "QUOTED" });
      const page = await client.listQuotes({ serviceEnquiryReference: serviceReference });
      const items = page.data.find((q) => q.state === "ACTIVE")?.items ?? [];
      const found = { reference: serviceReference, properties: items.length, units: items.reduce((n, item) => n + (item.property.units?.length ?? 0), 0) };
      const distance = (x: typeof found) => Math.abs(x.properties - 4) * 10 + Math.abs(x.units - 10);
      if (!best || distance(found) < distance(best)) best = found;
      if (distance(found) === 0) return found;
    }
  }
  return best!;
}

async function seed(): Promise<string> {
  const context = await memberContext();
  const places = COMPARISON_PLACES;
  for (let n = 0; n < ENQUIRIES - 1; n++) {
    const { reference: serviceReference } = await createEnquiry(context, enquiryRequest(n, places[n % places.length]!, 1 + (n % 3)));
    if (n % 3 === 0) await changeSandboxState(context.organization.id, serviceReference, { enquiryState: "QUOTED" });
  }
  const comparison = await comparisonEnquiry(context);
  console.log(`Seeded ${ENQUIRIES - 1} enquiries (a third quoted) and ${comparison.reference}: ${comparison.properties} properties, ${comparison.units} units.`);
  return comparison.reference;
}

async function signIn(): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`Sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

type Result = { rps: number; p50: number; p99: number; non2xx: number; errors: number; cpuMs: number };

/** CPU time the instances have used so far, in ms (user + system, from /proc; 0 where there is none). */
function serverCpuMs(): number {
  const tick = 1000 / 100; // USER_HZ is 100 on Linux
  return instances.reduce((sum, x) => {
    try {
      const fields = fs.readFileSync(`/proc/${x.child.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      return sum + (Number(fields[11]) + Number(fields[12])) * tick;
    } catch {
      return sum;
    }
  }, 0);
}

async function load(url: string, cookies: string[]): Promise<Result> {
  let next = 0;
  const cpuBefore = serverCpuMs();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "accept-encoding": "gzip" },
    requests: [
      {
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...(cookies.length ? { cookie: cookies[next++ % cookies.length]! } : {}) } }),
      },
    ],
  });
  const cpuMs = (serverCpuMs() - cpuBefore) / Math.max(1, result["2xx"] + result.non2xx);
  return { rps: result["2xx"] / SECONDS, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts, cpuMs };
}

async function htmlSize(url: string, cookie: string, name: string): Promise<{ raw: number; gzip: number }> {
  const res = await fetch(url, { headers: cookie ? { cookie } : {} });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  if (HTML_DIR) fs.writeFileSync(path.join(HTML_DIR, `${name}.html`), body);
  return { raw: body.length, gzip: gzipSync(body).length };
}

try {
  const reference = await seed();
  const cookies = await Promise.all(Array.from({ length: CONNECTIONS }, signIn));
  const pages = [
    { label: "/sign-in (the floor)", path: "/sign-in", signedIn: false },
    { label: "/dashboard", path: "/dashboard", signedIn: true },
    { label: "/enquiries", path: "/enquiries", signedIn: true },
    { label: "/enquiries/{ref}", path: `/enquiries/${reference}`, signedIn: true },
    { label: "/enquiries/{ref}/compare", path: `/enquiries/${reference}/compare`, signedIn: true },
  ];
  // BENCH_EXTRA: more signed-in paths, each on a row of its own ({ref} stands for the comparison's enquiry).
  for (const extra of (process.env.BENCH_EXTRA ?? "").split(",").filter(Boolean)) pages.push({ label: extra, path: extra.replace("{ref}", reference), signedIn: true });
  // What the comparison fetches after it shows: its properties' details, rendered once per version of the quote.
  const compare = await (await fetch(`${base}/enquiries/${reference}/compare`, { headers: { cookie: cookies[0]! } })).text();
  const details = /\/enquiries\/[^"\\]+\/compare\/details\?quote=[^"\\]+?\\u0026v=[\w-]+/.exec(compare)?.[0];
  if (details) pages.push({ label: "/enquiries/{ref}/compare/details", path: details.replace("\\u0026", "&"), signedIn: true });
  // BENCH_PAGES: only the pages whose label ends with one of these (comma-separated); the floor always runs.
  const only = process.env.BENCH_PAGES?.split(",").map((x) => x.trim()).filter(Boolean);
  if (only?.length) pages.splice(1, pages.length, ...pages.slice(1).filter((p) => only.some((o) => p.label.endsWith(o))));
  const sizes = await Promise.all(pages.map((p, i) => htmlSize(base + p.path, p.signedIn ? cookies[0]! : "", `page-${i}`)));
  // The receiver keeps what it read after each event for the open pages that re-render within
  // seconds; a page opened later reads the provider. Measured as opened later, every round alike.
  await getPrisma().enquirySnapshot.deleteMany({});
  for (const p of pages) await load(base + p.path, p.signedIn ? cookies : []).then(() => undefined, () => undefined); // warm-up, not counted
  const best = new Map<string, Result>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const p of pages) {
      const r = await load(base + p.path, p.signedIn ? cookies : []);
      if (r.non2xx || r.errors) console.warn(`${p.label}: ${r.non2xx} answers other than 2xx, ${r.errors} errors (not counted)`);
      if (!best.has(p.label) || r.rps > best.get(p.label)!.rps) best.set(p.label, r);
    }
  }
  const floor = best.get(pages[0]!.label)!.rps;
  const setup = `${INSTANCES} instance${INSTANCES > 1 ? "s behind the proxy" : ""}, ${database.dialect}, ${CONNECTIONS} connections, ${SECONDS} s per page, best of ${ROUNDS} round${ROUNDS > 1 ? "s" : ""}`;
  console.log(`\n${setup}\n`);
  console.log("| page | req/s | p50 ms | p99 ms | ratio to the floor | server CPU ms/answer | HTML KB | gzip KB |");
  console.log("|---|---|---|---|---|---|---|---|");
  pages.forEach((p, i) => {
    const r = best.get(p.label)!;
    const kb = (n: number) => (n / 1024).toFixed(1);
    console.log(`| \`${p.label}\` | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / floor).toFixed(2)} | ${r.cpuMs.toFixed(1)} | ${kb(sizes[i]!.raw)} | ${kb(sizes[i]!.gzip)} |`);
  });
} catch (error) {
  // What the servers said last: why a page failed is usually there.
  for (const x of instances) console.error(`--- instance on port ${x.port}:\n${x.output().slice(-3000)}`);
  throw error;
} finally {
  await proxy?.close();
  await Promise.all(instances.map((x) => stopInstance(x)));
  await getPrisma().$disconnect();
  await database.drop();
}
