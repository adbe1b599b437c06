// npm run bench:quotes – does the quote list stay as fast at a million quotes as at a thousand?
// Fills a temporary SQLite database with 1,000 and then 1,000,000 quotes and measures,
// in-process through app.request(), the median latency (and CPU time) of a first page, a
// deep page (cursors 50–95% of the way down) and a page filtered by enquiry, at each
// size, and the ratio between the sizes. Target: ratio ≤ 1.3.
//
// The quotes are real: 200 are sent through the sandbox (real snapshots of ~800 distinct
// priced properties, more than the snapshot cache holds); the bulk copies their items
// and descriptions in raw better-sqlite3 inserts, one transaction per batch.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "staydesk-bench-quotes-"));
const dbFile = path.join(dir, "bench.db");
process.env.DATABASE_URL = `file:${dbFile}`;
process.env.RATE_LIMIT_PER_MINUTE = "0";
process.env.SERVICE_ENVIRONMENT = "sandbox";

const SIZES = [1_000, Number(process.env.BENCH_LARGE ?? 1_000_000)]; // BENCH_LARGE for a quick try
const BATCH = 20_000;
const QUOTES_PER_ENQUIRY = 20;
const TEMPLATES = { main: 180, other: 20 }; // a second account holds 10% of the rows
// The machine is shared: each case runs ROUNDS rounds and keeps the lowest median, and
// CPU time is reported beside wall time, as a figure other processes barely move.
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const ROUNDS = 3;
const WARMUP = 50;

const { default: Database } = await import("better-sqlite3");
const { migrateDatabase } = await import("../lib/db/migrate");
const { getPrisma } = await import("../lib/db/prisma");
const { closeReader } = await import("../lib/db/sqlite");
const { listPlaces } = await import("../lib/geo");
const { ensureAccount } = await import("../lib/service/accounts/ensure-account");
const { issueApiKey } = await import("../lib/service/accounts/issue-api-key");
const { createEnquiry } = await import("../lib/service/enquiries/create-enquiry");
const { createServiceApp } = await import("../lib/service/http/app");
const { ensureInventory } = await import("../lib/service/inventory/ensure-inventory");
const { encodeCursor } = await import("../lib/service/quotes/quote-cursor");
const { existsSql, pageSql } = await import("../lib/service/quotes/quote-page-sql");
const { changeEnquiryState } = await import("../lib/service/sandbox/change-enquiry-state");

const log = (line: string) => console.log(line);
const stamp = (ms: number) => new Date(ms).toISOString().replace("Z", "+00:00"); // the adapter's format

type Template = { items: string; description: string; enquiry: Record<string, unknown> };
type Stream = { accountId: string; templates: Template[]; rows: number; enquiryIds: string[]; references: string[] };

// ---------------------------------------------------------------- set-up through the domain

async function realQuotes(accountId: string, count: number, offset: number): Promise<Template[]> {
  const cities = listPlaces({ minPopulation: 1_000_001 });
  for (let i = 0; i < count; i++) {
    const city = cities[((i + offset) * 7) % cities.length]!;
    const checkIn = new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10);
    const checkOut = new Date(Date.UTC(2027, 0, 4 + i + (i % 10))).toISOString().slice(0, 10);
    const e = await createEnquiry(accountId, {
      checkInOut: { checkIn, checkOut },
      clientReference: `TPL-${offset + i}`,
      externalId: `tpl-${offset + i}`,
      enquiryLocation: { coordinates: { latitude: city.latitude, longitude: city.longitude } },
      guestNumbers: { adults: 1 + (i % 4), children: i % 2 },
      leadGuest: {},
      clientBooker: { contactNumber: null, email: "booker@example.com", familyName: "Booker", givenName: "Bea" },
    });
    await changeEnquiryState(accountId, e.serviceReference, { enquiryState: "QUOTED" });
  }
  const db = getPrisma();
  const quotes = await db.quote.findMany({ where: { accountId }, include: { enquiry: true } });
  // The templates sort before every bulk quote.
  await db.quote.updateMany({ where: { accountId }, data: { createdAt: new Date("2020-01-01T00:00:00Z"), updatedAt: new Date("2020-01-01T00:00:00Z") } });
  return quotes.map((q) => ({ items: JSON.stringify(q.items), description: q.description ?? "", enquiry: q.enquiry }));
}

// ---------------------------------------------------------------- bulk fill, raw

