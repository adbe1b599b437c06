import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, testWorker } from "./fixture";
import { sleep, startReceiver, waitFor, type Receiver } from "./receiver";

// A URL registered in the sandbox (loopback http, allowed by the tests'
// WEBHOOK_ALLOW_PRIVATE_TARGETS) that a production worker meets: the worker checks every
// URL again before sending, as DNS answers change, and production ignores the setting.

let client: Awaited<ReturnType<typeof apiClient>>;
let receiver: Receiver;

beforeAll(async () => {
  client = await apiClient();
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

describe("delivery in production", () => {
  it("refuses, at delivery, http and hosts that resolve to loopback addresses", async () => {
    const plain = await client.addWebhook(receiver.url);
    const https = await client.addWebhook(`https://127.0.0.1:${receiver.port}/hook`);
    const named = await client.addWebhook(`https://localhost:${receiver.port}/hook`);
    testWorker({ targets: { environment: "production", allowPrivate: true, portalOrigin: "https://portal.invalid" }, retryDelaysMs: [] });
    await client.createEnquiry();
    const errors = async (id: string) => {
      const res = await client.api("GET", `/webhooks/${id}/deliveries`);
      return res.json.data.flatMap((d: { attempts: { error: string }[] }) => d.attempts.map((a) => a.error));
    };
    await waitFor("three refused attempts", async () => (await Promise.all([plain, https, named].map((w) => errors(w.id)))).flat().length === 3);
    expect(await errors(plain.id)).toEqual(["Not sent. Must use https in production."]);
    // The log says which rule, never what the name resolved to.
    const refused = "Not sent. Must reach a public internet address: private, loopback, link-local and reserved addresses are refused.";
    expect(await errors(https.id)).toEqual([refused]);
    expect(await errors(named.id)).toEqual([refused]);
    await sleep(100);
    expect(receiver.received).toHaveLength(0);
  });
});
