import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as receiverRoute } from "@/app/api/webhooks/[connectionId]/route";
import { getPrisma } from "@/lib/db/prisma";
import { getConnection } from "@/lib/portal/connections/get-connection";
import { getServiceClient } from "@/lib/portal/connections/get-service-client";
import { listConnections, listRemovedConnections } from "@/lib/portal/connections/list-connections";
import { provisionSandboxConnection } from "@/lib/portal/connections/provision-sandbox-connection";
import { removeConnection } from "@/lib/portal/connections/remove-connection";
import { renameConnection } from "@/lib/portal/connections/rename-connection";
import { saveAndTestConnection } from "@/lib/portal/connections/save-and-test-connection";
import { testConnection } from "@/lib/portal/connections/test-connection";
import { getLiveUpdatesState, listUpdatesGaps } from "@/lib/portal/live/live-updates-state";
import { disableLiveUpdates } from "@/lib/portal/connections/disable-live-updates";
import { enableLiveUpdates } from "@/lib/portal/connections/enable-live-updates";
import { getWebhookSettings } from "@/lib/portal/webhooks/get-webhook-settings";
import { receiveEvent } from "@/lib/portal/receiver/receive-event";
import { isReceiverUrl } from "@/lib/portal/connections/receiver-url";
import { issueApiKey } from "@/lib/service/accounts/issue-api-key";
import { revokeApiKey } from "@/lib/service/accounts/revoke-api-key";
import { waitFor } from "../delivery/receiver";
import { enquiryBody, newAccount, serveAsPortal, serviceApp } from "../helpers/service";
import { newAdminContext as organization } from "../helpers/portal-organization";
import { refusal } from "../helpers/refusal";

// An organisation's connections, plural: each added with its own key (tried on save),
// renamed, removed, with its own live updates and health; every operation scoped to the
// organisation. The service runs over HTTP on a free port, as the built-in service does.

let served: Awaited<ReturnType<typeof serveAsPortal>>;
let base: string;

beforeAll(async () => {
  process.env.STAYDESK_SECRET = "connections-test-secret-0123456789abcdef0123";
  // The built-in service is this server; the portal's receiver is on the same origin.
  served = await serveAsPortal(await serviceApp());
  base = served.base;
});
afterAll(() => served.close());

type Context = Awaited<ReturnType<typeof organization>>;

async function account() {
  const created = await newAccount();
  const { verificationKey } = await getPrisma().account.findUniqueOrThrow({ where: { id: created.accountId } });
  return { ...created, verificationKey };
}

/** "Add a provider" on the built-in service with this account's key. */
async function add(context: Context, name: string, apiKey: string) {
  return saveAndTestConnection(context, null, { name, environment: "sandbox", baseUrl: null, apiKey });
}

async function receiverIds(key: string, connectionId: string): Promise<string[]> {
  const res = await fetch(`${base}/external-api/v1/webhooks`, { headers: { "x-api-key": key } });
  const { data } = (await res.json()) as { data: { id: string; url: string }[] };
  return data.filter((w) => isReceiverUrl(w.url, connectionId)).map((w) => w.id);
}

