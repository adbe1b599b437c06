import { beforeAll, describe, expect, it } from "vitest";
import { clearAttempts, giveBackAttempt, readAttempts, rememberUntil, takeAttempt } from "@/lib/db/attempt-counters";
import { migrateDatabase } from "@/lib/db/migrate";
import { getPrisma } from "@/lib/db/prisma";

// The one counter behind the sign-in and sign-up limits of the portal and the back
// office, on SQLite and (npm run test:pg) on PostgreSQL, where the parallel takes run on
// separate pooled connections at once.

const WINDOW = { max: 10, windowMs: 15 * 60_000 };

beforeAll(async () => {
  await migrateDatabase();
});

describe("attempt counters", () => {
  it("delete the rows of ended windows, now and then, on their own", async () => {
    // The first take of the process sweeps: this row's window ended long ago.
    await takeAttempt("ended", WINDOW, Date.now() - 2 * WINDOW.windowMs);
    await expect.poll(() => getPrisma().attemptCounter.count({ where: { key: "ended" } })).toBe(0);
  });

  it("allow `max` takes in a window, then refuse until it ends", async () => {
    const now = Date.now();
    for (let i = 1; i <= WINDOW.max; i++) expect(await takeAttempt("window", WINDOW, now)).toEqual({ allowed: true, count: i, resetAt: now + WINDOW.windowMs });
    const refused = await takeAttempt("window", WINDOW, now + 60_000);
    expect(refused).toMatchObject({ allowed: false, resetAt: now + WINDOW.windowMs });
    expect((await takeAttempt("window", WINDOW, now + WINDOW.windowMs - 1)).allowed).toBe(false);
    expect(await takeAttempt("window", WINDOW, now + WINDOW.windowMs)).toEqual({ allowed: true, count: 1, resetAt: now + 2 * WINDOW.windowMs });
  });

  it("count parallel takes exactly: no more than `max` get through", async () => {
    const takes = await Promise.all(Array.from({ length: 40 }, () => takeAttempt("parallel", WINDOW)));
    expect(takes.filter((t) => t.allowed)).toHaveLength(WINDOW.max);
    expect(new Set(takes.filter((t) => t.allowed).map((t) => t.count))).toEqual(new Set(Array.from({ length: WINDOW.max }, (_, i) => i + 1)));
  });

  it("keep parallel takes and give-backs exact: each attempt given back frees one place", async () => {
    await Promise.all(Array.from({ length: 10 }, () => takeAttempt("given-back", WINDOW)));
    // Refusals do not pile up: after any number of them, one give-back frees one place.
    await Promise.all(Array.from({ length: 15 }, () => takeAttempt("given-back", WINDOW)));
    await Promise.all(Array.from({ length: 3 }, () => giveBackAttempt("given-back", WINDOW)));
    const takes = await Promise.all(Array.from({ length: 10 }, () => takeAttempt("given-back", WINDOW)));
    expect(takes.filter((t) => t.allowed)).toHaveLength(3);
  });

  it("read, remember and clear a key", async () => {
    const now = Date.now();
    expect(await readAttempts("remembered", now)).toBe(0);
    await rememberUntil("remembered", now + 1_000);
    expect(await readAttempts("remembered", now)).toBe(1);
    expect(await readAttempts("remembered", now + 1_000)).toBe(0);
    await takeAttempt("cleared", WINDOW);
    await clearAttempts("cleared");
    expect(await readAttempts("cleared")).toBe(0);
    // A give-back never takes a count below zero, nor touches an ended window.
    await giveBackAttempt("cleared", WINDOW);
    expect((await takeAttempt("cleared", WINDOW)).count).toBe(1);
  });
});
