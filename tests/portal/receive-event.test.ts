import { webcrypto } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { LiveMessage } from "@/lib/portal/live/messages";

// The portal's modules are server-only; here they run in plain Node.
vi.mock("server-only", () => ({}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

process.env.STAYDESK_SECRET = "receiver-test-secret-0123456789-abcdefghijklmnop";

const { getPrisma } = await import("@/lib/db/prisma");
const { receiveEvent } = await import("@/lib/portal/receiver/receive-event");
const { verifySignature } = await import("@/lib/portal/receiver/verify-signature");
const { FETCH_SPACING_MS, forgetVerificationKey } = await import("@/lib/portal/connections/verification-keys");
const { subscribe } = await import("@/lib/portal/live/bus");
const { latestEventSeq, listEventsAfter } = await import("@/lib/portal/live/list-events-after");
const { cheapestTotal } = await import("@/lib/portal/quotes/cheapest-total");
const { partyOf } = await import("@/lib/portal/quotes/party-of");
const { call, enquiryBody, routeFetchTo, serviceApp } = await import("../helpers/service");
const { connectedOrganization } = await import("../helpers/portal-organization");

type App = Awaited<ReturnType<typeof serviceApp>>;
let app: App;

/** An independent HMAC (WebCrypto, not node:crypto's createHmac) of the exact bytes. */
async function sign(body: string, key: string): Promise<string> {
  const enc = new TextEncoder();
  const k = await webcrypto.subtle.importKey("raw", enc.encode(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return Buffer.from(await webcrypto.subtle.sign("HMAC", k, enc.encode(body))).toString("base64");
}

async function verificationKey(accountId: string): Promise<string> {
  return (await getPrisma().account.findUniqueOrThrow({ where: { id: accountId } })).verificationKey;
}

/** The exact bodies the service recorded for this account, oldest first. */
async function recordedEvents(accountId: string, type?: string) {
  return getPrisma().event.findMany({ where: { accountId, ...(type ? { type } : {}) }, orderBy: { createdAt: "asc" } });
}

async function deliver(connectionId: string, body: string, signature: string | null) {
  return receiveEvent({ connectionId, body: Buffer.from(body), signature });
}

const stored = (organizationId: string) => getPrisma().portalEvent.count({ where: { organizationId } });

beforeAll(async () => {
  app = await serviceApp();
  // The portal reaches the service over HTTP; here, that HTTP is the in-process app.
  routeFetchTo(app);
});

describe("verifySignature", () => {
  it("accepts an HMAC computed independently and refuses any change to body, key or signature", async () => {
    const body = '{"eventType":"ENQUIRY.CREATED","n":1}';
    const signature = await sign(body, "key-one");
    expect(verifySignature(Buffer.from(body), signature, "key-one")).toBe(true);
    expect(verifySignature(Buffer.from(`${body} `), signature, "key-one")).toBe(false);
    expect(verifySignature(Buffer.from(body), signature, "key-two")).toBe(false);
    expect(verifySignature(Buffer.from(body), signature.slice(0, -4), "key-one")).toBe(false);
    expect(verifySignature(Buffer.from(body), "", "key-one")).toBe(false);
    expect(verifySignature(Buffer.from(body), null, "key-one")).toBe(false);
  });
});

describe("receiveEvent", () => {
  it("stores a signed event once; a replay is a duplicate; forged and missing signatures store nothing", async () => {
    const org = await connectedOrganization();
    const created = await call(app, "POST", "/external-api/v1/enquiries", { key: org.key, body: enquiryBody() });
    expect(created.status).toBe(201);
    const [event] = await recordedEvents(org.accountId, "ENQUIRY.CREATED");
    const key = await verificationKey(org.accountId);

    expect(await deliver(org.connectionId, event!.body, null)).toEqual({ status: "bad-signature", reason: "missing" });
    expect(await deliver(org.connectionId, event!.body, await sign(event!.body, "not-the-key"))).toEqual({ status: "bad-signature", reason: "mismatch" });
    expect(await stored(org.organizationId)).toBe(0);

    const heard: unknown[] = [];
    const stop = subscribe(org.organizationId, (m) => heard.push(m));
    const first = await deliver(org.connectionId, event!.body, await sign(event!.body, key));
    expect(first.status).toBe("stored");
    expect(heard).toHaveLength(1);
    const again = await deliver(org.connectionId, event!.body, await sign(event!.body, key));
    expect(again).toEqual({ status: "duplicate", eventId: event!.id });
    expect(await stored(org.organizationId)).toBe(1);
    expect(heard).toHaveLength(1);
    stop();

    const row = await getPrisma().portalEvent.findFirstOrThrow({ where: { organizationId: org.organizationId } });
    expect(row).toMatchObject({ eventId: event!.id, eventType: "ENQUIRY.CREATED", serviceReference: created.json.data.serviceReference });
  });

  it("answers unknown connections as such, before looking at the signature", async () => {
    expect(await deliver("no-such-connection", "{}", "x")).toEqual({ status: "unknown-connection" });
  });

  it("fetches the key again after a mismatch, so a rotated key works without a restart", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const org = await connectedOrganization();
      await call(app, "POST", "/external-api/v1/enquiries", { key: org.key, body: enquiryBody() });
      await call(app, "POST", "/external-api/v1/enquiries", { key: org.key, body: enquiryBody() });
      const [event, other] = await recordedEvents(org.accountId);
      const oldKey = await verificationKey(org.accountId);
      // The receiver caches the current key…
      const before = await deliver(org.connectionId, "{}", await sign("{}", oldKey));
      expect(before.status).toBe("invalid");
      // …then the provider rotates it.
      await getPrisma().account.update({ where: { id: org.accountId }, data: { verificationKey: "rotated-verification-key-0123456789" } });
      // (A mismatch asks the provider again once the last fetch is FETCH_SPACING_MS old.)
      vi.setSystemTime(Date.now() + FETCH_SPACING_MS + 1_000);
      const after = await deliver(org.connectionId, event!.body, await sign(event!.body, "rotated-verification-key-0123456789"));
      expect(after.status).toBe("stored");
      // A body signed with the old key no longer passes.
      vi.setSystemTime(Date.now() + 5_000);
      expect(await deliver(org.connectionId, other!.body, await sign(other!.body, oldKey))).toEqual({ status: "bad-signature", reason: "mismatch" });
      expect(await stored(org.organizationId)).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps the provider's latest state when events arrive out of order, and counts the quotes", async () => {
    const org = await connectedOrganization();
    const created = await call(app, "POST", "/external-api/v1/enquiries", { key: org.key, body: enquiryBody() });
    const reference: string = created.json.data.serviceReference;
    const moved = await call(app, "POST", `/external-api/v1/sandbox/enquiries/${reference}/change-state`, { key: org.key, body: { enquiryState: "QUOTED" } });
    expect(moved.status).toBe(204);
    const key = await verificationKey(org.accountId);
    const events = await recordedEvents(org.accountId);
    const byType = (t: string) => events.find((e) => e.type === t)!;

    // QUOTE.CREATED arrives (and is read back) first, the older SHORTLISTING after it.
    const quote = await deliver(org.connectionId, byType("QUOTE.CREATED").body, await sign(byType("QUOTE.CREATED").body, key));
    const shortlisting = await deliver(org.connectionId, byType("ENQUIRY.SHORTLISTING").body, await sign(byType("ENQUIRY.SHORTLISTING").body, key));
    if (quote.status !== "stored" || shortlisting.status !== "stored") throw new Error("not stored");
    await quote.followUp();
    await shortlisting.followUp();

    const tracked = await getPrisma().trackedEnquiry.findFirstOrThrow({ where: { organizationId: org.organizationId, reference } });
    expect(tracked.state).toBe("QUOTED");
    expect(tracked.quoteCount).toBe(1);
    expect(tracked.quotedAt).not.toBeNull();
    const quoteRow = await getPrisma().portalEvent.findFirstOrThrow({ where: { organizationId: org.organizationId, eventType: "QUOTE.CREATED" } });
    expect(JSON.parse(quoteRow.detail!).quoteItems).toBeGreaterThanOrEqual(2);
  });

  it("keeps the newest quote's cheapest total for the export", async () => {
    const org = await connectedOrganization();
    const created = await call(app, "POST", "/external-api/v1/enquiries", { key: org.key, body: enquiryBody() });
    const reference: string = created.json.data.serviceReference;
    await call(app, "POST", `/external-api/v1/sandbox/enquiries/${reference}/change-state`, { key: org.key, body: { enquiryState: "QUOTED" } });
    const key = await verificationKey(org.accountId);
    const [recorded] = await recordedEvents(org.accountId, "QUOTE.CREATED");
    const received = await deliver(org.connectionId, recorded!.body, await sign(recorded!.body, key));
    if (received.status !== "stored") throw new Error("not stored");
    await received.followUp();

    // The same cheapest total the comparison shows, worked out from the quote as the API gives it.
    const enquiry = (await call(app, "GET", `/external-api/v1/enquiries/${reference}`, { key: org.key })).json.data;
    const quotes = (await call(app, "GET", `/external-api/v1/quotes?serviceEnquiryReference=${reference}`, { key: org.key })).json.data;
    const expected = cheapestTotal(quotes[0], partyOf(enquiry))!;
    expect(expected.cents).toBeGreaterThan(0);
    const tracked = await getPrisma().trackedEnquiry.findFirstOrThrow({ where: { organizationId: org.organizationId, reference } });
    expect(tracked).toMatchObject({ cheapestTotalCents: expected.cents, cheapestCurrency: expected.currency, bookingReference: null });
  });

  it("indexes an enquiry made outside the portal when its first event arrives", async () => {
    const org = await connectedOrganization();
    // The organisation is on its second key: the enquiry belongs to that key's account.
    await getPrisma().serviceConnection.update({ where: { id: org.connectionId }, data: { keyGeneration: 2 } });
    const body = enquiryBody();
    const created = await call(app, "POST", "/external-api/v1/enquiries", { key: org.key, body });
    const [event] = await recordedEvents(org.accountId, "ENQUIRY.CREATED");
    expect(await getPrisma().trackedEnquiry.count({ where: { organizationId: org.organizationId } })).toBe(0);
    const receipt = await deliver(org.connectionId, event!.body, await sign(event!.body, await verificationKey(org.accountId)));
    if (receipt.status !== "stored") throw new Error(receipt.status);
    await receipt.followUp();
    const tracked = await getPrisma().trackedEnquiry.findFirstOrThrow({ where: { organizationId: org.organizationId }, include: { providers: true } });
    expect(tracked).toMatchObject({
      reference: created.json.data.serviceReference,
      externalId: body.externalId,
      clientReference: body.clientReference,
      state: "NEW",
      createdByName: "Another system",
      placeLabel: expect.stringContaining("London"),
    });
    // One provider's enquiry, on the connection the event came through, with the key it was read with.
    expect(tracked.providers).toEqual([
      expect.objectContaining({ connectionId: org.connectionId, serviceReference: created.json.data.serviceReference, state: "NEW", keyGeneration: 2 }),
    ]);
  });

  it("never lets one organisation's event reach another's connection", async () => {
    const a = await connectedOrganization();
    const b = await connectedOrganization();
    await call(app, "POST", "/external-api/v1/enquiries", { key: a.key, body: enquiryBody() });
    const [event] = await recordedEvents(a.accountId);
    forgetVerificationKey(b.connectionId);
    // Signed with A's key but sent to B's receiver URL: B's key does not match.
    const receipt = await deliver(b.connectionId, event!.body, await sign(event!.body, await verificationKey(a.accountId)));
    expect(receipt.status).toBe("bad-signature");
    expect(await stored(b.organizationId)).toBe(0);
  });

  it("numbers each organisation's events on its own: ids tell nothing of another tenant's volume", async () => {
    const a = await connectedOrganization();
    const b = await connectedOrganization();
    for (const org of [a, b]) {
      for (let i = 0; i < 3; i++) await call(app, "POST", "/external-api/v1/enquiries", { key: org.key, body: enquiryBody() });
    }
    const [eventsA, eventsB] = await Promise.all([recordedEvents(a.accountId), recordedEvents(b.accountId)]);
    const [keyA, keyB] = await Promise.all([verificationKey(a.accountId), verificationKey(b.accountId)]);
    const heardB: LiveMessage[] = [];
    const stop = subscribe(b.organizationId, (m) => heardB.push(m));
    // Interleaved: A, B, A, B, A, B; and a redelivery to A, which adds nothing.
    for (let i = 0; i < 3; i++) {
      expect((await deliver(a.connectionId, eventsA[i]!.body, await sign(eventsA[i]!.body, keyA))).status).toBe("stored");
      expect((await deliver(b.connectionId, eventsB[i]!.body, await sign(eventsB[i]!.body, keyB))).status).toBe("stored");
    }
    expect((await deliver(a.connectionId, eventsA[0]!.body, await sign(eventsA[0]!.body, keyA))).status).toBe("duplicate");
    stop();

    const seqs = async (organizationId: string) =>
      (await getPrisma().portalEvent.findMany({ where: { organizationId }, orderBy: { seq: "asc" }, select: { seq: true } })).map((r) => r.seq);
    expect(await seqs(a.organizationId)).toEqual([1, 2, 3]);
    expect(await seqs(b.organizationId)).toEqual([1, 2, 3]);
    // What B's live stream carries as event ids (SSE id: and the timeline's entries).
    expect(heardB.map((m) => (m.kind === "event" ? m.entry.seq : null))).toEqual([1, 2, 3]);
    expect((await listEventsAfter(b.organizationId, 1)).map((e) => [e.seq, e.eventId])).toEqual([
      [2, eventsB[1]!.id],
      [3, eventsB[2]!.id],
    ]);
    expect(await latestEventSeq(a.organizationId)).toBe(3);
  });

  it("numbers events that arrive at the same time without a gap or a repeat", async () => {
    const org = await connectedOrganization();
    for (let i = 0; i < 8; i++) await call(app, "POST", "/external-api/v1/enquiries", { key: org.key, body: enquiryBody() });
    const events = await recordedEvents(org.accountId);
    const key = await verificationKey(org.accountId);
    const receipts = await Promise.all(events.map(async (e) => deliver(org.connectionId, e.body, await sign(e.body, key))));
    expect(receipts.map((r) => r.status)).toEqual(events.map(() => "stored"));
    const rows = await getPrisma().portalEvent.findMany({ where: { organizationId: org.organizationId }, orderBy: { seq: "asc" }, select: { seq: true } });
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
