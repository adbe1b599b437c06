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

describe("the rate-limit headers of the service", () => {
  it("count down to the 429, whose Retry-After is the window's reset", async () => {
    process.env.RATE_LIMIT_PER_MINUTE = "5";
    const { call, newAccount, serviceApp } = await import("../helpers/service");
    const app = await serviceApp();
    delete process.env.RATE_LIMIT_PER_MINUTE;
    const { key } = await newAccount();
    // Six requests must fall in one window: start a fresh one if this one ends within 5 s.
    const leftMs = 60_000 - (Date.now() % 60_000);
    if (leftMs < 5_000) await new Promise((r) => setTimeout(r, leftMs));
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await call(app, "GET", "/external-api/v1/webhooks", { key }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(answers.map((a) => a.headers.get("ratelimit-limit"))).toEqual(Array(6).fill("5"));
    expect(answers.map((a) => a.headers.get("ratelimit-policy"))).toEqual(Array(6).fill("5;w=60"));
    expect(answers.map((a) => a.headers.get("ratelimit-remaining"))).toEqual(["4", "3", "2", "1", "0", "0"]);
    const resets = answers.map((a) => Number(a.headers.get("ratelimit-reset")));
    for (const reset of resets) expect(reset).toBeGreaterThanOrEqual(1);
    expect(resets[0]).toBeLessThanOrEqual(60);
    expect([...resets].sort((a, b) => b - a)).toEqual(resets); // the same window, counting down
    const limited = answers[5]!;
    expect(limited.headers.get("retry-after")).toBe(limited.headers.get("ratelimit-reset"));
    expect(limited.json.detail).toContain(`Retry in ${limited.headers.get("retry-after")} s.`);

    // Error answers to a known key carry them too; an unknown key gets none (the count is per key).
    const other = await newAccount();
    const missing = await call(app, "GET", "/external-api/v1/enquiries/no-such-enquiry", { key: other.key });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("ratelimit-remaining")).toBe("4");
    const unknown = await call(app, "GET", "/external-api/v1/webhooks", { key: "sd_test_unknown" });
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get("ratelimit-limit")).toBeNull();
  });
});
