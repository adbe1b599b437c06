import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as receiverRoute } from "@/app/api/webhooks/[connectionId]/route";
import { startPgTransport } from "@/lib/cluster/pg-transport";
import { isPostgresUrl, onSignal } from "@/lib/cluster/signals";
import { getPrisma } from "@/lib/db/prisma";
import { encryptApiKey } from "@/lib/portal/connections/key-cipher";
import { saveAndTestConnection } from "@/lib/portal/connections/save-and-test-connection";
import { enableLiveUpdates } from "@/lib/portal/connections/enable-live-updates";
import { receiveEvent } from "@/lib/portal/receiver/receive-event";
import { isReceiverUrl } from "@/lib/portal/connections/receiver-url";
import { KEY_LIFETIME_MS } from "@/lib/portal/connections/verification-keys";
import { issueApiKey } from "@/lib/service/accounts/issue-api-key";
import { waitFor } from "../delivery/receiver";
import { newAdminContext as organization } from "../helpers/portal-organization";
import { enquiryBody, newAccount, serveAsPortal, serviceApp } from "../helpers/service";

// When the organisation's connection moves to another account's key, the portal's
// receiver must stop believing the previous account at once: its verification key may
// have leaked with the key that was replaced. The service runs over HTTP on a free port,
// as the built-in service does; the portal reaches it through its typed client.

let served: Awaited<ReturnType<typeof serveAsPortal>>;
let base: string;

beforeAll(async () => {
  process.env.STAYDESK_SECRET = "connection-change-test-secret-0123456789abcdef";
  // The built-in service is this server; the portal's receiver is on the same origin.
  served = await serveAsPortal(await serviceApp());
  base = served.base;
});
afterAll(() => served.close());

const sign = (body: string, key: string) => createHmac("sha256", key).update(body).digest("base64");

async function account() {
  const created = await newAccount();
  const { verificationKey } = await getPrisma().account.findUniqueOrThrow({ where: { id: created.accountId } });
  return { ...created, verificationKey };
}

/** A new enquiry of the account through the API, and the exact body of its ENQUIRY.CREATED event. */
async function eventOf(key: string): Promise<string> {
  const res = await fetch(`${base}/external-api/v1/enquiries`, {
    method: "POST",
    headers: { "x-api-key": key, "content-type": "application/json" },
    body: JSON.stringify(enquiryBody()),
  });
  expect(res.status).toBe(201);
  const { data } = await res.json();
  const event = await getPrisma().event.findFirstOrThrow({ where: { type: "ENQUIRY.CREATED", body: { contains: data.serviceReference } } });
  return event.body;
}

/** Connects the organisation's one connection (added the first time) with this key. */
async function connect(context: Awaited<ReturnType<typeof organization>>, apiKey: string) {
  const existing = await getPrisma().serviceConnection.findFirst({ where: { organizationId: context.organization.id }, select: { id: true } });
  const saved = await saveAndTestConnection(context, existing?.id ?? null, { environment: "sandbox", baseUrl: null, apiKey });
  expect(saved.check.ok).toBe(true);
  return getPrisma().serviceConnection.findUniqueOrThrow({ where: { id: saved.connectionId } });
}

async function receiverIds(key: string, connectionId: string): Promise<string[]> {
  const res = await fetch(`${base}/external-api/v1/webhooks`, { headers: { "x-api-key": key } });
  const { data } = (await res.json()) as { data: { id: string; url: string }[] };
  return data.filter((w) => isReceiverUrl(w.url, connectionId)).map((w) => w.id);
}

