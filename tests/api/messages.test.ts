import { createHmac, timingSafeEqual } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { WebhookEvent } from "@/lib/contract/event";
import { getPrisma } from "@/lib/db/prisma";
import { postMessage as postAsSide } from "@/lib/service/messages/post-message";
import { testWorker } from "../delivery/fixture";
import { startReceiver, waitFor, type Receiver } from "../delivery/receiver";
import { listMessages, newEnquiry, postMessage } from "../helpers/messages";
import { call, newAccount, serviceApp } from "../helpers/service";

// The messages extension: questions and answers on an enquiry, their rules, the same post
// sent twice, paging, the per-side limit and the MESSAGE.CREATED event.

let app: Awaited<ReturnType<typeof serviceApp>>;
let account: Awaited<ReturnType<typeof newAccount>>;
const V1 = "/external-api/v1";

const rowsOf = async (serviceReference: string) => {
  const { id } = await getPrisma().enquiry.findUniqueOrThrow({ where: { serviceReference }, select: { id: true } });
  const db = getPrisma();
  return { messages: await db.message.count({ where: { enquiryId: id } }), events: await db.event.count({ where: { enquiryId: id, type: "MESSAGE.CREATED" } }) };
};
const ask = (text: string, authorName = "Ana Silva") => ({ text, authorName });

