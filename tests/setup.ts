import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll } from "vitest";

// Each test file runs against its own fresh database, so files run in parallel and
// never see each other's rows: a SQLite file, or under `npm run test:pg` a database of
// its own in the run's PostgreSQL cluster (tests/pg/global-setup.ts). Modules that hold
// connections read DATABASE_URL lazily.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "staydesk-test-"));
const cluster = process.env.STAYDESK_TEST_PG_URL;
const pgDatabase = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
if (cluster) {
  await admin((client) => client.query(`CREATE DATABASE ${pgDatabase}`));
  const url = new URL(cluster);
  url.pathname = `/${pgDatabase}`;
  process.env.DATABASE_URL = url.toString();
} else {
  process.env.DATABASE_URL = `file:${path.join(dir, "test.db")}`;
}
process.env.SERVICE_ENVIRONMENT ??= "sandbox";
process.env.RATE_LIMIT_PER_MINUTE ??= "0";
// The tests' webhook receivers listen on 127.0.0.1.
process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS ??= "true";

afterAll(async () => {
  const g = globalThis as { staydeskPrisma?: { $disconnect(): Promise<void> } };
  await g.staydeskPrisma?.$disconnect();
  const { closeReader } = await import("@/lib/db/sqlite");
  closeReader();
  const { closePools } = await import("@/lib/db/pg");
  await closePools();
  const { closeSignals } = await import("@/lib/cluster/signals");
  await closeSignals();
  if (cluster) await admin((client) => client.query(`DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`));
  fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
});

async function admin(work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: cluster });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
