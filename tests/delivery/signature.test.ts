import { createHmac, timingSafeEqual } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebhookEvent } from "@/lib/contract/event";
import { apiClient, testWorker } from "./fixture";
import { sleep, startReceiver, waitFor, type Receiver } from "./receiver";

let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

describe("a delivery", () => {
  it("is the stored body, signed with the account's key (checked by an independent HMAC)", async () => {
    const client = await apiClient();
    const webhook = await client.addWebhook(receiver.url);
    testWorker();
    const enquiry = await client.createEnquiry();
    const [event] = await client.events();
    await waitFor("the delivery", () => receiver.forEvent(event!.id).length === 1);
    const request = receiver.forEvent(event!.id)[0]!;

    const keyRes = await client.api("GET", "/webhook-verification-key");
    expect(keyRes.status).toBe(200);
    expect(keyRes.json).toEqual({ data: { key: expect.any(String), algorithm: "HMAC-SHA256", signatureEncoding: "base64" } });
    const expected = createHmac("sha256", keyRes.json.data.key).update(Buffer.from(request.body, "utf8")).digest();
    const given = Buffer.from(String(request.headers["x-signature"]), "base64");
    expect(given.length).toBe(32);
    expect(timingSafeEqual(given, expected)).toBe(true);
    // One changed byte and the signature no longer matches.
    const tampered = createHmac("sha256", keyRes.json.data.key).update(request.body.replace("ENQUIRY", "ENQUIRX")).digest();
    expect(timingSafeEqual(given, tampered)).toBe(false);

    expect(request.body).toBe(event!.body);
    expect(request.path).toBe("/hook");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["x-event-id"]).toBe(event!.id);
    expect(request.headers["x-event-type"]).toBe("ENQUIRY.CREATED");
    expect(request.headers["x-delivery-attempt"]).toBe("1");
    expect(request.headers["x-delivery-id"]).toEqual(expect.any(String));

    const body = JSON.parse(request.body);
    expect(Object.keys(body)).toEqual(["eventType", "eventId", "createdAt", "data"]);
    expect(WebhookEvent.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      eventType: "ENQUIRY.CREATED",
      eventId: event!.id,
      data: { serviceReference: enquiry.serviceReference, enquiryState: { state: "NEW", closureReason: null } },
    });
    expect(body.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

    const deliveries = async () => (await client.api("GET", `/webhooks/${webhook.id}/deliveries`)).json.data;
    await waitFor("the delivery to be recorded", async () => (await deliveries())[0].status === "SUCCEEDED");
    const [delivery] = await deliveries();
    expect(delivery).toMatchObject({ eventId: event!.id, status: "SUCCEEDED", attemptCount: 1, nextAttemptAt: null });
    expect(delivery.attempts).toEqual([
      { attempt: 1, createdAt: expect.any(String), statusCode: 200, durationMs: expect.any(Number), error: null, responseBody: "ok" },
    ]);
  });

  it("goes only to webhooks subscribed to the type and registered when the event happened", async () => {
    const client = await apiClient();
    const other = await startReceiver();
    await client.addWebhook(`${receiver.url}?all`);
    await client.addWebhook(`${receiver.url}?created`, ["ENQUIRY.CREATED"]);
    await client.addWebhook(`${other.url}?closed`, ["ENQUIRY.CLOSED", "QUOTE.CREATED"]);
    testWorker();
    const enquiry = await client.createEnquiry();
    await client.trigger(enquiry.serviceReference, "ENQUIRY.CLOSED");
    await client.addWebhook(`${other.url}?late`); // after both events
    const events = await client.events();
    const createdEvent = events.find((e) => e.type === "ENQUIRY.CREATED");
    const closedEvent = events.find((e) => e.type === "ENQUIRY.CLOSED");

    const paths = (eventId: string) => [...receiver.forEvent(eventId), ...other.forEvent(eventId)].map((r) => r.path).sort();
    await waitFor("four deliveries", () => paths(createdEvent!.id).length + paths(closedEvent!.id).length >= 4);
    await sleep(200); // room for a delivery that should not happen
    expect(paths(createdEvent!.id)).toEqual(["/hook?all", "/hook?created"]);
    expect(paths(closedEvent!.id)).toEqual(["/hook?all", "/hook?closed"]);
    expect(other.received.some((r) => r.path === "/hook?late")).toBe(false);
    await other.close();
  });
});