beforeAll(async () => {
  app = await serviceApp();
  account = await newAccount();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("POST /enquiries/{id}/messages", () => {
  it("posts the trimmed text with its author, found by serviceReference or externalId, and lists it", async () => {
    const enquiry = await newEnquiry(app, account.key);
    const res = await postMessage(app, account.key, enquiry.externalId, ask("  Is there a lift?\r\n\tThe guest uses a wheelchair.  \n"));
    expect(res.status).toBe(201);
    expect(res.json.data).toEqual({
      id: expect.any(String),
      enquiryId: enquiry.serviceReference,
      author: { side: "AGENT", name: "Ana Silva" },
      text: "Is there a lift?\r\n\tThe guest uses a wheelchair.",
      attachments: [],
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
    });
    const list = await listMessages(app, account.key, enquiry.serviceReference);
    expect(list.status).toBe(200);
    expect(list.json).toEqual({ data: [res.json.data], pagination: { next: null } });
  });

  it("refuses empty, too long and control-character text, and a missing or long name, in words and without writing", async () => {
    const enquiry = await newEnquiry(app, account.key);
    const cases: [unknown, string, RegExp][] = [
      [ask("   \n "), "text", /empty/],
      [ask("x".repeat(10_001)), "text", /at most 10,000 characters/],
      [ask("Ring the bell\u0007 twice"), "text", /no control characters/],
      [ask("Hello", ""), "authorName", /name/],
      [ask("Hello", "A".repeat(101)), "authorName", /at most 100 characters/],
      [ask("Hello", "Ana\nSilva"), "authorName", /one line/],
      [{ authorName: "Ana" }, "text", /./],
    ];
    for (const [body, field, words] of cases) {
      const res = await postMessage(app, account.key, enquiry.serviceReference, body);
      expect(res.status, field).toBe(400);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
      expect(res.json).toMatchObject({ type: "VALIDATION_ERROR", status: 400 });
      expect(Object.keys(res.json.errors)).toEqual([field]);
      expect(res.json.errors[field].join(" ")).toMatch(words);
      expect(res.text).not.toMatch(/at \S+\.ts|ZodError|Error:/);
    }
    expect(await rowsOf(enquiry.serviceReference)).toEqual({ messages: 0, events: 0 });
    // The longest text passes.
    expect((await postMessage(app, account.key, enquiry.serviceReference, ask("y".repeat(10_000)))).status).toBe(201);
  });

  it("takes messages in any state of the enquiry, a closed one too", async () => {
    const enquiry = await newEnquiry(app, account.key);
    expect((await call(app, "POST", `${V1}/enquiries/${enquiry.serviceReference}/withdrawal`, { key: account.key })).status).toBe(200);
    expect((await postMessage(app, account.key, enquiry.serviceReference, ask("Can we still ask about parking?"))).status).toBe(201);
  });

  it("answers another account's enquiry 404, writing nothing there", async () => {
    const enquiry = await newEnquiry(app, account.key);
    const stranger = await newAccount();
    for (const res of [
      await postMessage(app, stranger.key, enquiry.serviceReference, ask("Hello")),
      await postMessage(app, stranger.key, enquiry.externalId, ask("Hello")),
      await listMessages(app, stranger.key, enquiry.serviceReference),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ type: "RESOURCE_NOT_FOUND" });
    }
    expect(await rowsOf(enquiry.serviceReference)).toEqual({ messages: 0, events: 0 });
  });
});

describe("the Idempotency-Key", () => {
  it("answers the first message again (200), with no second row and no second event", async () => {
    const enquiry = await newEnquiry(app, account.key);
    const first = await postMessage(app, account.key, enquiry.serviceReference, ask("Is breakfast included?"), "draft-1");
    const again = await postMessage(app, account.key, enquiry.externalId, ask("Is breakfast included?"), "draft-1");
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.json.data).toEqual(first.json.data);
    expect(await rowsOf(enquiry.serviceReference)).toEqual({ messages: 1, events: 1 });
    // Another key, or none, is another message; so is the same key from the provider's side.
    expect((await postMessage(app, account.key, enquiry.serviceReference, ask("Is breakfast included?"), "draft-2")).status).toBe(201);
    expect((await postMessage(app, account.key, enquiry.serviceReference, ask("Is breakfast included?"))).status).toBe(201);
    const provider = await postAsSide({ accountId: account.accountId, enquiryRef: enquiry.serviceReference, side: "PROVIDER", authorName: "Sam", text: "Yes.", idempotencyKey: "draft-1" });
    expect(provider.created).toBe(true);
    expect(provider.message.author).toEqual({ side: "PROVIDER", name: "Sam" });
    expect(await rowsOf(enquiry.serviceReference)).toEqual({ messages: 4, events: 4 });
  });

  it("makes posts sent at once with one key one message: one 201, the others 200, one row, one event", async () => {
    const enquiry = await newEnquiry(app, account.key);
    for (let round = 0; round < 4; round++) {
      const key = `same-moment-${round}`;
      const answers = await Promise.all([0, 1, 2].map(() => postMessage(app, account.key, enquiry.serviceReference, ask(`Round ${round}`), key)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
      expect(new Set(answers.map((a) => a.json.data.id)).size).toBe(1);
    }
    expect(await rowsOf(enquiry.serviceReference)).toEqual({ messages: 4, events: 4 });
  });

  it("is 1 to 200 printable characters", async () => {
    const enquiry = await newEnquiry(app, account.key);
    for (const key of ["k".repeat(201), "tab\there"]) {
      const res = await postMessage(app, account.key, enquiry.serviceReference, ask("Hello"), key);
      expect(res.status).toBe(400);
      expect(res.json.errors["idempotency-key"]).toEqual(["Must be 1 to 200 printable characters."]);
    }
    expect((await postMessage(app, account.key, enquiry.serviceReference, ask("Hello"), "k".repeat(200))).status).toBe(201);
  });
});

describe("GET /enquiries/{id}/messages", () => {
  it("pages newest first by pagination.next, none skipped or repeated, and refuses a cursor not its own", async () => {
    const enquiry = await newEnquiry(app, account.key);
    const posted: string[] = [];
    for (let i = 1; i <= 5; i++) posted.push((await postMessage(app, account.key, enquiry.serviceReference, ask(`Question ${i}`))).json.data.id);
    const seen: string[][] = [];
    let res = await listMessages(app, account.key, enquiry.serviceReference, "?pageSize=2");
    for (;;) {
      expect(res.status).toBe(200);
      seen.push(res.json.data.map((m: { id: string }) => m.id));
      if (!res.json.pagination.next) break;
      expect(res.json.pagination.next).toMatch(new RegExp(`^${V1}/enquiries/${enquiry.serviceReference}/messages\\?cursor=.+&pageSize=2$`));
      res = await call(app, "GET", res.json.pagination.next, { key: account.key });
    }
    expect(seen).toEqual([
      [posted[4], posted[3]],
      [posted[2], posted[1]],
      [posted[0]],
    ]);
    const bad = await listMessages(app, account.key, enquiry.serviceReference, "?cursor=not-a-cursor");
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ cursor: ["Not a cursor of this list: use pagination.next as given."] });
  });
});

