import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, testWorker } from "./fixture";
import { startReceiver, waitFor, type Receiver } from "./receiver";

// One tenant with several slow receivers must not hold most of the worker: deliveries in
// flight are capped per account as well as per webhook.

let greedy: Awaited<ReturnType<typeof apiClient>>;
let other: Awaited<ReturnType<typeof apiClient>>;
const slow: Receiver[] = [];
let fast: Receiver;
let open = 0;
let mostOpen = 0;

beforeAll(async () => {
  greedy = await apiClient();
  other = await apiClient();
  for (let i = 0; i < 3; i++) {
    const receiver = await startReceiver(() => {
      mostOpen = Math.max(mostOpen, ++open);
      setTimeout(() => open--, 3000);
      return { status: 200, delayMs: 3000 };
    });
    slow.push(receiver);
    await greedy.addWebhook(receiver.url);
  }
  fast = await startReceiver();
  await other.addWebhook(fast.url);
});
afterAll(async () => {
  await Promise.all([...slow, fast].map((r) => r.close()));
});

describe("deliveries in flight per account", () => {
  it("hold one account's slow receivers to the account's cap, leaving the rest of the worker to others", async () => {
    // Without the account cap, three webhooks × 4 would take all 8 slots.
    testWorker({ concurrency: 8, perWebhook: 4, perAccount: 3, timeoutMs: 5000, leaseMs: 8000 });
    const { serviceReference } = await greedy.createEnquiry();
    for (let i = 0; i < 5; i++) await greedy.trigger(serviceReference, "ENQUIRY.SHORTLISTING");
    const mine = await other.createEnquiry();
    for (let i = 0; i < 7; i++) await other.trigger(mine.serviceReference, "ENQUIRY.SHORTLISTING");

    await waitFor("the other account's receiver to get all 8", () => fast.received.length === 8, 2800);
    expect(slow.reduce((n, r) => n + r.received.length, 0)).toBe(3);
    expect(mostOpen).toBe(3);
  });
});
