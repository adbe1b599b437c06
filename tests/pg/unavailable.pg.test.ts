import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closePools } from "@/lib/db/pg";
import { resetEnvCache } from "@/lib/env";
import { expectRetryableOutage, listen, underOutage } from "../helpers/outage";
import { newAccount } from "../helpers/service";
import { startCluster, type Cluster } from "./cluster";

// PostgreSQL stopped under load, then started again: the same process answers 503 with
// Retry-After meanwhile (never 500), serves again once it is back, and has lost nothing
// it acknowledged.

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster();
  // This file's own cluster, not the run's shared one: it is stopped mid-test.
  await closePools();
  process.env.DATABASE_URL = cluster.url;
  resetEnvCache();
});
afterAll(() => cluster?.stop());

describe("PostgreSQL stopped under load", () => {
  it("answers 503 with Retry-After, then recovers without a restart", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { key } = await newAccount();
    const { base, server } = await listen();
    try {
      const answers = await underOutage(base, key, { cut: () => cluster.pause(), restore: () => cluster.resume() });
      expectRetryableOutage(answers, logged.mock.calls);
      const created = answers.filter((a) => a.externalId).map((a) => a.externalId!);
      for (const id of created) {
        const res = await fetch(`${base}/external-api/v1/enquiries/${id}`, { headers: { "x-api-key": key } });
        expect(res.status, id).toBe(200);
      }
    } finally {
      server.closeAllConnections();
      server.close();
      logged.mockRestore();
    }
  }, 120_000);
});
