import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The portal's two timers in the background list: the digest ticker and the failing-webhook
// watch. Stopping one ends its ticks and waits for the round under way, and the watch checks
// no further connection once stopped. What each round does is tested with it
// (tests/portal); here it is replaced by rounds the test holds open.

const held = vi.hoisted(() => ({ digests: [] as (() => void)[], checks: [] as { connection: string; finish: () => void }[] }));

vi.mock("@/lib/portal/notifications/send-digests", () => ({
  sendDueDigests: () => new Promise<number>((resolve) => held.digests.push(() => resolve(0))),
}));
vi.mock("@/lib/portal/webhooks/check-failing-webhooks", () => ({
  checkFailingWebhooks: (_organizationId: string, connection: string) =>
    new Promise<string[]>((resolve) => held.checks.push({ connection, finish: () => resolve([]) })),
}));
vi.mock("@/lib/db/prisma", () => ({
  getPrisma: () => ({
    serviceConnection: {
      findMany: async () => [
        { id: "c1", organizationId: "o1" },
        { id: "c2", organizationId: "o2" },
      ],
    },
  }),
}));

const { startDigestTicker } = await import("@/lib/portal/notifications/digest-ticker");
const { startWebhookWatch } = await import("@/lib/portal/webhooks/webhook-watch");

beforeEach(() => {
  held.digests.length = 0;
  held.checks.length = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

/** Whether `promise` has settled, after the microtasks queued so far. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe("the digest ticker", () => {
  it("ticks at once and every interval, never over a tick still running", async () => {
    const ticker = startDigestTicker(1000);
    expect(held.digests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(held.digests).toHaveLength(1); // the first is still writing
    held.digests[0]!();
    await vi.advanceTimersByTimeAsync(1000);
    expect(held.digests).toHaveLength(2);
    held.digests[1]!();
    await ticker.stop();
  });

  it("stops ticking and waits for the tick under way", async () => {
    const ticker = startDigestTicker(1000);
    const stopping = ticker.stop();
    expect(await settled(stopping)).toBe(false);
    held.digests[0]!();
    expect(await settled(stopping)).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(held.digests).toHaveLength(1);
  });
});

describe("the failing-webhook watch", () => {
  it("checks every connection each round, and waits for the check under way when stopped, checking no other", async () => {
    const watch = startWebhookWatch(1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(held.checks).toHaveLength(0); // not at start: the first round comes after the interval
    await vi.advanceTimersByTimeAsync(1);
    expect(held.checks.map((c) => c.connection)).toEqual(["c1"]);
    held.checks[0]!.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(held.checks.map((c) => c.connection)).toEqual(["c1", "c2"]);

    const stopping = watch.stop();
    expect(await settled(stopping)).toBe(false); // c2 is being checked
    held.checks[1]!.finish();
    expect(await settled(stopping)).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(held.checks).toHaveLength(2);
  });

  it("checks no further connection once stopped mid-round", async () => {
    const watch = startWebhookWatch(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(held.checks.map((c) => c.connection)).toEqual(["c1"]);
    const stopping = watch.stop();
    held.checks[0]!.finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(held.checks.map((c) => c.connection)).toEqual(["c1"]);
  });
});
