import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { sendDelivery } from "@/lib/service/delivery/send-delivery";
import { apiClient, testWorker } from "./fixture";
import { startReceiver, waitFor, type Receiver } from "./receiver";

// The sandbox without WEBHOOK_ALLOW_PRIVATE_TARGETS (as under `npm start`): no webhook to
// the service's own network, except the portal's receiver; and every delivery goes to
// the address that was checked, not to whatever a second DNS lookup says.

// "rebind.test" resolves to loopback once here; the system resolver does not know it at all,
// so a request that looked the name up again could not reach the receiver.
vi.mock("node:dns/promises", async (importOriginal) => {
  const dns = await importOriginal<typeof import("node:dns/promises")>();
  const lookup = (async (host: string, options: object) =>
    host === "rebind.test" ? [{ address: "127.0.0.1", family: 4 }] : dns.lookup(host, options as never)) as typeof dns.lookup;
  return { ...dns, lookup, default: { ...dns, lookup } };
});

let receiver: Receiver;
let portal: Receiver;
let client: Awaited<ReturnType<typeof apiClient>>;

beforeAll(async () => {
  receiver = await startReceiver();
  portal = await startReceiver();
  process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "false";
  process.env.PORTAL_URL = `http://127.0.0.1:${portal.port}`;
  resetEnvCache();
  client = await apiClient();
});
afterAll(async () => {
  await Promise.all([receiver.close(), portal.close()]);
});

describe("sandbox webhook targets", () => {
  it.each([
    ["loopback", () => receiver.url],
    ["a name for loopback", () => `http://localhost:${receiver.port}/hook`],
    ["the cloud metadata address", () => "http://169.254.169.254/latest/meta-data/"],
    ["a private network", () => "http://10.0.0.7/hook"],
    ["NAT64 of a private address", () => "http://[64:ff9b::a00:7]/hook"],
    ["IPv4-compatible loopback", () => "http://[::7f00:1]/hook"],
  ])("refuses %s at registration", async (_what, url) => {
    const res = await client.api("POST", "/webhooks", { url: url() });
    expect(res.status).toBe(400);
    expect(res.json.type).toBe("VALIDATION_ERROR");
    expect(res.json.errors.url).toEqual(["Must reach a public internet address: private, loopback, link-local and reserved addresses are refused."]);
  });

  it("says only which rule a URL broke, never what its name resolved to or how the lookup failed (that goes to the log)", async () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const loopback = await client.api("POST", "/webhooks", { url: `http://localhost:${receiver.port}/hook` });
      expect(loopback.status).toBe(400);
      expect(loopback.json.errors.url).toEqual(["Must reach a public internet address: private, loopback, link-local and reserved addresses are refused."]);
      expect(loopback.text).not.toMatch(/127\.0\.0\.1|::1|resolves to/);

      const unresolvable = await client.api("POST", "/webhooks", { url: "http://no-such-host.invalid/hook" });
      expect(unresolvable.status).toBe(400);
      expect(unresolvable.json).toMatchObject({
        type: "VALIDATION_ERROR",
        detail: "The webhook URL is not allowed. The host name does not resolve.",
        errors: { url: ["The host name does not resolve."] },
      });
      expect(unresolvable.text).not.toMatch(/ENOTFOUND|EAI_AGAIN|lookup/);

      const logged = warned.mock.calls.map((args) => args.join(" ")).join("\n");
      expect(logged).toMatch(/localhost resolves to (127\.0\.0\.1|::1)/);
      expect(logged).toMatch(/no-such-host\.invalid does not resolve \((ENOTFOUND|EAI_AGAIN)\)/);
    } finally {
      warned.mockRestore();
    }
  });

  it("refuses a private address on PUT too", async () => {
    const own = await client.addWebhook(`${portal.url.replace("/hook", "")}/api/webhooks/conn-put`);
    const res = await client.api("PUT", `/webhooks/${own.id}`, { url: receiver.url });
    expect(res.status).toBe(400);
  });

  it("accepts the portal's own receiver and delivers to it", async () => {
    const own = await client.addWebhook(`http://127.0.0.1:${portal.port}/api/webhooks/conn-1`);
    testWorker();
    await client.createEnquiry();
    await waitFor("a delivery to the portal", () => portal.received.some((r) => r.path === "/api/webhooks/conn-1"));
    expect(own.url).toBe(`http://127.0.0.1:${portal.port}/api/webhooks/conn-1`);
    expect(receiver.received).toHaveLength(0);
  });

  it("does not send to a private address that a webhook URL has come to reach", async () => {
    const outcome = await sendDelivery(job(receiver.url), {
      timeoutMs: 2000,
      targets: { environment: "sandbox", allowPrivate: false, portalOrigin: "https://portal.invalid" },
    });
    expect(outcome.ok).toBe(false);
    expect(outcome.error).toBe("Not sent. Must reach a public internet address: private, loopback, link-local and reserved addresses are refused.");
    expect(outcome.responseBody).toBeNull();
    expect(receiver.received).toHaveLength(0);
  });

  it("connects to the address it checked (pinned), not to a second lookup's answer", async () => {
    const outcome = await sendDelivery(job(`http://rebind.test:${receiver.port}/pinned`), {
      timeoutMs: 2000,
      targets: { environment: "sandbox", allowPrivate: true, portalOrigin: "https://portal.invalid" },
    });
    expect(outcome.error).toBeNull();
    expect(outcome.ok).toBe(true);
    const got = receiver.received.find((r) => r.path === "/pinned");
    expect(got?.headers.host).toBe(`rebind.test:${receiver.port}`);
  });
});

function job(url: string) {
  return {
    deliveryId: "d1",
    attempt: 1,
    eventId: "e1",
    eventType: "enquiry.created",
    body: "{}",
    webhookId: "w1",
    accountId: "a1",
    url,
    key: "k",
    webhookFailing: false,
  };
}