describe("the limit per side", () => {
  it("takes 30 messages a minute from one side of an account, then 429 in words with Retry-After; the other side and other accounts go on", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // Ten seconds into a minute: the window has 50 s left.
    vi.setSystemTime(Math.floor(Date.now() / 60_000 + 1) * 60_000 + 10_000);
    const own = await newAccount();
    const enquiry = await newEnquiry(app, own.key);
    const first = await postMessage(app, own.key, enquiry.serviceReference, ask("Message 1"), "first");
    for (let i = 2; i <= 30; i++) expect((await postMessage(app, own.key, enquiry.serviceReference, ask(`Message ${i}`))).status).toBe(201);
    const refused = await postMessage(app, own.key, enquiry.serviceReference, ask("Message 31"));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("50");
    expect(refused.json).toMatchObject({ type: "about:blank", status: 429 });
    expect(refused.json.detail).toBe("30 messages were posted from the agent's side of this account this minute, the most allowed. Try again in 50 s.");
    // A retry of a message posted before is the same message, not a new one: answered still.
    const retried = await postMessage(app, own.key, enquiry.serviceReference, ask("Message 1"), "first");
    expect(retried.status).toBe(200);
    expect(retried.json.data.id).toBe(first.json.data.id);
    const reply = await postAsSide({ accountId: own.accountId, enquiryRef: enquiry.serviceReference, side: "PROVIDER", authorName: "Sam", text: "Answering." });
    expect(reply.created).toBe(true);
    const other = await newAccount();
    expect((await postMessage(app, other.key, (await newEnquiry(app, other.key)).serviceReference, ask("Hello"))).status).toBe(201);
    expect(await rowsOf(enquiry.serviceReference)).toEqual({ messages: 31, events: 31 });

    vi.setSystemTime(Date.now() + 50_000);
    expect((await postMessage(app, own.key, enquiry.serviceReference, ask("Next minute"))).status).toBe(201);
  });
});