// Opened after the migration has created the tables.
function openWriter() {
  const db = new Database(dbFile);
  db.pragma("synchronous = OFF");
  db.pragma("cache_size = -262144"); // 256 MiB, for the fill only
  return {
    db,
    insertEnquiry: db.prepare(`INSERT INTO Enquiry (id, accountId, serviceReference, externalId, clientReference, state,
      closureReason, specialistName, checkIn, checkOut, latitude, longitude, mapPlaceId, address, guestNumbers,
      guestRequirements, leadGuest, clientBooker, createdAt, updatedAt)
      VALUES (?, ?, ?, ?, ?, 'QUOTED', NULL, 'Bench Specialist', ?, ?, ?, ?, ?, ?, ?, '[]', ?, ?, ?, ?)`),
    insertQuote: db.prepare(`INSERT INTO Quote (id, accountId, enquiryId, state, description, items, createdAt, updatedAt, invalidatedAt)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`),
  };
}
log(`Temporary database: ${dbFile}`);
await migrateDatabase();
const writer = openWriter();

const START = Date.UTC(2024, 0, 1);
const MINUTE = 60_000;
let sequence = 0; // one bulk quote per minute of "history", across both accounts

function addQuote(s: Stream): void {
  const k = s.rows++;
  const t = s.templates[k % s.templates.length]!;
  const at = START + sequence++ * MINUTE;
  if (k % QUOTES_PER_ENQUIRY === 0) {
    const e = t.enquiry as Record<string, any>;
    const n = s.enquiryIds.length;
    const id = randomUUID();
    const ref = `RZ${(s === streams[0] ? n * 2 : n * 2 + 1).toString(36).toUpperCase().padStart(6, "0")}`;
    writer.insertEnquiry.run(id, s.accountId, ref, `bench-${ref}`, `BENCH-${ref}`, e.checkIn, e.checkOut, e.latitude, e.longitude,
      e.mapPlaceId, JSON.stringify(e.address), JSON.stringify(e.guestNumbers), JSON.stringify(e.leadGuest), JSON.stringify(e.clientBooker), stamp(at), stamp(at));
    s.enquiryIds.push(id);
    s.references.push(ref);
  }
  // The last quote of an enquiry is ACTIVE; each earlier one was invalidated by the next.
  const last = k % QUOTES_PER_ENQUIRY === QUOTES_PER_ENQUIRY - 1;
  const invalidatedAt = last ? null : stamp(at + MINUTE);
  writer.insertQuote.run(randomUUID(), s.accountId, s.enquiryIds[s.enquiryIds.length - 1], last ? "ACTIVE" : "INVALIDATED", t.description, t.items,
    stamp(at), invalidatedAt ?? stamp(at), invalidatedAt);
}

