import { webcrypto } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { SinkMessage } from "@/scripts/support/mail-sink";

// Notifications end to end in one process: the provider's real events (the service
// in-process), the portal's receiver, the outbox, the mail worker and a real SMTP server.

vi.mock("server-only", () => ({}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));
process.env.STAYDESK_SECRET = "notification-test-secret-0123456789-abcdefghij";
process.env.PORTAL_URL = "https://portal.staydesk.test";

const { getPrisma } = await import("@/lib/db/prisma");
const { startMailSink } = await import("@/scripts/support/mail-sink");
const { encryptApiKey } = await import("@/lib/portal/connections/key-cipher");
const { receiveEvent } = await import("@/lib/portal/receiver/receive-event");
const { indexEnquiry } = await import("@/lib/portal/enquiries/index-enquiry");
const { writeNotifications } = await import("@/lib/portal/notifications/write-notifications");
const { sendDueDigests } = await import("@/lib/portal/notifications/send-digests");
const { notifyKeyRefused } = await import("@/lib/portal/connections/notify-key-refused");
const { listMailLog } = await import("@/lib/portal/mail-log/list-mail-log");
const { checkFailingWebhooks } = await import("@/lib/portal/webhooks/check-failing-webhooks");
const { ChoiceInput } = await import("@/lib/portal/choices/choice-input");
const { chooseOption } = await import("@/lib/portal/choices/choose-option");
const { hashShareToken, newShareToken } = await import("@/lib/portal/share-links/share-token");
const { POST: unsubscribePost } = await import("@/app/api/notifications/unsubscribe/route");
const { call, enquiryBody, newAccount, routeFetchTo, serviceApp } = await import("../helpers/service");
const { waitFor } = await import("../delivery/receiver");
const { mailRows, stopWorkers, workerFor } = await import("./fixture");
const { postMessage } = await import("@/lib/service/messages/post-message");
const { storeAttachment } = await import("@/lib/service/messages/store-attachment");
const { FILES } = await import("../helpers/messages");

type App = Awaited<ReturnType<typeof serviceApp>>;
let app: App;
let sink: Awaited<ReturnType<typeof startMailSink>>;

beforeAll(async () => {
  app = await serviceApp();
  sink = await startMailSink();
  // The portal reaches the service over HTTP; here, that HTTP is the in-process app.
  routeFetchTo(app);
});
afterEach(stopWorkers);
afterAll(() => sink.close());

const rand = () => Math.random().toString(36).slice(2, 10);
const to = (address: string) => (m: SinkMessage) => m.envelope.to.includes(address);