describe("MESSAGE.CREATED", () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it("is written with the message and delivered signed to a webhook of all events and one that names it, never to one that does not", async () => {
    const own = await newAccount();
    const api = (method: string, path: string, body?: unknown) => call(app, method, `${V1}${path}`, { key: own.key, body });
    expect((await api("POST", "/webhooks", { url: `${receiver.url}/all`, events: [] })).status).toBe(201);
    expect((await api("POST", "/webhooks", { url: `${receiver.url}/messages`, events: ["MESSAGE.CREATED"] })).status).toBe(201);
    const other = await api("POST", "/webhooks", { url: `${receiver.url}/enquiries`, events: ["ENQUIRY.CREATED", "QUOTE.CREATED"] });
    expect(other.status).toBe(201);
    const enquiry = await newEnquiry(app, own.key);
    testWorker();
    const posted = (await postMessage(app, own.key, enquiry.serviceReference, ask("Is there a lift?", "Ana Silva"))).json.data;

    const event = await getPrisma().event.findFirstOrThrow({ where: { accountId: own.accountId, type: "MESSAGE.CREATED" } });
    await waitFor("both deliveries", () => receiver.forEvent(event.id).length === 2);
    expect(receiver.forEvent(event.id).map((r) => r.path).sort()).toEqual(["/hook/all", "/hook/messages"]);
    const delivery = receiver.forEvent(event.id)[0]!;
    const key = (await api("GET", "/webhook-verification-key")).json.data.key as string;
    const expected = createHmac("sha256", key).update(Buffer.from(delivery.body, "utf8")).digest();
    expect(timingSafeEqual(Buffer.from(String(delivery.headers["x-signature"]), "base64"), expected)).toBe(true);
    expect(delivery.headers["x-event-type"]).toBe("MESSAGE.CREATED");
    const body = JSON.parse(delivery.body);
    expect(WebhookEvent.parse(body)).toEqual(body);
    expect(body).toEqual({
      eventType: "MESSAGE.CREATED",
      eventId: event.id,
      createdAt: expect.any(String),
      data: {
        enquiryId: enquiry.serviceReference,
        externalId: enquiry.externalId,
        messageId: posted.id,
        authorSide: "AGENT",
        authorName: "Ana Silva",
        text: "Is there a lift?",
        attachments: [],
        createdAt: posted.createdAt,
      },
    });
    const deliveries = await getPrisma().delivery.findMany({ where: { eventId: event.id }, select: { webhookId: true } });
    expect(deliveries.map((d) => d.webhookId)).not.toContain(other.json.data.id);
  });

  it("can be sent again by the sandbox for the enquiry's latest message, and not before there is one", async () => {
    const enquiry = await newEnquiry(app, account.key);
    const trigger = () => call(app, "POST", `${V1}/sandbox/enquiries/${enquiry.serviceReference}/trigger-webhook-event`, { key: account.key, body: { eventType: "MESSAGE.CREATED" } });
    const none = await trigger();
    expect(none.status).toBe(400);
    expect(none.json.detail).toBe(`Enquiry ${enquiry.serviceReference} has no message yet, so there is nothing for MESSAGE.CREATED to describe.`);
    const posted = (await postMessage(app, account.key, enquiry.serviceReference, ask("Hello"))).json.data;
    expect((await trigger()).status).toBe(204);
    const events = await getPrisma().event.findMany({ where: { accountId: account.accountId, type: "MESSAGE.CREATED" }, orderBy: { createdAt: "desc" }, take: 1 });
    expect(JSON.parse(events[0]!.body).data).toMatchObject({ enquiryId: enquiry.serviceReference, messageId: posted.id, text: "Hello", attachments: [] });
  });
});

describe("the OpenAPI document", () => {
  it("marks the four operations and MESSAGE.CREATED as Staydesk extensions", async () => {
    const doc = (await call(app, "GET", `${V1}/openapi.json`)).json;
    const operations = [
      ["get", "/enquiries/{id}/messages", "listEnquiryMessages"],
      ["post", "/enquiries/{id}/messages", "createEnquiryMessage"],
      ["post", "/enquiries/{id}/attachments", "createEnquiryAttachment"],
      ["get", "/enquiries/{id}/attachments/{attachmentId}", "getEnquiryAttachment"],
    ] as const;
    for (const [method, path, operationId] of operations) {
      const operation = doc.paths[`${V1}${path}`][method];
      expect(operation, path).toMatchObject({ operationId, tags: ["Messages"], "x-staydesk-extension": true });
      expect(operation.description).toMatch(/^\*\*Not part of the specification \(v1\.0\.1\): a Staydesk extension\.\*\*/);
    }
    expect(doc.webhooks["MESSAGE.CREATED"].post["x-staydesk-extension"]).toBe(true);
    expect(doc.webhooks["ENQUIRY.CREATED"].post["x-staydesk-extension"]).toBeUndefined();
    const post = doc.paths[`${V1}/enquiries/{id}/messages`].post;
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(["200", "201", "400", "404", "429"]));
    expect(post.parameters.find((p: { in: string }) => p.in === "header")).toMatchObject({ name: "idempotency-key", required: false });
  });
});
