import { createHmac } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

// Anyone can post to a connection's receiver: forged requests must not turn into calls to
// the provider. Counted here as the requests for the verification key that reach the
// in-process service: one fetch at a time per connection, none again for FETCH_SPACING_MS,
// whether the key is cached, not yet cached, or could not be read. A legitimate event
// signed with a rotated key still gets in.

vi.mock("server-only", () => ({}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

process.env.STAYDESK_SECRET = "key-fetch-test-secret-0123456789-abcdefghijklmnop";

const { getPrisma } = await import("@/lib/db/prisma");
const { receiveEvent } = await import("@/lib/portal/receiver/receive-event");
const { FETCH_SPACING_MS } = await import("@/lib/portal/connections/verification-keys");
const { call, enquiryBody, routeFetchTo, serviceApp } = await import("../helpers/service");
const { connectedOrganization } = await import("../helpers/portal-organization");

type App = Awaited<ReturnType<typeof serviceApp>>;
let app: App;
let keyFetches = 0;
let providerDown = false;

beforeAll(async () => {
  app = await serviceApp();
  routeFetchTo(app, (url) => {
    if (!url.pathname.endsWith("/webhook-verification-key")) return undefined;
    keyFetches++;
    return providerDown ? new Response("down", { status: 503 }) : undefined;
  });
});

afterEach(() => {
  providerDown = false;
  vi.useRealTimers();
});

const sign = (body: string, key: string) => createHmac("sha256", key).update(body).digest("base64");
const deliver = (connectionId: string, body: string, signature: string) => receiveEvent({ connectionId, body: Buffer.from(body), signature });
const forged = (connectionId: string, i: number) => deliver(connectionId, `{"forged":${i}}`, sign(`{"forged":${i}}`, "a-guessed-key"));
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

/** A connection with no key cached yet, and one event the provider recorded for it. */
async function connectionWithEvent() {
  const org = await connectedOrganization();
  expect((await call(app, "POST", "/external-api/v1/enquiries", { key: org.key, body: enquiryBody() })).status).toBe(201);
  const event = await getPrisma().event.findFirstOrThrow({ where: { accountId: org.accountId } });
  const { verificationKey } = await getPrisma().account.findUniqueOrThrow({ where: { id: org.accountId } });
  return { ...org, event, verificationKey };
}

describe("the receiver's fetches of a verification key", () => {
  it("fetches once for a burst of forged requests arriving with no key cached, then not again for the spacing", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const org = await connectionWithEvent();
    const before = keyFetches;

    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => forged(org.connectionId, i)));
    expect(burst.every((r) => r.status === "bad-signature")).toBe(true);
    expect(keyFetches - before).toBe(1);

    for (let i = 0; i < 20; i++) expect((await forged(org.connectionId, i)).status).toBe("bad-signature");
    later(FETCH_SPACING_MS - 1_000);
    for (let i = 0; i < 20; i++) expect((await forged(org.connectionId, i)).status).toBe("bad-signature");
    expect(keyFetches - before).toBe(1);

    // After the spacing, one more mismatch may ask again: once, however many arrive.
    later(2_000);
    await Promise.all(Array.from({ length: 40 }, (_, i) => forged(org.connectionId, i)));
    expect(keyFetches - before).toBe(2);
  });

  it("asks a provider that cannot give the key once per spacing, and answers 'unavailable' meanwhile", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const org = await connectionWithEvent();
    const before = keyFetches;
    providerDown = true;

    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => forged(org.connectionId, i)));
    expect(burst.every((r) => r.status === "unavailable")).toBe(true);
    for (let i = 0; i < 20; i++) expect((await forged(org.connectionId, i)).status).toBe("unavailable");
    expect(keyFetches - before).toBe(1);

    // The provider is back; after the spacing its own event is accepted.
    providerDown = false;
    later(FETCH_SPACING_MS + 1_000);
    expect((await deliver(org.connectionId, org.event.body, sign(org.event.body, org.verificationKey))).status).toBe("stored");
    expect(keyFetches - before).toBe(2);
  });

  it("still accepts the provider's event signed with a rotated key, forged requests or not", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const org = await connectionWithEvent();
    const before = keyFetches;
    // The key is cached, and forged requests have just spent the refresh.
    await Promise.all(Array.from({ length: 20 }, (_, i) => forged(org.connectionId, i)));
    expect(keyFetches - before).toBe(1);

    const rotated = "rotated-verification-key-0123456789";
    await getPrisma().account.update({ where: { id: org.accountId }, data: { verificationKey: rotated } });
    const signed = sign(org.event.body, rotated);
    // Within the spacing it is refused (the provider retries it a minute later)…
    expect(await deliver(org.connectionId, org.event.body, signed)).toEqual({ status: "bad-signature", reason: "mismatch" });
    // …and once the spacing has passed, it gets in, however many forged requests come along.
    later(FETCH_SPACING_MS + 1_000);
    const [accepted, ...rest] = await Promise.all([deliver(org.connectionId, org.event.body, signed), ...Array.from({ length: 20 }, (_, i) => forged(org.connectionId, i))]);
    expect(accepted!.status).toBe("stored");
    expect(rest.every((r) => r.status === "bad-signature")).toBe(true);
    expect(keyFetches - before).toBe(2);
    // The old key no longer passes.
    const other = JSON.stringify({ ...JSON.parse(org.event.body), eventId: "evt-other" });
    expect((await deliver(org.connectionId, other, sign(other, org.verificationKey))).status).toBe("bad-signature");
  });
});
