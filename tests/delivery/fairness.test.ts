import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, testWorker } from "./fixture";
import { startReceiver, waitFor, type Receiver } from "./receiver";

let client: Awaited<ReturnType<typeof apiClient>>;
let slow: Receiver;
let fast: Receiver;
let open = 0;
let mostOpen = 0;

beforeAll(async () => {
  client = await apiClient();
  // The slow receiver answers after 3 s and counts the requests it holds at once.
  slow = await startReceiver(() => {
    mostOpen = Math.max(mostOpen, ++open);
    setTimeout(() => open--, 3000);
    return { status: 200, delayMs: 3000 };
  });
  fast = await startReceiver();
  await client.addWebhook(slow.url);
  await client.addWebhook(fast.url);
});
afterAll(async () => {
  await slow.close();
  await fast.close();
});

describe("bounded concurrency", () => {
  it("a slow receiver holds at most its share of the slots and never starves the others", async () => {
    testWorker({ concurrency: 4, perWebhook: 2, timeoutMs: 5000, leaseMs: 8000 });
    const { serviceReference } = await client.createEnquiry();
    for (let i = 0; i < 11; i++) await client.trigger(serviceReference, "ENQUIRY.SHORTLISTING");
    // 12 events: 2 at a time, the slow receiver needs 18 s; the fast one gets them all
    // while the slow one still holds its first two (the worker has 4 slots in all).
    await waitFor("the fast receiver to get all 12", () => fast.received.length === 12, 2800);
    expect(slow.received.length).toBe(2);
    expect(mostOpen).toBe(2);
  });
});