/** A delivery to the receiver as the provider sends it: the route handler, with the body signed. */
async function post(connectionId: string, body: string, key: string): Promise<number> {
  const request = new Request(`${base}/api/webhooks/${connectionId}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-signature": sign(body, key) },
    body,
  });
  return (await receiverRoute(request, { params: Promise.resolve({ connectionId }) })).status;
}

const deliver = (connectionId: string, body: string, key: string) => receiveEvent({ connectionId, body: Buffer.from(body), signature: sign(body, key) });

describe("after the connection moves to another account's key", () => {
  it("refuses events signed with the previous account's key at once, and moves the receiver to the new account", async () => {
    const context = await organization();
    const [a, b] = [await account(), await account()];
    const connection = await connect(context, a.key);
    await enableLiveUpdates(context.organization.id, connection.id);
    expect(await receiverIds(a.key, connection.id)).toHaveLength(1);

    // The receiver knows (and keeps) the first account's key.
    expect((await deliver(connection.id, await eventOf(a.key), a.verificationKey)).status).toBe("stored");

    await connect(context, b.key);
    // An event of the previous account, signed with its key: refused, through the route as over HTTP.
    const stale = await eventOf(a.key);
    expect(await post(connection.id, stale, a.verificationKey)).toBe(401);
    expect(await deliver(connection.id, stale, a.verificationKey)).toEqual({ status: "bad-signature", reason: "mismatch" });
    // The new account's events pass.
    expect((await deliver(connection.id, await eventOf(b.key), b.verificationKey)).status).toBe("stored");

    // The receiver left the previous account and is registered with the new one.
    expect(await receiverIds(a.key, connection.id)).toEqual([]);
    const moved = await receiverIds(b.key, connection.id);
    expect(moved).toHaveLength(1);
    expect((await getPrisma().serviceConnection.findUniqueOrThrow({ where: { id: connection.id } })).receiverWebhookId).toBe(moved[0]);
  });

  it("leaves the receiver where it is when the new key is the same account's", async () => {
    const context = await organization();
    const a = await account();
    const connection = await connect(context, a.key);
    const { webhookId } = await enableLiveUpdates(context.organization.id, connection.id);

    const second = await issueApiKey(getPrisma(), a.accountId);
    await connect(context, second.key);
    expect(await receiverIds(second.key, connection.id)).toEqual([webhookId]);
    expect((await deliver(connection.id, await eventOf(a.key), a.verificationKey)).status).toBe("stored");
  });

  it("forgets a cached key after its lifetime, even if the change was never announced", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const context = await organization();
      const [a, b] = [await account(), await account()];
      const connection = await connect(context, a.key);
      expect((await deliver(connection.id, await eventOf(a.key), a.verificationKey)).status).toBe("stored");
      // Another process changed the row, and its signal was lost.
      const keyCiphertext = encryptApiKey({ organizationId: context.organization.id, baseUrl: null }, b.key);
      await getPrisma().serviceConnection.update({ where: { id: connection.id }, data: { keyCiphertext } });

      vi.setSystemTime(Date.now() + KEY_LIFETIME_MS);
      expect(await deliver(connection.id, await eventOf(a.key), a.verificationKey)).toEqual({ status: "bad-signature", reason: "mismatch" });
    } finally {
      vi.useRealTimers();
    }
  });

  it.runIf(isPostgresUrl(process.env.DATABASE_URL))("forgets the key when another instance announces the change", { timeout: 30_000 }, async () => {
    const context = await organization();
    const [a, b] = [await account(), await account()];
    const connection = await connect(context, a.key);
    expect((await deliver(connection.id, await eventOf(a.key), a.verificationKey)).status).toBe("stored");

    // Another instance saves the new key and says so (its own saveConnection, over NOTIFY).
    const keyCiphertext = encryptApiKey({ organizationId: context.organization.id, baseUrl: null }, b.key);
    await getPrisma().serviceConnection.update({ where: { id: connection.id }, data: { keyCiphertext } });
    const heard: unknown[] = [];
    const stop = onSignal("connection_changed", (m) => heard.push(m));
    const other = startPgTransport(process.env.DATABASE_URL!, [], () => undefined, () => undefined);
    try {
      other.send("connection_changed", "another-instance", JSON.stringify({ connectionId: connection.id }));
      await other.flush();
      await waitFor("the signal to arrive", () => heard.length === 1);
    } finally {
      stop();
      await other.close();
    }
    expect(await deliver(connection.id, await eventOf(a.key), a.verificationKey)).toEqual({ status: "bad-signature", reason: "mismatch" });
  });
});

describe("a connection saved with a working key", () => {
  it("tells the provider the organisation's name, which its back office shows", async () => {
    const context = await organization();
    const a = await account();
    expect((await getPrisma().account.findUniqueOrThrow({ where: { id: a.accountId } })).displayName).toBeNull();
    await connect(context, a.key);
    expect((await getPrisma().account.findUniqueOrThrow({ where: { id: a.accountId } })).displayName).toBe(context.organization.name);
  });
});
