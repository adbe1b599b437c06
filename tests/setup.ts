import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

// Each test file runs against its own fresh SQLite file, so files run in parallel and
// never see each other's rows. Modules that hold connections read DATABASE_URL lazily.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "staydesk-test-"));
process.env.DATABASE_URL = `file:${path.join(dir, "test.db")}`;
process.env.SERVICE_ENVIRONMENT ??= "sandbox";
process.env.RATE_LIMIT_PER_MINUTE ??= "0";
// The tests' webhook receivers listen on 127.0.0.1.
process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS ??= "true";

afterAll(async () => {
  const g = globalThis as { staydeskPrisma?: { $disconnect(): Promise<void> } };
  await g.staydeskPrisma?.$disconnect();
  const { closeReader } = await import("@/lib/db/sqlite");
  closeReader();
  fs.rmSync(dir, { recursive: true, force: true });
});