function fillTo(total: number, from: number): void {
  const started = performance.now();
  const fill = writer.db.transaction((first: number, n: number) => {
    for (let i = first; i < first + n; i++) addQuote(i % 10 === 9 ? streams[1]! : streams[0]!);
  });
  for (let done = from; done < total; ) {
    const n = Math.min(BATCH, total - done);
    fill.immediate(done, n);
    done += n;
    if (Math.floor(done / 100_000) > Math.floor((done - n) / 100_000) || done === total) {
      log(`  filled ${done.toLocaleString("en")} / ${total.toLocaleString("en")} quotes (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
  }
  writer.db.pragma("wal_checkpoint(TRUNCATE)");
}

// ---------------------------------------------------------------- measuring

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
type Timing = { wall: number; cpu: number };

async function measureRound(app: ReturnType<typeof createServiceApp>, key: string, urls: string[]): Promise<Timing> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const url = urls[i % urls.length]!;
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const res = await app.request(url, { headers: { "x-api-key": key } });
    const body = await res.text();
    const t1 = performance.now();
    const c1 = process.cpuUsage(c0);
    if (res.status !== 200 || body.length < 100) throw new Error(`${url} answered ${res.status}: ${body.slice(0, 200)}`);
    if (i < WARMUP) continue;
    wall.push(t1 - t0);
    cpu.push((c1.user + c1.system) / 1000);
  }
  return { wall: median(wall), cpu: median(cpu) };
}

async function measure(app: ReturnType<typeof createServiceApp>, key: string, urls: string[]): Promise<Timing> {
  const rounds: Timing[] = [];
  for (let r = 0; r < ROUNDS; r++) rounds.push(await measureRound(app, key, urls));
  return { wall: Math.min(...rounds.map((t) => t.wall)), cpu: Math.min(...rounds.map((t) => t.cpu)) };
}

// Deep cursors: positions 50% to 95% down the account's list, found once with OFFSET.
function deepUrls(accountId: string): string[] {
  const count = (writer.db.prepare("SELECT count(*) AS n FROM Quote WHERE accountId = ?").get(accountId) as { n: number }).n;
  const at = writer.db.prepare("SELECT createdAt, id FROM Quote WHERE accountId = ? ORDER BY createdAt DESC, id DESC LIMIT 1 OFFSET ?");
  return Array.from({ length: 10 }, (_, i) => {
    const row = at.get(accountId, Math.floor(count * (0.5 + i * 0.05))) as { createdAt: string; id: string };
    return `/external-api/v1/quotes?cursor=${encodeCursor({ sort: "createdAt", value: row.createdAt, id: row.id })}`;
  });
}

function filteredUrls(s: Stream): string[] {
  const middle = Math.floor(s.references.length / 2);
  return s.references.slice(middle, middle + 10).map((ref) => `/external-api/v1/quotes?serviceEnquiryReference=${ref}`);
}

// ---------------------------------------------------------------- run

const streams: Stream[] = [];
try {
  await ensureInventory(getPrisma());
  const main = await ensureAccount(getPrisma(), "bench-main");
  const other = await ensureAccount(getPrisma(), "bench-other");
  const { key } = await issueApiKey(getPrisma(), main.id);
  let t = performance.now();
  streams.push({ accountId: main.id, templates: await realQuotes(main.id, TEMPLATES.main, 0), rows: 0, enquiryIds: [], references: [] });
  streams.push({ accountId: other.id, templates: await realQuotes(other.id, TEMPLATES.other, TEMPLATES.main), rows: 0, enquiryIds: [], references: [] });
  const snapshots = (writer.db.prepare("SELECT count(*) AS n FROM PropertySnapshot").get() as { n: number }).n;
  log(`Sent ${TEMPLATES.main + TEMPLATES.other} quotes through the sandbox (${snapshots} property snapshots) in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const app = createServiceApp();
  const results: { size: number; first: Timing; deep: Timing; filtered: Timing }[] = [];
  let current = TEMPLATES.main + TEMPLATES.other;
  for (const size of SIZES) {
    log(`Filling to ${size.toLocaleString("en")} quotes in batches of ${BATCH.toLocaleString("en")}…`);
    t = performance.now();
    fillTo(size, current);
    current = size;
    log(`  done in ${((performance.now() - t) / 1000).toFixed(1)} s; database ${(fs.statSync(dbFile).size / 1e6).toFixed(0)} MB`);
    log(`Measuring ${ROUNDS} rounds of ${RUNS} requests per case (after ${WARMUP} warm-up each) through app.request()…`);
    // One untimed round first, so that the first size does not pay for the JIT warming up.
    const cases = { first: ["/external-api/v1/quotes"], deep: deepUrls(main.id), filtered: filteredUrls(streams[0]!) };
    if (results.length === 0) for (const urls of Object.values(cases)) await measure(app, key, urls);
    results.push({
      size,
      first: await measure(app, key, cases.first),
      deep: await measure(app, key, cases.deep),
      filtered: await measure(app, key, cases.filtered),
    });
  }

  const [small, large] = results as [(typeof results)[0], (typeof results)[0]];
  const fmt = (ms: number) => `${ms.toFixed(3)} ms`.padStart(10);
  const count = (n: number) => n.toLocaleString("en").padStart(10);
  log("");
  log("GET /external-api/v1/quotes (default pageSize 10), in-process; median of the best of 3 rounds:");
  log(`  ${"".padEnd(15)}  ${"latency".padEnd(30)}  ${"CPU time".padEnd(30)}`);
  log(`  ${"case".padEnd(15)}  ${count(small.size)} ${count(large.size)}  ratio   ${count(small.size)} ${count(large.size)}  ratio`);
  for (const name of ["first", "deep", "filtered"] as const) {
    const [a, b] = [small[name], large[name]];
    const ratio = b.wall / a.wall;
    log(`  ${`${name} page`.padEnd(15)}  ${fmt(a.wall)} ${fmt(b.wall)}  ${ratio.toFixed(2)}    ${fmt(a.cpu)} ${fmt(b.cpu)}  ${(b.cpu / a.cpu).toFixed(2)}   ${ratio <= 1.3 ? "✓ ≤ 1.3" : "✗ target ≤ 1.3"}`);
  }
  log("");
  log(`Query plans at ${large.size.toLocaleString("en")} quotes:`);
  for (const [label, sql, params] of [
    ["deep page", pageSql({ sort: "createdAt", descending: true, filtered: false, hasCursor: true }), ["a", "b", "c", 11]],
    ["filtered page", pageSql({ sort: "createdAt", descending: true, filtered: true, hasCursor: false }), ["a", "b", 11]],
    ["previous exists", existsSql({ sort: "createdAt", descending: false, filtered: false }), ["a", "b", "c"]],
  ] as const) {
    const plan = writer.db.prepare(`EXPLAIN QUERY PLAN ${sql.sqlite}`).all(...params) as { detail: string }[];
    log(`  ${label}: ${plan.filter((p) => p.detail.includes("Quote_")).map((p) => p.detail).join("; ")}`);
  }
} finally {
  writer.db.close();
  closeReader();
  await getPrisma().$disconnect();
  fs.rmSync(dir, { recursive: true, force: true });
}