async function auditKinds(organizationId: string): Promise<string[]> {
  const rows = await getPrisma().auditEntry.findMany({ where: { organizationId }, orderBy: { createdAt: "asc" }, select: { kind: true } });
  return rows.map((r) => r.kind);
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

const sign = (body: string, key: string) => createHmac("sha256", key).update(body).digest("base64");

describe("adding providers", () => {
  it("adds several to one organisation, each tried on save, with its own receiver registered, health and audit entry", async () => {
    const context = await organization();
    const [a, b] = [await account(), await account()];
    const first = await add(context, "Harbour Apartments", a.key);
    const second = await add(context, "City Stays", b.key);
    expect(first.check).toEqual({ ok: true, note: expect.stringContaining("The key works.") });
    expect(second.check.ok).toBe(true);

    const listed = await listConnections(context.organization.id);
    expect(listed.map((c) => c.name)).toEqual(["Harbour Apartments", "City Stays"]);
    for (const c of listed) {
      expect(c.health.status).toBe("ok");
      expect(c.health.lastSuccessAt).not.toBeNull();
      expect(c.liveUpdates).toBe(true);
    }
    // Each account has the portal's receiver of its own connection, not the other's.
    expect(await receiverIds(a.key, first.connectionId)).toHaveLength(1);
    expect(await receiverIds(b.key, second.connectionId)).toHaveLength(1);
    expect(await receiverIds(a.key, second.connectionId)).toEqual([]);
    expect(await auditKinds(context.organization.id)).toEqual(["connection-added", "connection-tested", "connection-added", "connection-tested"]);
  });

  it("counts the portal's own receiver in the test it records when adding: live updates on never stands beside 'no webhooks yet'", async () => {
    const context = await organization();
    const a = await account();
    const added = await add(context, "Harbour Apartments", a.key);
    expect(added.check).toEqual({ ok: true, note: "The key works. The account has 1 webhook." });
    const page = await getConnection(context.organization.id, added.connectionId);
    expect(page).toMatchObject({ liveUpdates: true, lastCheck: { ok: true, note: "The key works. The account has 1 webhook." } });
    expect(await receiverIds(a.key, added.connectionId)).toHaveLength(1);
  });

  it("keeps the key and reports it as not working when the provider refuses it", async () => {
    const context = await organization();
    const added = await add(context, "Refusing", "sd_test_thisKeyDoesNotExist0123456789abcdef");
    expect(added.check).toEqual({ ok: false, note: "The service does not accept this API key (401 Unauthorized)." });
    const [connection] = await listConnections(context.organization.id);
    expect(connection).toMatchObject({ name: "Refusing", keyHint: "sd_test_…cdef", liveUpdates: false });
    expect(connection!.health).toMatchObject({ status: "failing", lastFailureNote: "The service does not accept this API key (401 Unauthorized)." });
  });

  it("refuses a name another active provider has, in words, whatever its case; a removed provider's name is free again", async () => {
    const context = await organization();
    const [a, b, c] = [await account(), await account(), await account()];
    const first = await add(context, "Harbour Apartments", a.key);
    const taken = await refusal(add(context, "  harbour apartments", b.key));
    expect(taken.code).toBe("CONFLICT");
    expect(taken.fieldErrors?.name).toEqual(['Another provider is already called "Harbour Apartments": choose a name agents can tell apart.']);
    expect(await listConnections(context.organization.id)).toHaveLength(1);

    await removeConnection(context, first.connectionId);
    expect((await add(context, "Harbour Apartments", c.key)).check.ok).toBe(true);
  });
});

describe("the built-in sandbox", () => {
  it("is one of the providers by default, and only the connection holding its key gets a new one", async () => {
    const context = await organization();
    const sandbox = await provisionSandboxConnection(context, null);
    expect(sandbox.name).toBe("Built-in sandbox");
    // A second provisioning would revoke the first connection's key.
    expect((await refusal(provisionSandboxConnection(context, null))).code).toBe("CONFLICT");
    const other = await add(context, "Another account", (await account()).key);
    expect((await refusal(provisionSandboxConnection(context, other.connectionId))).code).toBe("CONFLICT");

    const renewed = await provisionSandboxConnection(context, sandbox.connectionId);
    expect(renewed).toMatchObject({ connectionId: sandbox.connectionId, name: "Built-in sandbox" });
    expect(renewed.keyHint).not.toBe(sandbox.keyHint);
    expect((await getConnection(context.organization.id, other.connectionId))?.health.status).toBe("ok");
  });
});

describe("renaming", () => {
  it("renames, refuses another provider's name, and records who did it", async () => {
    const context = await organization();
    const [a, b] = [await account(), await account()];
    const first = await add(context, "Harbour", a.key);
    await add(context, "City Stays", b.key);

    expect(await renameConnection(context, first.connectionId, "Harbour Apartments")).toEqual({ before: "Harbour", name: "Harbour Apartments" });
    expect((await getConnection(context.organization.id, first.connectionId))?.name).toBe("Harbour Apartments");
    const taken = await refusal(renameConnection(context, first.connectionId, "CITY STAYS"));
    expect(taken.code).toBe("CONFLICT");
    const entry = await getPrisma().auditEntry.findFirstOrThrow({ where: { organizationId: context.organization.id, kind: "connection-renamed" } });
    expect(entry.summary).toBe('Provider "Harbour" renamed "Harbour Apartments".');
  });

  it("gives the name clients read on share pages, or takes it back, and leaves the agents' name", async () => {
    const context = await organization();
    const first = await add(context, "Harbour", (await account()).key);
    expect(await renameConnection(context, first.connectionId, "Harbour", "Harbour Stays")).toEqual({ before: "Harbour", name: "Harbour", publicName: "Harbour Stays" });
    expect(await getConnection(context.organization.id, first.connectionId)).toMatchObject({ name: "Harbour", publicName: "Harbour Stays" });
    expect(await renameConnection(context, first.connectionId, "Harbour", null)).toEqual({ before: "Harbour", name: "Harbour", publicName: null });
    expect(await renameConnection(context, first.connectionId, "Harbour")).toEqual({ before: "Harbour", name: "Harbour" });
    const summaries = (await getPrisma().auditEntry.findMany({ where: { organizationId: context.organization.id, kind: "connection-renamed" }, select: { summary: true } })).map((e) => e.summary);
    expect(summaries.sort()).toEqual(['Provider "Harbour" shown to clients as "Harbour Stays".', 'Provider "Harbour" shown to clients by its name.']);
  });
});

describe("removing", () => {
  it("erases the key, takes the receiver off the provider, refuses its events and keeps its enquiries", async () => {
    const context = await organization();
    const [a, b] = [await account(), await account()];
    const kept = await add(context, "Kept", a.key);
    const gone = await add(context, "Gone", b.key);
    const db = getPrisma();
    const enquiry = await db.trackedEnquiry.create({
      data: {
        id: `enq-${gone.connectionId}`,
        organizationId: context.organization.id,
        reference: "SR-GONE-1",
        externalId: `ext-${gone.connectionId}`,
        clientReference: "C-1",
        state: "NEW",
        placeLabel: "London",
        latitude: 51.5,
        longitude: -0.12,
        adults: 2,
        children: 0,
        infants: 0,
        createdById: context.user.id,
        createdByName: context.user.name,
        providers: { create: { id: `pe-${gone.connectionId}`, organizationId: context.organization.id, connectionId: gone.connectionId, serviceReference: "SR-GONE-1", state: "NEW" } },
      },
    });
    expect(await receiverIds(b.key, gone.connectionId)).toHaveLength(1);

    expect(await removeConnection(context, gone.connectionId)).toEqual({ name: "Gone", receiverRemoved: true });

    const row = await db.serviceConnection.findUniqueOrThrow({ where: { id: gone.connectionId } });
    expect(row.removedAt).not.toBeNull();
    expect(row.keyCiphertext).toBe("");
    expect(row.keyHint).toBe(gone.keyHint);
    expect(row.receiverWebhookId).toBeNull();
    expect(await receiverIds(b.key, gone.connectionId)).toEqual([]);
    // No longer a choice anywhere; listed as removed; nothing can be sent to it.
    expect((await listConnections(context.organization.id)).map((c) => c.id)).toEqual([kept.connectionId]);
    expect((await listRemovedConnections(context.organization.id)).map((c) => c.name)).toEqual(["Gone"]);
    expect(await getConnection(context.organization.id, gone.connectionId)).toBeNull();
    expect((await refusal(getServiceClient(context.organization.id, gone.connectionId))).code).toBe("NOT_CONNECTED");
    // Its enquiries stay.
    expect(await db.trackedEnquiry.findUnique({ where: { id: enquiry.id }, select: { id: true } })).not.toBeNull();
    expect(await db.providerEnquiry.count({ where: { connectionId: gone.connectionId } })).toBe(1);

    // The receiver refuses its events, even correctly signed ones, over HTTP as in process.
    const body = await eventOf(b.key);
    expect(await receiveEvent({ connectionId: gone.connectionId, body: Buffer.from(body), signature: sign(body, b.verificationKey) })).toEqual({
      status: "unknown-connection",
    });
    const request = new Request(`${base}/api/webhooks/${gone.connectionId}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-signature": sign(body, b.verificationKey) },
      body,
    });
    expect((await receiverRoute(request, { params: Promise.resolve({ connectionId: gone.connectionId }) })).status).toBe(404);
    // The other provider's events still arrive.
    const other = await eventOf(a.key);
    expect((await receiveEvent({ connectionId: kept.connectionId, body: Buffer.from(other), signature: sign(other, a.verificationKey) })).status).toBe("stored");

    expect((await auditKinds(context.organization.id)).at(-1)).toBe("connection-removed");
    expect((await refusal(removeConnection(context, gone.connectionId))).code).toBe("NOT_FOUND");
  });
});

describe("another organisation's connection", () => {
  it("is not found by any operation, and stays as it was", async () => {
    const owner = await organization();
    const stranger = await organization();
    const a = await account();
    const { connectionId } = await add(owner, "Mine", a.key);
    const org = stranger.organization.id;

    expect(await getConnection(org, connectionId)).toBeNull();
    expect(await getWebhookSettings(org, connectionId)).toBeNull();
    for (const run of [
      () => renameConnection(stranger, connectionId, "Theirs"),
      () => removeConnection(stranger, connectionId),
      () => testConnection(stranger, connectionId),
      () => saveAndTestConnection(stranger, connectionId, { environment: "sandbox", baseUrl: null, apiKey: a.key }),
      () => enableLiveUpdates(org, connectionId),
      () => disableLiveUpdates(org, connectionId),
    ]) {
      expect((await refusal(run())).code).toBe("NOT_FOUND");
    }
    expect((await refusal(getServiceClient(org, connectionId))).code).toBe("NOT_CONNECTED");

    const row = await getPrisma().serviceConnection.findUniqueOrThrow({ where: { id: connectionId } });
    expect(row).toMatchObject({ name: "Mine", removedAt: null });
    expect(row.receiverWebhookId).not.toBeNull();
    expect(await receiverIds(a.key, connectionId)).toHaveLength(1);
    expect(await auditKinds(org)).toEqual([]);
  });
});

describe("live updates per connection", () => {
  it("turns one provider's off without touching the other's, with a gap of its own", async () => {
    const context = await organization();
    const [a, b] = [await account(), await account()];
    const first = await add(context, "First", a.key);
    const second = await add(context, "Second", b.key);
    const org = context.organization.id;
    const before = new Date(Date.now() - 1000);
    expect(await getLiveUpdatesState(org)).toEqual({ on: true, gap: null });

    await disableLiveUpdates(org, first.connectionId);
    expect(await receiverIds(a.key, first.connectionId)).toEqual([]);
    expect(await receiverIds(b.key, second.connectionId)).toHaveLength(1);
    expect((await getLiveUpdatesState(org, first.connectionId)).on).toBe(false);
    expect(await getLiveUpdatesState(org, second.connectionId)).toEqual({ on: true, gap: null });
    // The organisation as a whole is not fully live while one provider is off.
    expect((await getLiveUpdatesState(org)).on).toBe(false);
    expect(await listUpdatesGaps(org, before, first.connectionId)).toHaveLength(1);
    expect(await listUpdatesGaps(org, before, second.connectionId)).toEqual([]);

    await enableLiveUpdates(org, first.connectionId);
    expect(await getLiveUpdatesState(org)).toEqual({ on: true, gap: null });
    expect((await listUpdatesGaps(org, before, first.connectionId))[0]?.to).not.toBeNull();
  });
});

describe("health", () => {
  it("records a revoked key on the connection that used it, in words, and a success once the key is replaced", async () => {
    const context = await organization();
    const a = await account();
    const { connectionId } = await add(context, "Revoked soon", a.key);
    const db = getPrisma();
    const key = await db.apiKey.findFirstOrThrow({ where: { accountId: a.accountId }, select: { id: true } });
    await revokeApiKey(db, a.accountId, key.id);

    await expect((await getServiceClient(context.organization.id, connectionId)).listWebhooks()).rejects.toThrow();
    await waitFor("the failure to be recorded", async () => (await getConnection(context.organization.id, connectionId))?.health.status === "failing");
    const failing = (await getConnection(context.organization.id, connectionId))!.health;
    expect(failing.lastFailureNote).toBe("The key is revoked or its account is not linked to the service (403 Forbidden).");
    expect(failing.lastSuccessAt).not.toBeNull();

    const replacement = await issueApiKey(db, a.accountId);
    const saved = await saveAndTestConnection(context, connectionId, { environment: "sandbox", baseUrl: null, apiKey: replacement.key });
    expect(saved).toMatchObject({ connectionId, name: "Revoked soon", check: { ok: true } });
    expect((await getConnection(context.organization.id, connectionId))!.health).toMatchObject({ status: "ok", lastFailureNote: failing.lastFailureNote });
    expect((await auditKinds(context.organization.id)).filter((k) => k === "connection-saved")).toHaveLength(1);
  });
});
