import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { answerProbe } from "@/lib/runtime/answer-probe";
import { markMigrated } from "@/lib/runtime/shutdown-state";
import { freePort } from "../delivery/processes";

// /readyz is answered to anyone, without auth: when the database is down it says so in
// fixed words, and the database's own error (its host, port, user) goes to the log only.

let server: Server;
let base: string;
let databasePort: number;
beforeAll(async () => {
  // A PostgreSQL URL where nothing listens: every query fails with the driver's error.
  databasePort = await freePort();
  process.env.DATABASE_URL = `postgres://staydesk_probe:s3cret-password@127.0.0.1:${databasePort}/staydesk_probe`;
  resetEnvCache();
  server = createServer((req, res) => {
    if (!answerProbe(req, res)) res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("/readyz with a broken database", () => {
  it("answers 503 with a fixed reason and logs the detail", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    markMigrated();
    const res = await fetch(`${base}/readyz`);
    const body = await res.text();
    expect(res.status).toBe(503);
    expect(body).toBe('{"status":"unavailable","reason":"database unavailable"}');
    expect(body).not.toContain(String(databasePort));
    const log = logged.mock.calls.map((args) => args.join(" ")).join("\n");
    expect(log).toContain("[readyz] the database does not answer");
    expect(log).toMatch(new RegExp(`${databasePort}|ECONNREFUSED`));
    logged.mockRestore();
  });
});
