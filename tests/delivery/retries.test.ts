import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPrisma } from "@/lib/db/prisma";
import { apiClient, testWorker } from "./fixture";
import { sleep, startReceiver, waitFor, type Receiver } from "./receiver";

// Worker timings from the fixture: 500 ms timeout, retries after 100 and 200 ms, so a
// delivery gets three attempts.

let client: Awaited<ReturnType<typeof apiClient>>;
let receiver: Receiver;
let webhookId: string;

beforeAll(async () => {
  client = await apiClient();
  receiver = await startReceiver();
  webhookId = (await client.addWebhook(receiver.url)).id;
});
afterAll(() => receiver.close());

async function newEvent(): Promise<string> {
  const { serviceReference } = await client.createEnquiry();
  const events = await client.events();
  const event = events.find((e) => e.body.includes(serviceReference));
  return event!.id;
}

async function logOf(eventId: string) {
  const res = await client.api("GET", `/webhooks/${webhookId}/deliveries?pageSize=100`);
  expect(res.status).toBe(200);
  return res.json.data.find((d: { eventId: string }) => d.eventId === eventId);
}

describe("retries", () => {
  it("retries after a 500, with the same body and signature and the next attempt number", async () => {
    receiver.answer((_, n) => (n === 1 ? { status: 500, body: "database down" } : { status: 204 }));
    testWorker();
    const eventId = await newEvent();
    await waitFor("two attempts", async () => (await logOf(eventId))?.status === "SUCCEEDED");
    const [first, second] = receiver.forEvent(eventId);
    expect(receiver.forEvent(eventId)).toHaveLength(2);
    expect([first!.headers["x-delivery-attempt"], second!.headers["x-delivery-attempt"]]).toEqual(["1", "2"]);
    expect(second!.body).toBe(first!.body);
    expect(second!.headers["x-signature"]).toBe(first!.headers["x-signature"]);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(95); // the first retry delay
    const log = await logOf(eventId);
    expect(log).toMatchObject({ status: "SUCCEEDED", attemptCount: 2 });
    expect(log.attempts).toMatchObject([
      { attempt: 1, statusCode: 500, error: "The receiver answered 500.", responseBody: "database down" },
      { attempt: 2, statusCode: 204, error: null, responseBody: null },
    ]);
  });

  it("retries after a timeout", async () => {
    receiver.answer((_, n) => (n === 1 ? { status: 200, delayMs: 1500 } : { status: 200 }));
    receiver.received.length = 0;
    testWorker();
    const eventId = await newEvent();
    await waitFor("the retry to succeed", async () => (await logOf(eventId))?.status === "SUCCEEDED");
    const log = await logOf(eventId);
    expect(log.attempts).toMatchObject([
      { attempt: 1, statusCode: null, error: "No response within 500 ms.", responseBody: null },
      { attempt: 2, statusCode: 200, error: null },
    ]);
    expect(log.attempts[0].durationMs).toBeGreaterThanOrEqual(490);
    expect(log.attempts[0].durationMs).toBeLessThan(1400);
  });

  it("does not follow a redirect, and fails after the last retry; a manual retry sends it once more", async () => {
    const elsewhere = await startReceiver();
    receiver.answer(() => ({ status: 302, headers: { location: elsewhere.url } }));
    testWorker();
    const eventId = await newEvent();
    await waitFor("the delivery to fail", async () => (await logOf(eventId))?.status === "FAILED");
    expect(elsewhere.received).toHaveLength(0);
    expect(receiver.forEvent(eventId).map((r) => r.headers["x-delivery-attempt"])).toEqual(["1", "2", "3"]);
    const log = await logOf(eventId);
    expect(log).toMatchObject({ status: "FAILED", attemptCount: 3, nextAttemptAt: null });
    expect(log.attempts[2]).toMatchObject({ statusCode: 302, error: `Redirect (302) not followed: Location ${elsewhere.url}.` });
    expect((await getPrisma().webhook.findUniqueOrThrow({ where: { id: webhookId } })).failureCount).toBe(1);

    receiver.answer(() => ({ status: 200 }));
    const retry = await client.api("POST", `/webhooks/${webhookId}/deliveries/${log.id}/retry`);
    expect(retry.status).toBe(202);
    expect(retry.json.data).toMatchObject({ id: log.id, status: "PENDING" });
    await waitFor("the manual retry", async () => (await logOf(eventId))?.status === "SUCCEEDED");
    expect(receiver.forEvent(eventId).at(-1)!.headers["x-delivery-attempt"]).toBe("4");
    expect((await getPrisma().webhook.findUniqueOrThrow({ where: { id: webhookId } })).failureCount).toBe(0);
    await elsewhere.close();
  });

  it("keeps the first 2 KB of a response body", async () => {
    receiver.answer((_, n) => (n % 2 === 1 ? { status: 500, body: "é".repeat(3000) } : { status: 200 }));
    receiver.received.length = 0;
    testWorker();
    const eventId = await newEvent();
    await waitFor("the retry to succeed", async () => (await logOf(eventId))?.status === "SUCCEEDED");
    const body: string = (await logOf(eventId)).attempts[0].responseBody;
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(2048 + 3); // cut at a byte, decoded leniently
    expect(body.startsWith("éé")).toBe(true);
  });

  it("cancels what is pending when the webhook is deleted", async () => {
    const doomed = await client.addWebhook(`${receiver.url}?doomed`);
    receiver.answer(() => ({ status: 503 }));
    receiver.received.length = 0;
    testWorker({ retryDelaysMs: [400, 400] });
    const eventId = await newEvent();
    await waitFor("a first failed attempt", () => receiver.received.filter((r) => r.path === "/hook?doomed").length === 1);
    expect((await client.api("DELETE", `/webhooks/${doomed.id}`)).status).toBe(204);
    const delivery = await getPrisma().delivery.findFirstOrThrow({ where: { eventId, webhookId: null } });
    expect(delivery.status).toBe("CANCELLED");
    await sleep(900);
    expect(receiver.received.filter((r) => r.path === "/hook?doomed")).toHaveLength(1);
    receiver.answer(() => ({ status: 200 }));
  });
});
