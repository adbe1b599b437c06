import { beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate";
import { clearSignInAttempts, consumeSignInAttempt, SIGN_IN_MAX_ATTEMPTS, SIGN_IN_WINDOW_MS } from "@/lib/portal/auth/sign-in-limit";

beforeAll(async () => {
  await migrateDatabase();
});

describe("sign-in attempts per account", () => {
  it("allows the limit, then refuses until the window ends", async () => {
    const now = Date.now();
    for (let i = 0; i < SIGN_IN_MAX_ATTEMPTS; i++) expect((await consumeSignInAttempt("a@example.test", now)).allowed).toBe(true);
    expect(await consumeSignInAttempt("A@Example.test", now)).toEqual({ allowed: false, retryAfterMinutes: 15 });
    expect((await consumeSignInAttempt("a@example.test", now + SIGN_IN_WINDOW_MS)).allowed).toBe(true);
  });

  it("counts parallel attempts exactly: no more than the limit get through", async () => {
    const verdicts = await Promise.all(Array.from({ length: 30 }, () => consumeSignInAttempt("parallel@example.test")));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(SIGN_IN_MAX_ATTEMPTS);
  });

  it("keeps counting an account however many other accounts are tried", async () => {
    for (let i = 0; i < SIGN_IN_MAX_ATTEMPTS; i++) await consumeSignInAttempt("victim@example.test");
    await Promise.all(Array.from({ length: 200 }, (_, i) => consumeSignInAttempt(`other-${i}@example.test`)));
    expect((await consumeSignInAttempt("victim@example.test")).allowed).toBe(false);
  });

  it("starts afresh after a successful sign-in", async () => {
    for (let i = 0; i <= SIGN_IN_MAX_ATTEMPTS; i++) await consumeSignInAttempt("back@example.test");
    await clearSignInAttempts("Back@example.test");
    expect((await consumeSignInAttempt("back@example.test")).allowed).toBe(true);
  });
});
