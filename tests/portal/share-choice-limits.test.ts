import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { SinkMessage } from "@/scripts/support/mail-sink";

// What one holder of a share link can make the portal do: choices past the link's and the
// network's limits are refused in words, the same choice again sends nothing, and pages and
// choices read the portal's snapshot instead of the provider. The real service behind its
// HTTP API (every request the portal makes to it is counted), the e-mail read from a real
// SMTP server, and the database (SQLite here, PostgreSQL under test:pg).
vi.mock("server-only", () => ({}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

process.env.STAYDESK_SECRET = "share-limits-test-secret-0123456789-abcdefghij";
process.env.PORTAL_URL = "https://portal.staydesk.test";

const { getPrisma } = await import("@/lib/db/prisma");
const { startMailSink } = await import("@/scripts/support/mail-sink");
const { SHARE_CHOICE_LIMITS, shareChoiceLimiter } = await import("@/lib/attempt-limits/share-choice-limiter");
const { ChoiceInput } = await import("@/lib/portal/choices/choice-input");
const { chooseOption } = await import("@/lib/portal/choices/choose-option");
const { indexEnquiry } = await import("@/lib/portal/enquiries/index-enquiry");
const { openShareLink } = await import("@/lib/portal/share-links/open-share-link");
const { hashShareToken, newShareToken } = await import("@/lib/portal/share-links/share-token");
const { PortalError } = await import("@/lib/portal/errors");
const { call, enquiryBody, routeFetchTo, serviceApp } = await import("../helpers/service");
const { connectedOrganization } = await import("../helpers/portal-organization");
const { refusal } = await import("../helpers/refusal");
const { waitFor } = await import("../delivery/receiver");
const { stopWorkers, workerFor } = await import("../mail/fixture");

type App = Awaited<ReturnType<typeof serviceApp>>;
let app: App;
let sink: Awaited<ReturnType<typeof startMailSink>>;
/** Every request the portal made to the service: "GET /external-api/v1/quotes?serviceEnquiryReference=…". */
const requests: string[] = [];

beforeAll(async () => {
  app = await serviceApp();
  sink = await startMailSink();
  routeFetchTo(app, (url, init) => {
    requests.push(`${init?.method ?? "GET"} ${url.pathname}${url.search}`);
    return undefined;
  });
});
afterEach(stopWorkers);
afterAll(() => sink.close());

const rand = () => Math.random().toString(36).slice(2, 10);
const MINUTE = 60_000;

/** An enquiry quoted by the provider, sent by one agent and followed by another, and a share link to its quote; `live`: the connection has live updates. */
async function sharedEnquiry({ live }: { live: boolean }) {
  const { organizationId, connectionId, key } = await connectedOrganization(live ? { receiverWebhookId: `wh-${rand()}` } : {});
  const db = getPrisma();
  const [sender, follower] = await Promise.all(
    ["sender", "follower"].map(async (role) => {
      const id = `user-${role}-${rand()}`;
      const email = `${id}@agency.test`;
      await db.portalUser.create({ data: { id, name: role, email, emailVerified: true } });
      await db.member.create({ data: { id: `member-${id}`, organizationId, userId: id, role: "agent" } });
      return { id, email };
    }),
  );
  const created = await call(app, "POST", "/external-api/v1/enquiries", { key, body: enquiryBody() });
  const ref = created.json.data.serviceReference as string;
  await indexEnquiry(organizationId, { connectionId, enquiry: created.json.data, readAt: new Date(), creator: { id: sender!.id, name: "Sender" } });
  await db.enquiryFollow.create({ data: { organizationId, userId: follower!.id, serviceReference: ref } });
  await call(app, "POST", `/external-api/v1/sandbox/enquiries/${ref}/change-state`, { key, body: { enquiryState: "QUOTED" } });
  const quote = (await call(app, "GET", `/external-api/v1/quotes?serviceEnquiryReference=${ref}`, { key })).json.data[0];
  const token = newShareToken();
  const linkId = `link-${rand()}`;
  await db.shareLink.create({
    data: { id: linkId, organizationId, serviceReference: ref, quotes: JSON.stringify([{ connectionId, serviceReference: ref, quoteId: quote.id }]), tokenHash: hashShareToken(token), tokenHint: token.slice(-4), createdById: sender!.id, expiresAt: new Date(Date.now() + 86_400_000) },
  });
  return { organizationId, connectionId, key, ref, clientReference: created.json.data.clientReference as string, quote, token, linkId, sender: sender!, follower: follower! };
}

type Shared = Awaited<ReturnType<typeof sharedEnquiry>>;

const input = (token: string, option: string, note?: string) => ChoiceInput.parse({ token, option, ...(note === undefined ? {} : { note }) });
const from = (address: string) => ({ address });
const choiceEvents = (s: Shared) => getPrisma().portalEvent.count({ where: { organizationId: s.organizationId, eventType: "CLIENT.CHOICE" } });
/** Reads of this enquiry (itself, its quotes) that reached the service since `since`, an index into `requests`. */
const reads = (s: Shared, since = 0) => requests.slice(since).filter((r) => r.startsWith("GET ") && r.includes(s.ref)).length;
/** Choices of this enquiry passed on to the service. */
const forwards = (s: Shared) => requests.filter((r) => r === `PUT /external-api/v1/enquiries/${s.ref}/client-preference`).length;

/** Sends the organisation's mail through SMTP until none is waiting; the messages that reached `address`. */
async function mailTo(s: Shared, address: string): Promise<SinkMessage[]> {
  workerFor(sink);
  await waitFor("the outbox to be sent", async () => (await getPrisma().outgoingMail.count({ where: { organizationId: s.organizationId, status: "PENDING" } })) === 0, 20_000);
  return sink.messages.filter((m) => m.envelope.to.includes(address));
}

describe("choices on one link", () => {
  it("are refused in words past the link's limit: a burst of 30 saves 5, mails the follower 5 times and reads the provider for the 5 at most", { timeout: 60_000 }, async () => {
    const s = await sharedEnquiry({ live: false });
    const since = requests.length;
    // From 30 addresses, so that only the link's own limit can stop them.
    const results = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => chooseOption(input(s.token, `${i % 3}.0`, `try ${i}`), from(`203.0.113.${i + 1}`))));
    const saved = results.filter((r) => r.status === "fulfilled");
    expect(saved).toHaveLength(SHARE_CHOICE_LIMITS.link.max);
    for (const r of results) {
      if (r.status === "fulfilled") continue;
      expect(r.reason).toBeInstanceOf(PortalError);
      expect(r.reason).toMatchObject({ code: "TOO_MANY_ATTEMPTS" });
      expect(r.reason.message).toMatch(/^Too many choices were sent from this link in the last few minutes, so this one was not saved\. Try again in (9|10) minutes\.$/);
    }
    expect(await choiceEvents(s)).toBe(5);
    // A refused choice reads nothing: each saved one read the enquiry and its quotes at most once.
    expect(reads(s, since)).toBeLessThanOrEqual(2 * 5);
    for (const r of saved) await (r as PromiseFulfilledResult<Awaited<ReturnType<typeof chooseOption>>>).value.followUp();
    expect(forwards(s)).toBe(5);

    const mail = await mailTo(s, s.follower.email);
    expect(mail).toHaveLength(5);
    expect(mail.every((m) => m.mail.subject === `Your client chose an option for ${s.clientReference}`)).toBe(true);

    // Still refused a moment later, whoever sends it; nothing more is written.
    expect((await refusal(chooseOption(input(s.token, "0.0", "later"), from("198.51.100.7")))).message).toMatch(/from this link/);
    expect(await choiceEvents(s)).toBe(5);
  });

  it("record nothing new when the same option and note are sent again: no event, no e-mail, no forward, and the client hears it is saved", { timeout: 60_000 }, async () => {
    const s = await sharedEnquiry({ live: true });
    const unit = s.quote.items[1].property.units[0];
    const first = await chooseOption(input(s.token, "1.0", "High floor, please."), from("198.51.100.20"));
    await first.followUp();
    expect(await choiceEvents(s)).toBe(1);
    expect(forwards(s)).toBe(1);

    const again = await chooseOption(input(s.token, "1.0", "High floor, please.\r\n"), from("198.51.100.20"));
    expect(again.choice).toEqual({ propertyName: s.quote.items[1].property.propertyName, unitName: unit.unitName, note: "High floor, please.", chosenAt: first.choice.chosenAt, approval: null });
    await again.followUp();
    expect(await choiceEvents(s)).toBe(1);
    expect(forwards(s)).toBe(1);
    const row = await getPrisma().shareChoice.findUniqueOrThrow({ where: { shareLinkId: s.linkId } });
    expect(row).toMatchObject({ forwarded: "SENT", chosenAt: first.choice.chosenAt });

    const mail = await mailTo(s, s.follower.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.mail.text).toContain(`your client chose ${s.quote.items[1].property.propertyName} · ${unit.unitName}.`);

    // Another note, or another option, is a change: the agents hear of it.
    await (await chooseOption(input(s.token, "1.0", "A cot, too."), from("198.51.100.20"))).followUp();
    await (await chooseOption(input(s.token, "0.0", "A cot, too."), from("198.51.100.20"))).followUp();
    expect(await choiceEvents(s)).toBe(3);
    expect(forwards(s)).toBe(3);
  });
});

