// npm run bench:enquiry-list – does a page of the portal's enquiry list cost the same at
// 100,000 enquiries in an organisation as at 1,000? Fills a temporary SQLite database
// (another organisation holds as many rows again) and measures in-process the median
// time of listTrackedEnquiries for a first page, a deep page (cursors 50–95% of the way
// down), a page filtered by state group and destination, and a page sorted by check-in,
// at each size, and the ratio between the sizes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "staydesk-bench-list-"));
const dbFile = path.join(dir, "bench.db");
process.env.DATABASE_URL = `file:${dbFile}`;

const SIZES = [1_000, Number(process.env.BENCH_LARGE ?? 100_000)];
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const ROUNDS = 3;
const ORG = "bench-org";
const PLACES = ["London, England, United Kingdom", "Paris, Île-de-France, France", "Lisbon, Lisboa, Portugal", "Rome, Lazio, Italy"];
const STATES = ["NEW", "SHORTLISTING", "QUOTED", "CLOSED", "BOOKING_CONFIRMED"];

const { default: Database } = await import("better-sqlite3");
const { migrateDatabase } = await import("../lib/db/migrate");
const { getPrisma } = await import("../lib/db/prisma");
const { closeReader } = await import("../lib/db/sqlite");
const { encodeCursor } = await import("../lib/portal/enquiries/enquiry-cursor");
const { EnquiryListQuery } = await import("../lib/portal/enquiries/enquiry-list-query");
const { listTrackedEnquiries } = await import("../lib/portal/enquiries/list-tracked-enquiries");

const stamp = (ms: number) => new Date(ms).toISOString().replace("Z", "+00:00"); // the adapter's format

function fill(from: number, to: number) {
  const db = new Database(dbFile);
  const insert = db.prepare(
    `INSERT INTO "TrackedEnquiry" (id, "organizationId", "serviceReference", "externalId", "clientReference", state, "checkIn", "checkOut",
       "placeLabel", latitude, longitude, adults, children, infants, "leadGuestName", "createdById", "createdByName", "createdAt", "updatedAt")
     VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, 0, 0, 2, 0, 0, NULL, ?, 'Bench Agent', ?, ?)`,
  );
  const base = Date.parse("2024-01-01T00:00:00Z");
  db.transaction(() => {
    for (let i = from; i < to; i++) {
      for (const org of [ORG, "bench-other"]) {
        const at = stamp(base + i * 60_000);
        const checkIn = i % 7 === 0 ? null : new Date(Date.UTC(2025, 0, 1 + (i % 700))).toISOString().slice(0, 10);
        insert.run(randomUUID(), org, `B${org.length}-${i}`, `ext-${i}`, `CL-${(i * 7919) % 100_000}`, STATES[i % STATES.length], checkIn, PLACES[i % 4], `agent-${i % 5}`, at, at);
      }
    }
  })();
  db.close();
}

async function median(query: Record<string, string>[]): Promise<number> {
  let best = Infinity;
  for (let round = 0; round < ROUNDS; round++) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const raw = query[i % query.length]!;
      const started = performance.now();
      await listTrackedEnquiries(ORG, "agent-0", EnquiryListQuery.parse(raw));
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    best = Math.min(best, times[Math.floor(times.length / 2)]!);
  }
  return best;
}

async function deepCursors(size: number): Promise<Record<string, string>[]> {
  const rows = await getPrisma().trackedEnquiry.findMany({ where: { organizationId: ORG }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true, createdAt: true } });
  return [0.5, 0.65, 0.8, 0.95].map((share) => {
    const row = rows[Math.floor(size * share)]!;
    return { after: encodeCursor({ sort: "created", value: row.createdAt.toISOString(), id: row.id }) };
  });
}

await migrateDatabase();
const results: Record<string, number[]> = {};
let filled = 0;
for (const size of SIZES) {
  fill(filled, size);
  filled = size;
  const cases: Record<string, Record<string, string>[]> = {
    "first page": [{}],
    "deep page": await deepCursors(size),
    "open, in France": [{ group: "open", destination: "france" }],
    "by check-in": [{ sort: "checkIn" }],
    "mine, created in a range": [{ agent: "me", createdFrom: "2024-01-01", createdTo: "2024-01-10" }],
  };
  for (const [name, query] of Object.entries(cases)) {
    await median(query.slice(0, 1)); // warm-up
    (results[name] ??= []).push(await median(query));
  }
}

console.log(`enquiry list page (${SIZES.map((n) => n.toLocaleString("en-GB")).join(" vs ")} enquiries; median ms, best of ${ROUNDS} rounds of ${RUNS})`);
for (const [name, [small, large]] of Object.entries(results)) {
  console.log(`${name.padEnd(26)} ${small!.toFixed(2).padStart(7)} ${large!.toFixed(2).padStart(7)}   ratio ${(large! / small!).toFixed(2)}`);
}
await getPrisma().$disconnect();
closeReader();
fs.rmSync(dir, { recursive: true, force: true });
