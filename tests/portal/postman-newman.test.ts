import type { Server } from "node:http";
import newman, { type NewmanRunSummary } from "newman";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OpenApiDocument } from "@/lib/contract/openapi-document";
import { getPrisma } from "@/lib/db/prisma";
import { ensureInventory } from "@/lib/service/inventory/ensure-inventory";
import { toPostmanCollection } from "@/lib/portal/api-reference/to-postman-collection";
import { listen } from "../helpers/outage";
import { newAccount } from "../helpers/service";

// The Postman collection as an integrator runs it: Newman against the running service,
// twice with one key (fresh values each run), every request's tests green.

let base: string;
let server: Server;
beforeAll(async () => {
  ({ base, server } = await listen());
  await ensureInventory(getPrisma());
});
afterAll(() => {
  server?.closeAllConnections();
  server?.close();
});

function run(collection: object, apiKey: string): Promise<NewmanRunSummary> {
  return new Promise((resolve, reject) => {
    newman.run({ collection, envVar: [{ key: "apiKey", value: apiKey }], reporters: [], timeoutRequest: 20_000 }, (error, summary) =>
      error ? reject(error) : resolve(summary),
    );
  });
}

describe("the Postman collection in Newman", () => {
  it("runs green, twice in a row, with a test on every request", async () => {
    const document = OpenApiDocument.parse(await (await fetch(`${base}/external-api/v1/openapi.json`)).json());
    const collection = toPostmanCollection(document, base);
    const { key } = await newAccount();
    for (let round = 0; round < 2; round++) {
      const summary = await run(collection, key);
      const failures = summary.run.failures.map((f) => `${f.source?.name ?? "?"}: ${f.error.message}`);
      expect(failures).toEqual([]);
      expect(summary.run.stats.requests.total).toBe(collection.item.length);
      expect(summary.run.stats.assertions.total).toBeGreaterThanOrEqual(collection.item.length);
      expect(summary.run.stats.assertions.failed).toBe(0);
    }
  }, 120_000);
});