describe("the choice limiter", () => {
  const limiter = shareChoiceLimiter();

  it("lets a link take five choices in ten minutes and twenty in a day, saying when to try again", async () => {
    const link = `link-${rand()}`;
    const start = Date.now();
    let now = start;
    for (let round = 0; round < 4; round++, now += 10 * MINUTE + 1000) {
      for (let i = 0; i < 5; i++) expect((await limiter.attempt(link, `203.0.113.${round * 5 + i + 1}`, now)).allowed, `round ${round}, choice ${i}`).toBe(true);
      const refused = await limiter.attempt(link, "198.51.100.1", now + 60_000);
      expect(refused).toMatchObject({ allowed: false, limit: "link", retryAfterSeconds: 9 * 60 });
      if (!refused.allowed) expect(refused.message).toBe("Too many choices were sent from this link in the last few minutes, so this one was not saved. Try again in 9 minutes.");
    }
    // Twenty in the day: the next ten minutes open, the day does not.
    const day = await limiter.attempt(link, "198.51.100.2", now);
    expect(day).toMatchObject({ allowed: false, limit: "link-day" });
    if (!day.allowed) expect(day.message).toMatch(/^Too many choices were sent from this link today, so this one was not saved\. Try again in \d+ (hours|minutes)\.$/);
    expect((await limiter.attempt(link, "198.51.100.2", start + 24 * 60 * MINUTE + 1000)).allowed).toBe(true);
  });

  it("lets one network send thirty choices an hour, whatever the links, counting an IPv6 address by its /64", async () => {
    const now = Date.now();
    for (let i = 0; i < 30; i++) expect((await limiter.attempt(`link-${rand()}`, `2001:db8:7:1::${i + 1}`, now)).allowed, `choice ${i}`).toBe(true);
    const refused = await limiter.attempt(`link-${rand()}`, "2001:db8:7:1:ffff::9", now);
    expect(refused).toMatchObject({ allowed: false, limit: "address" });
    if (!refused.allowed) expect(refused.message).toBe("Too many choices were sent from your network in the last hour, so this one was not saved. Try again in 60 minutes.");
    expect((await limiter.attempt(`link-${rand()}`, "2001:db8:7:2::1", now)).allowed).toBe(true);
    expect((await limiter.attempt(`link-${rand()}`, "2001:db8:7:1::1", now + 60 * MINUTE + 1000)).allowed).toBe(true);
  });

  it("is what a choice meets: the network's refusal reaches the client in words and saves nothing", async () => {
    const s = await sharedEnquiry({ live: true });
    const now = Date.now();
    for (let i = 0; i < 30; i++) await limiter.attempt(`link-${rand()}`, "192.0.2.99", now);
    const refused = await refusal(chooseOption(input(s.token, "0.0"), from("192.0.2.99")));
    expect(refused.code).toBe("TOO_MANY_ATTEMPTS");
    expect(refused.message).toMatch(/^Too many choices were sent from your network in the last hour, so this one was not saved\. Try again in (59|60) minutes\.$/);
    expect(await getPrisma().shareChoice.count({ where: { shareLinkId: s.linkId } })).toBe(0);
    expect(await choiceEvents(s)).toBe(0);
  });
});