async function sign(body: string, key: string): Promise<string> {
  const enc = new TextEncoder();
  const k = await webcrypto.subtle.importKey("raw", enc.encode(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return Buffer.from(await webcrypto.subtle.sign("HMAC", k, enc.encode(body))).toString("base64");
}

async function person(organizationId: string, role: "admin" | "agent", timeZone: string | null = null) {
  const id = `user-${rand()}`;
  const email = `${id}@agency.test`;
  const db = getPrisma();
  await db.portalUser.create({ data: { id, name: `Person ${id}`, email, emailVerified: true, timeZone } });
  await db.member.create({ data: { id: `member-${id}`, organizationId, userId: id, role } });
  return { id, email };
}

/** An organisation connected to a fresh account of the in-process service, with its people. */
async function agency(name = `Harbour ${rand()}`) {
  const account = await newAccount();
  const db = getPrisma();
  const organizationId = `org-${rand()}`;
  await db.organization.create({ data: { id: organizationId, name, slug: organizationId } });
  const connection = await db.serviceConnection.create({
    data: { name: "Test provider", id: `conn-${organizationId}`, organizationId, environment: "sandbox", keyCiphertext: encryptApiKey({ organizationId, baseUrl: null }, account.key), keyHint: "sd_test_…" },
  });
  const [sender, follower, bystander, admin] = [await person(organizationId, "agent"), await person(organizationId, "agent"), await person(organizationId, "agent"), await person(organizationId, "admin")];
  return { ...account, organizationId, name, connectionId: connection.id, sender, follower, bystander, admin };
}

type Agency = Awaited<ReturnType<typeof agency>>;

/** An enquiry sent by `org.sender` (sent to the service, indexed as the portal does), followed by `org.follower`. */
async function sentEnquiry(org: Agency) {
  const body = enquiryBody();
  const created = await call(app, "POST", "/external-api/v1/enquiries", { key: org.key, body });
  const serviceReference: string = created.json.data.serviceReference;
  const db = getPrisma();
  await indexEnquiry(org.organizationId, { connectionId: org.connectionId, enquiry: created.json.data, readAt: new Date(), creator: { id: org.sender.id, name: "Sender" } });
  await db.enquiryFollow.create({ data: { organizationId: org.organizationId, userId: org.follower.id, serviceReference } });
  return { serviceReference, clientReference: body.clientReference };
}

/** The provider's event of that type for the enquiry, delivered to the portal's receiver as the provider signs it. */
async function deliverEvent(org: Agency, type: string, serviceReference: string) {
  const db = getPrisma();
  const events = await db.event.findMany({ where: { accountId: org.accountId, type }, orderBy: { createdAt: "asc" } });
  const event = events.find((e) => e.body.includes(serviceReference))!;
  const key = (await db.account.findUniqueOrThrow({ where: { id: org.accountId } })).verificationKey;
  return receiveEvent({ connectionId: org.connectionId, body: Buffer.from(event.body), signature: await sign(event.body, key) });
}

/** A header as it arrived (unfolded), read from the raw message: mailparser turns List-* into objects. */
function header(message: SinkMessage, name: string): string | undefined {
  const head = message.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

const notificationMails = async (organizationId: string) => (await mailRows()).filter((r) => r.organizationId === organizationId && r.kind === "notification");

describe("notifications", () => {
  // The first quote of the file builds the sandbox's catalogue: slow on a busy machine.
  it("e-mails a quote to the enquiry's sender and follower once, even when the provider delivers the event twice", { timeout: 60_000 }, async () => {
    const org = await agency("Harbour Travel");
    const { serviceReference, clientReference } = await sentEnquiry(org);
    await call(app, "POST", `/external-api/v1/sandbox/enquiries/${serviceReference}/change-state`, { key: org.key, body: { enquiryState: "QUOTED" } });

    expect((await deliverEvent(org, "QUOTE.CREATED", serviceReference)).status).toBe("stored");
    expect((await deliverEvent(org, "QUOTE.CREATED", serviceReference)).status).toBe("duplicate");
    // Written with the event, before anything was sent.
    expect((await notificationMails(org.organizationId)).map((r) => r.recipient).sort()).toEqual([org.follower.email, org.sender.email].sort());

    workerFor(sink);
    const message = await sink.waitFor(to(org.sender.email));
    await sink.waitFor(to(org.follower.email));
    await waitFor("both to be recorded as sent", async () => (await notificationMails(org.organizationId)).every((r) => r.status === "SENT"));

    const { mail } = message;
    const link = `https://portal.staydesk.test/enquiries/${serviceReference}`;
    expect(mail.from?.value).toEqual([{ name: "Staydesk", address: "no-reply@staydesk.test" }]);
    expect(mail.subject).toBe(`New quote for ${clientReference}`);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain(`The provider sent a quote for ${clientReference}`);
    expect(mail.html).toContain('href="https://portal.staydesk.test/settings/notifications"');
    expect(message.raw).toMatch(/Content-Type: multipart\/alternative/i);
    const unsubscribe = header(message, "List-Unsubscribe") ?? "";
    expect(unsubscribe).toMatch(/^<https:\/\/portal\.staydesk\.test\/api\/notifications\/unsubscribe\?token=[\w.-]+>$/);
    expect(header(message, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

    expect(sink.messages.filter(to(org.sender.email))).toHaveLength(1);
    expect(sink.messages.filter(to(org.follower.email))).toHaveLength(1);
    expect(sink.messages.filter(to(org.bystander.email))).toHaveLength(0);
    expect(sink.messages.filter(to(org.admin.email))).toHaveLength(0);
  });

  it("tells the sender and the follower that the client chose on a share link, in the choice's transaction", async () => {
    const org = await agency("Choice Travel");
    const { serviceReference, clientReference } = await sentEnquiry(org);
    await call(app, "POST", `/external-api/v1/sandbox/enquiries/${serviceReference}/change-state`, { key: org.key, body: { enquiryState: "QUOTED" } });
    const quote = (await call(app, "GET", `/external-api/v1/quotes?serviceEnquiryReference=${serviceReference}`, { key: org.key })).json.data[0];
    const token = newShareToken();
    await getPrisma().shareLink.create({
      data: { id: `link-${rand()}`, organizationId: org.organizationId, serviceReference, quotes: JSON.stringify([{ connectionId: org.connectionId, serviceReference, quoteId: quote.id }]), tokenHash: hashShareToken(token), tokenHint: token.slice(-4), createdById: org.sender.id, expiresAt: new Date(Date.now() + 86_400_000) },
    });
    const { choice } = await chooseOption(ChoiceInput.parse({ token, option: "0.0" }), { address: "192.0.2.30" });
    expect((await notificationMails(org.organizationId)).map((r) => r.recipient).sort()).toEqual([org.follower.email, org.sender.email].sort());

    workerFor(sink);
    const { mail } = await sink.waitFor(to(org.sender.email));
    expect(mail.subject).toBe(`Your client chose an option for ${clientReference}`);
    expect(mail.text).toContain(`your client chose ${choice.propertyName} · ${choice.unitName}.`);
    expect(mail.text).toContain(`https://portal.staydesk.test/enquiries/${serviceReference}`);
  });

  it("says why an enquiry was closed", async () => {
    const org = await agency();
    const { serviceReference, clientReference } = await sentEnquiry(org);
    await call(app, "POST", `/external-api/v1/sandbox/enquiries/${serviceReference}/change-state`, { key: org.key, body: { enquiryState: "CLOSED", closureReason: "PRICE" } });
    expect((await deliverEvent(org, "ENQUIRY.CLOSED", serviceReference)).status).toBe("stored");
    workerFor(sink);
    const { mail } = await sink.waitFor(to(org.sender.email));
    expect(mail.subject).toBe(`${clientReference} was closed`);
    expect(mail.text).toContain("The reason given: price.");
  });

  it("e-mails the provider's message, quoted, to the sender and follower with a link to the conversation; the agents' own messages tell nobody", async () => {
    const org = await agency("Message Travel");
    const { serviceReference, clientReference } = await sentEnquiry(org);
    const asked = await postMessage({ accountId: org.accountId, enquiryRef: serviceReference, side: "AGENT", authorName: "Sender", text: "Is there parking?" });
    const file = await storeAttachment(org.accountId, serviceReference, { filename: "parking.pdf", bytes: FILES.pdf() });
    const long = `Yes: two spaces in the garage <b>below</b>.\n\n${"Ask at the desk for the card. ".repeat(40)}`;
    await postMessage({ accountId: org.accountId, enquiryRef: serviceReference, side: "PROVIDER", authorName: "Ana Silva", text: long, attachmentIds: [file.id] });

    expect((await deliverEvent(org, "MESSAGE.CREATED", serviceReference)).status).toBe("stored"); // the agent's: the first of the two
    expect(await notificationMails(org.organizationId)).toHaveLength(0);
    const db = getPrisma();
    const events = await db.event.findMany({ where: { accountId: org.accountId, type: "MESSAGE.CREATED" }, orderBy: { createdAt: "asc" } });
    expect(events.map((e) => JSON.parse(e.body).data.messageId)[0]).toBe(asked.message.id);
    const key = (await db.account.findUniqueOrThrow({ where: { id: org.accountId } })).verificationKey;
    const answer = events[1]!.body;
    expect((await receiveEvent({ connectionId: org.connectionId, body: Buffer.from(answer), signature: await sign(answer, key) })).status).toBe("stored");
    expect((await notificationMails(org.organizationId)).map((r) => r.recipient).sort()).toEqual([org.follower.email, org.sender.email].sort());

    workerFor(sink);
    const { mail } = await sink.waitFor(to(org.sender.email));
    expect(mail.subject).toBe(`Test provider wrote about ${clientReference}`);
    expect(mail.text).toContain(`Ana Silva of Test provider wrote about ${clientReference}`);
    expect(mail.text).toContain("“Yes: two spaces in the garage <b>below</b>. Ask at the desk for the card.");
    expect(mail.text).toContain("…”");
    expect(mail.text).not.toContain("Ask at the desk for the card. ".repeat(20));
    expect(mail.text).toContain("A file is attached: open the conversation to see it.");
    expect(mail.text).toContain(`https://portal.staydesk.test/enquiries/${serviceReference}#messages`);
    expect(mail.html).not.toContain("<b>below</b>"); // the text is shown as text
    expect(mail.attachments ?? []).toHaveLength(0); // never the file itself
    expect(sink.messages.filter(to(org.bystander.email))).toHaveLength(0);
  });

  it("turns a kind off with the one-click POST of the List-Unsubscribe URL, without signing in", async () => {
    const org = await agency();
    const first = await sentEnquiry(org);
    await call(app, "POST", `/external-api/v1/sandbox/enquiries/${first.serviceReference}/change-state`, { key: org.key, body: { enquiryState: "QUOTED" } });
    await deliverEvent(org, "QUOTE.CREATED", first.serviceReference);
    workerFor(sink);
    const url = header(await sink.waitFor(to(org.sender.email)), "List-Unsubscribe")!.slice(1, -1);

    // What a mail client sends (RFC 8058): a POST with this body and no cookie.
    const answer = await unsubscribePost(new Request(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" }));
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe("Unsubscribed: you will no longer receive quote notifications.");
    const forged = await unsubscribePost(new Request(`${url.slice(0, -2)}xx`, { method: "POST", body: "List-Unsubscribe=One-Click" }));
    expect(forged.status).toBe(400);

    const second = await sentEnquiry(org);
    await call(app, "POST", `/external-api/v1/sandbox/enquiries/${second.serviceReference}/change-state`, { key: org.key, body: { enquiryState: "QUOTED" } });
    expect((await deliverEvent(org, "QUOTE.CREATED", second.serviceReference)).status).toBe("stored");
    const rows = await notificationMails(org.organizationId);
    expect(rows.filter((r) => r.recipient === org.sender.email)).toHaveLength(1);
    // The follower did not unsubscribe: they hear of the second quote too.
    expect(rows.filter((r) => r.recipient === org.follower.email)).toHaveLength(2);
  });

  it("sends a daily digest once, at the member's local hour, whatever the number of ticks at once", async () => {
    const org = await agency("Digest Travel");
    const reader = await person(org.organizationId, "agent", "Asia/Tokyo");
    const db = getPrisma();
    await db.notificationSetting.create({ data: { organizationId: org.organizationId, userId: reader.id, cadence: "digest", digestHour: 8 } });
    for (const n of [1, 2]) {
      await db.$transaction((tx) =>
        writeNotifications(tx, {
          organizationId: org.organizationId,
          kind: "booking",
          eventKey: `event:digest-${n}`,
          userIds: [reader.id],
          content: { subject: `Booking ${n}`, heading: `Booking update ${n}`, text: `Booking ${n} pending confirmation.`, link: `https://portal.staydesk.test/enquiries/R${n}`, linkLabel: "Open" },
        }),
      );
    }
    const digests = async () => (await mailRows()).filter((r) => r.userId === reader.id);
    expect(await digests()).toHaveLength(0); // kept for the digest, not sent at once

    // 07:59 in Tokyo is 22:59 UTC the day before: not yet.
    expect(await sendDueDigests(new Date("2030-03-01T22:59:00Z"))).toBe(0);
    // 08:00 in Tokyo: two instances tick at the same moment; one digest is written.
    const ticks = await Promise.all([sendDueDigests(new Date("2030-03-01T23:00:30Z")), sendDueDigests(new Date("2030-03-01T23:00:30Z"))]);
    expect((await digests()).length).toBe(1);
    expect(ticks.reduce((a, b) => a + b, 0)).toBe(1);
    // Later that day nothing more, even with something new.
    await db.$transaction((tx) =>
      writeNotifications(tx, {
        organizationId: org.organizationId,
        kind: "booking",
        eventKey: "event:digest-3",
        userIds: [reader.id],
        content: { subject: "Booking 3", heading: "Booking update 3", text: "Booking 3 cancelled.", link: "https://portal.staydesk.test/enquiries/R3", linkLabel: "Open" },
      }),
    );
    expect(await sendDueDigests(new Date("2030-03-02T05:00:00Z"))).toBe(0);
    expect(await sendDueDigests(new Date("2030-03-02T23:00:00Z"))).toBe(1);

    workerFor(sink);
    await waitFor("both digests", () => sink.messages.filter(to(reader.email)).length === 2);
    // Sent in parallel: told apart by what they hold, not by the order they arrive in.
    const [day1, day2] = sink.messages.filter(to(reader.email)).sort((a, b) => (b.mail.subject ?? "").localeCompare(a.mail.subject ?? ""));
    expect(day1!.mail.subject).toBe("Your daily digest: 2 updates");
    expect(day1!.mail.text).toContain("Booking update 1");
    expect(day1!.mail.text).toContain("Booking update 2");
    expect(day1!.mail.html).toContain('href="https://portal.staydesk.test/enquiries/R2"');
    expect(header(day1!, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(header(day1!, "List-Unsubscribe")).toMatch(/^<https:\/\/portal\.staydesk\.test\/api\/notifications\/unsubscribe\?token=[\w.-]+>$/);
    expect(day2!.mail.subject).toBe("Your daily digest: 1 update");
    expect(day2!.mail.text).toContain("Booking update 3");
    expect(day2!.mail.text).not.toContain("Booking update 1");
  });

  it("tells the admins once that the key stopped working; an address the server refuses is recorded for them and never tried again", async () => {
    const org = await agency("Refused Travel");
    const other = await person(org.organizationId, "admin");
    sink.refuse(org.admin.email);
    const { keyCiphertext } = await getPrisma().serviceConnection.findUniqueOrThrow({ where: { id: org.connectionId } });
    await Promise.all([notifyKeyRefused(org.organizationId, org.connectionId, keyCiphertext), notifyKeyRefused(org.organizationId, org.connectionId, keyCiphertext)]);
    await notifyKeyRefused(org.organizationId, org.connectionId, keyCiphertext);
    expect((await notificationMails(org.organizationId)).map((r) => r.recipient).sort()).toEqual([org.admin.email, other.email].sort());

    const worker = workerFor(sink);
    const { mail } = await sink.waitFor(to(other.email));
    expect(mail.subject).toBe("Test provider no longer accepts Refused Travel's API key");
    expect(mail.html).toContain(`href="https://portal.staydesk.test/settings/connections/${org.connectionId}"`);
    const refusedRow = async () => (await notificationMails(org.organizationId)).find((r) => r.recipient === org.admin.email)!;
    await waitFor("the refusal to be recorded", async () => (await refusedRow()).status === "FAILED");
    worker.wake();
    await waitFor("the other message to be recorded", async () => (await notificationMails(org.organizationId)).every((r) => r.status !== "PENDING"));
    expect(await refusedRow()).toMatchObject({ status: "FAILED", attempts: 1 });
    expect((await refusedRow()).lastError).toMatch(/refused the recipient's address \(550 5\.1\.1 No such user here\)/);

    const log = await listMailLog(org.organizationId);
    expect(log.failed.map((r) => r.recipient)).toEqual([org.admin.email]);
    expect((await getPrisma().serviceConnection.findUniqueOrThrow({ where: { id: org.connectionId } })).lastCheckOk).toBe(false);
  });

  it("tells the admins of a webhook that keeps failing once per run of failures", async () => {
    const org = await agency("Failing Travel");
    const created = await call(app, "POST", "/external-api/v1/webhooks", { key: org.key, body: { url: "http://127.0.0.1:9/hook" } });
    const webhookId: string = created.json.data.id;
    const db = getPrisma();
    let minute = 0;
    const delivered = async (status: "FAILED" | "SUCCEEDED") => {
      const at = new Date(Date.UTC(2030, 0, 1, 0, ++minute));
      const event = await db.event.create({ data: { id: `ev-${rand()}`, accountId: org.accountId, type: "ENQUIRY.CREATED", body: "{}", createdAt: at } });
      await db.delivery.create({ data: { id: `dl-${rand()}`, eventId: event.id, webhookId, status, attempts: 6, createdAt: at } });
    };
    await delivered("FAILED");
    await delivered("FAILED");
    expect(await checkFailingWebhooks(org.organizationId, org.connectionId)).toEqual([]); // two are not yet "keeps failing"
    await delivered("FAILED");
    const checks = await Promise.all([checkFailingWebhooks(org.organizationId, org.connectionId), checkFailingWebhooks(org.organizationId, org.connectionId)]);
    expect(checks.flat()).toEqual([webhookId]);
    expect(await checkFailingWebhooks(org.organizationId, org.connectionId)).toEqual([]);
    const alerts = async () => (await notificationMails(org.organizationId)).filter((r) => r.recipient === org.admin.email);
    expect(await alerts()).toHaveLength(1);
    expect((await notificationMails(org.organizationId)).map((r) => r.recipient)).toEqual([org.admin.email]); // admins only

    // A success ends the run; three failures after it are a new one.
    await delivered("SUCCEEDED");
    expect(await checkFailingWebhooks(org.organizationId, org.connectionId)).toEqual([]);
    for (let i = 0; i < 3; i++) await delivered("FAILED");
    expect(await checkFailingWebhooks(org.organizationId, org.connectionId)).toEqual([webhookId]);
    expect(await alerts()).toHaveLength(2);

    workerFor(sink);
    const { mail } = await sink.waitFor(to(org.admin.email));
    expect(mail.subject).toBe("A webhook keeps failing: http://127.0.0.1:9/hook");
    expect(mail.html).toContain(`href="https://portal.staydesk.test/settings/connections/${org.connectionId}/webhooks/${webhookId}"`);
  });
});
