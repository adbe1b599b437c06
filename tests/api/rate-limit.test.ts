import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate";
import { getPrisma } from "@/lib/db/prisma";
import type { AppEnv } from "@/lib/service/http/context";
import { databaseCounter, memoryCounter, rateLimit, type RequestCounter } from "@/lib/service/http/middleware/rate-limit";
import { toServiceError, problemResponse } from "@/lib/service/http/problem";
import { countApiRequest } from "@/lib/service/limits/count-api-request";

// The API's per-key limit with each of its counters. Two apps on one counter store stand
// for two instances: with the database's count they spend one budget.

beforeAll(() => migrateDatabase());

/** An app that passes as `keyId` whatever the X-Key header says, limited to `limit` a window. */
function instance(limit: number, counter: RequestCounter, windowMs = 60_000) {
  const app = new Hono<AppEnv>();
  app.onError((error, c) => problemResponse(c, toServiceError(error)));
  app.use("*", async (c, next) => {
    c.set("caller", { accountId: "a", keyId: c.req.header("x-key") ?? "k", keyHash: "h" });
    await next();
  });
  app.use("*", rateLimit(limit, windowMs, counter));
  app.get("/", (c) => c.text("ok"));
  return (key: string) => app.request("/", { headers: { "x-key": key } });
}

describe("the database's count", () => {
  it("gives every concurrent request its own number", async () => {
    const key = `concurrent-${Date.now()}`;
    const counts = await Promise.all(Array.from({ length: 50 }, () => countApiRequest(key, 7)));
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(await countApiRequest(key, 8)).toBe(1); // a new window starts at 1
  });

  it("is one budget for two instances, per key, and clears past windows", async () => {
    const windowMs = 60_000;
    const a = instance(5, databaseCounter(), windowMs);
    const b = instance(5, databaseCounter(), windowMs);
    const key = `shared-${Date.now()}`;
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await (i % 2 ? b : a)(key)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const limited = await a(key);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect((await b(`${key}-other`)).status).toBe(200);

    const bucket = Math.floor(Date.now() / windowMs);
    await getPrisma().apiRateLimit.create({ data: { keyId: key, bucket: bucket - 5, count: 3 } });
    await instance(5, databaseCounter(), windowMs)(key); // a new process: its first request sweeps
    // The sweep runs after the answer: wait for it rather than for a guessed delay.
    await expect.poll(() => getPrisma().apiRateLimit.count({ where: { bucket: { lt: bucket } } }), { timeout: 10_000 }).toBe(0);
  });
});

describe("the memory count", () => {
  it("limits per key and starts again with the next window", async () => {
    // A window of a second, long enough for four requests on a busy machine.
    const windowMs = 1_000;
    const request = instance(2, memoryCounter(), windowMs);
    // Start at the beginning of a window so that the three requests fall in one.
    await new Promise((r) => setTimeout(r, windowMs - (Date.now() % windowMs)));
    expect([(await request("x")).status, (await request("x")).status, (await request("x")).status]).toEqual([200, 200, 429]);
    expect((await request("y")).status).toBe(200);
    await new Promise((r) => setTimeout(r, windowMs));
    expect((await request("x")).status).toBe(200);
  });
});