describe("what a share page and a choice read", () => {
  it("with live updates: pages and a choice read the portal's snapshot, and the provider again once one of its events arrives", { timeout: 60_000 }, async () => {
    const s = await sharedEnquiry({ live: true });
    const since = requests.length;
    for (let i = 0; i < 5; i++) expect((await openShareLink(s.token)).status).toBe("found");
    // The first page read the enquiry and its quotes; the others the snapshot it kept.
    expect(reads(s, since)).toBe(2);

    const atChoice = requests.length;
    await (await chooseOption(input(s.token, "0.0"), from("198.51.100.30"))).followUp();
    expect(reads(s, atChoice)).toBe(0);
    expect(forwards(s)).toBe(1);
    // The portal's own choice event changes nothing at the provider: the snapshot still serves.
    expect((await openShareLink(s.token)).status).toBe("found");
    expect(reads(s, atChoice)).toBe(0);

    // The provider replaces the quote and says so with an event: the next page reads it again, and shows it.
    await call(app, "POST", `/external-api/v1/sandbox/enquiries/${s.ref}/change-state`, { key: s.key, body: { enquiryState: "QUOTED" } });
    await getPrisma().portalEvent.create({
      data: { organizationId: s.organizationId, seq: 1000, connectionId: s.connectionId, eventId: `evt-${rand()}`, eventType: "QUOTE.CREATED", serviceReference: s.ref, data: "{}", occurredAt: new Date() },
    });
    const afterEvent = requests.length;
    const opened = await openShareLink(s.token);
    expect(opened.status === "found" && opened.lock).toBe("replaced");
    expect(reads(s, afterEvent)).toBe(2);
    expect((await refusal(chooseOption(input(s.token, "1.0"), from("198.51.100.30")))).message).toMatch(/options have since been updated/);
    expect(reads(s, afterEvent)).toBe(2);
  });

  it("without live updates: pages share a read for 30 seconds, a choice asks the provider first", { timeout: 60_000 }, async () => {
    const s = await sharedEnquiry({ live: false });
    const since = requests.length;
    const loads = await Promise.all(Array.from({ length: 10 }, () => openShareLink(s.token)));
    expect(loads.every((l) => l.status === "found")).toBe(true);
    expect(reads(s, since)).toBeLessThanOrEqual(4);
    const warm = requests.length;
    for (let i = 0; i < 5; i++) await openShareLink(s.token);
    expect(reads(s, warm)).toBe(0);

    // Nothing tells the portal of a change: a choice confirms with the provider before saving.
    await (await chooseOption(input(s.token, "0.0"), from("198.51.100.31"))).followUp();
    expect(reads(s, warm)).toBe(2);
    expect(forwards(s)).toBe(1);

    // A read older than 30 seconds is not shown.
    await getPrisma().enquirySnapshot.updateMany({ where: { connectionId: s.connectionId, serviceReference: s.ref }, data: { readAt: new Date(Date.now() - 31_000) } });
    const stale = requests.length;
    await openShareLink(s.token);
    expect(reads(s, stale)).toBe(2);
  });
});
