import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { MemberContext } from "@/lib/portal/session/get-member";

// The agent's side of the messages extension, end to end inside one process: the portal's
// domain code and routes, the real service behind its HTTP API (app.request), a real HTTP
// server answering 404 as a provider without the extension does, and the database (SQLite
// here, PostgreSQL under test:pg).
vi.mock("server-only", () => ({}));
let signedIn: MemberContext | null = null;
vi.mock("@/lib/portal/session/get-member", () => ({
  getMember: async () => (signedIn ? { status: "member", context: signedIn, session: { id: "s", activeOrganizationId: signedIn.organization.id }, memberships: [] } : { status: "signed-out" }),
}));

process.env.STAYDESK_SECRET = "portal-messages-test-secret-0123456789-abcdef";

const { getPrisma } = await import("@/lib/db/prisma");
const { createEnquiry } = await import("@/lib/portal/intake/create-enquiry");
const { readThread } = await import("@/lib/portal/messages/read-thread");
const { postMessage } = await import("@/lib/portal/messages/post-message");
const { uploadAttachment } = await import("@/lib/portal/messages/upload-attachment");
const { firstLine } = await import("@/lib/portal/messages/first-line");
const rules = await import("@/lib/contract/message-rules");
const contract = await import("@/lib/contract/message");
const { countUnreadMessages } = await import("@/lib/portal/enquiries/count-unread-messages");
const { markEnquirySeen } = await import("@/lib/portal/enquiries/mark-enquiry-seen");
const { listTrackedEnquiries, EnquiryListQuery } = await import("@/lib/portal/enquiries/list-tracked-enquiries");
const { storeEvent } = await import("@/lib/portal/receiver/store-event");
const { describeEvent } = await import("@/lib/portal/live/describe-event");
const { describeMessageEvent } = await import("@/lib/portal/messages/describe-message-event");
const { getServiceClient } = await import("@/lib/portal/connections/get-service-client");
const { listAttention } = await import("@/lib/portal/enquiries/list-attention");
const service = await import("@/lib/service/messages/post-message");
const download = await import("@/app/(portal)/enquiries/[reference]/messages/[connectionId]/attachments/[attachmentId]/route");
const upload = await import("@/app/(portal)/enquiries/[reference]/messages/[connectionId]/attachments/route");
const { enquiryBody, newAccount, routeFetchTo, serviceApp } = await import("../helpers/service");
const { connectBuiltIn, newOrganization } = await import("../helpers/portal-organization");

type Account = Awaited<ReturnType<typeof newAccount>>;
const PNG = Uint8Array.from(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64"));

/** Keys whose provider has no messages: their messages paths go to a real server answering 404. */
const withoutExtension = new Set<string>();
/** Keys whose provider fails (503) on the messages paths. */
const failing = new Set<string>();
let bare: Server;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  bare = createServer((_req, res) => {
    res.writeHead(404, { "content-type": "text/html" });
    res.end("<h1>Not Found</h1>");
  });
  await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
  const app = await serviceApp();
  routeFetchTo(app, (url, init) => {
    const key = new Headers(init?.headers).get("x-api-key") ?? "";
    if (!/\/(messages|attachments)/.test(url.pathname)) return undefined;
    if (withoutExtension.has(key)) return realFetch(`${bareUrl}${url.pathname}${url.search}`, { method: init?.method, body: init?.body });
    if (failing.has(key)) return new Response(JSON.stringify({ type: "about:blank", title: "Service Unavailable", status: 503 }), { status: 503, headers: { "content-type": "application/problem+json" } });
    return undefined;
  });
});
afterAll(() => new Promise<void>((resolve) => bare.close(() => resolve())));

/** An organisation connected to one account of the built-in service, a member, and an enquiry sent there. */
async function agency(account: Account, name = "Harbour Stays") {
  const organizationId = await newOrganization();
  const connectionId = await connectBuiltIn(organizationId, account.key, { name });
  const userId = `user-${organizationId}`;
  const db = getPrisma();
  await db.portalUser.create({ data: { id: userId, name: "Ada Agent", email: `${userId}@agency.test` } });
  await db.member.create({ data: { id: `member-${organizationId}`, organizationId, userId, role: "agent", createdAt: new Date(Date.now() - 60_000) } });
  const context: MemberContext = {
    user: { id: userId, name: "Ada Agent", email: `${userId}@agency.test` },
    member: { id: `member-${organizationId}`, role: "agent" },
    organization: { id: organizationId, name: `Org ${organizationId}`, slug: organizationId },
  };
  const sent = await createEnquiry(context, enquiryBody() as never);
  const provider = await db.providerEnquiry.findFirstOrThrow({ where: { organizationId, enquiry: { reference: sent.reference } } });
  return { organizationId, connectionId, context, reference: sent.reference, serviceReference: provider.serviceReference };
}

const post = (a: Awaited<ReturnType<typeof agency>>, text: string, idempotencyKey = crypto.randomUUID(), attachmentIds: string[] = []) =>
  postMessage({ organizationId: a.organizationId, reference: a.reference, connectionId: a.connectionId, authorName: a.context.user.name, text, attachmentIds, idempotencyKey });

describe("a provider's thread of an enquiry", () => {
  it("shows the agent's question and the provider's answer oldest first, waiting until it is answered", async () => {
    const account = await newAccount();
    const a = await agency(account);
    expect(await readThread(a.organizationId, a.reference, a.connectionId)).toMatchObject({ status: "read", messages: [], waitingSince: null });

    const sent = await post(a, "  Is there a lift?\nAnd parking?  ");
    expect(sent).toMatchObject({ status: "sent", message: { text: "Is there a lift?\nAnd parking?", author: { side: "AGENT", name: "Ada Agent" } } });
    await post(a, "Also: a cot?");
    // Waiting since the first question still unanswered.
    const waiting = await readThread(a.organizationId, a.reference, a.connectionId);
    expect(waiting.status === "read" && new Date(waiting.waitingSince!).getTime()).toBe(sent.status === "sent" && new Date(sent.message.createdAt).getTime());

    await service.postMessage({ accountId: account.accountId, enquiryRef: a.serviceReference, side: "PROVIDER", authorName: "Sam Specialist", text: "Yes, both." });
    const answered = await readThread(a.organizationId, a.reference, a.connectionId);
    expect(answered.status).toBe("read");
    if (answered.status !== "read") return;
    expect(answered.messages.map((m) => [m.author.side, m.text])).toEqual([
      ["AGENT", "Is there a lift?\nAnd parking?"],
      ["AGENT", "Also: a cot?"],
      ["PROVIDER", "Yes, both."],
    ]);
    expect(answered.waitingSince).toBeNull();
  });

  it("sends one message for one draft, however often it is sent", async () => {
    const a = await agency(await newAccount());
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([post(a, "Twice?", key), post(a, "Twice?", key)]);
    const third = await post(a, "Twice?", key);
    const ids = [first, second, third].map((o) => (o.status === "sent" ? o.message.id : o.status));
    expect(new Set(ids).size).toBe(1);
    const thread = await readThread(a.organizationId, a.reference, a.connectionId);
    expect(thread.status === "read" && thread.messages).toHaveLength(1);
  });

  it("refuses an empty message or control characters on the field, sending nothing", async () => {
    const a = await agency(await newAccount());
    expect(await post(a, "   ")).toMatchObject({ status: "refused", field: "text", message: expect.stringMatching(/empty/) });
    expect(await post(a, "bell\u0007")).toMatchObject({ status: "refused", field: "text" });
    const thread = await readThread(a.organizationId, a.reference, a.connectionId);
    expect(thread.status === "read" && thread.messages).toEqual([]);
  });

  it("finds no thread of another organisation's enquiry, nor through another organisation's connection", async () => {
    const a = await agency(await newAccount());
    const b = await agency(await newAccount());
    expect(await readThread(b.organizationId, a.reference, a.connectionId)).toEqual({ status: "not-found" });
    expect(await readThread(a.organizationId, a.reference, b.connectionId)).toEqual({ status: "not-found" });
    expect(await post({ ...a, organizationId: b.organizationId }, "Hello?")).toEqual({ status: "not-found" });
  });
});

describe("a provider without the extension, and one that fails", () => {
  it("says in words that the provider takes questions by e-mail or phone, and is no failure", async () => {
    const account = await newAccount();
    withoutExtension.add(account.key);
    const a = await agency(account, "Citadel Homes");
    const thread = await readThread(a.organizationId, a.reference, a.connectionId);
    expect(thread).toMatchObject({ status: "no-extension", message: expect.stringMatching(/^Citadel Homes takes questions by e-mail or phone/) });
    expect(await post(a, "Anyone there?")).toMatchObject({ status: "no-extension", message: expect.stringMatching(/e-mail or phone/) });
    expect(await uploadAttachment({ ...a, filename: "plan.png", bytes: PNG })).toMatchObject({ status: "no-extension" });
  });

  it("says that a failing provider did not take the message, in words", async () => {
    const account = await newAccount();
    failing.add(account.key);
    const a = await agency(account);
    const outcome = await post(a, "Hello?");
    expect(outcome.status).toBe("failed");
    expect(outcome.status === "failed" && outcome.message).toMatch(/message was not sent/);
    expect((await readThread(a.organizationId, a.reference, a.connectionId)).status).toBe("failed");
  });
});

describe("files", () => {
  it("attaches a PNG, refuses a text file named .pdf, and serves the file to the organisation's members only", async () => {
    const a = await agency(await newAccount());
    const b = await agency(await newAccount());
    const refused = await uploadAttachment({ ...a, filename: "notes.pdf", bytes: new TextEncoder().encode("just text") });
    expect(refused).toMatchObject({ status: "refused", message: expect.stringMatching(/not a PDF, PNG, JPEG or WebP file/) });
    const stored = await uploadAttachment({ ...a, filename: "plan – étage.pdf", bytes: PNG });
    expect(stored).toMatchObject({ status: "stored", attachment: { contentType: "image/png", size: PNG.length } });
    if (stored.status !== "stored") return;
    expect(await post(a, "The plan, attached.", crypto.randomUUID(), [stored.attachment.id])).toMatchObject({ status: "sent", message: { attachments: [{ id: stored.attachment.id }] } });

    const params = (reference: string, connectionId: string) => ({ params: Promise.resolve({ reference, connectionId, attachmentId: stored.attachment.id }) });
    signedIn = a.context;
    const res = await download.GET(new Request("http://portal.test/"), params(a.reference, a.connectionId));
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      "content-type": "image/png",
      "content-disposition": `attachment; filename="plan _ _tage.pdf"; filename*=UTF-8''${encodeURIComponent("plan – étage.pdf")}`,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "cache-control": "private, no-store",
    });

    // Another organisation's member: by the enquiry's reference, or through their own connection.
    signedIn = b.context;
    expect((await download.GET(new Request("http://portal.test/"), params(a.reference, a.connectionId))).status).toBe(404);
    expect((await download.GET(new Request("http://portal.test/"), params(a.reference, b.connectionId))).status).toBe(404);
    signedIn = null;
    expect((await download.GET(new Request("http://portal.test/"), params(a.reference, a.connectionId))).status).toBe(404);
  });

  it("takes a file only from the portal's own pages, and only for a member of the enquiry's organisation", async () => {
    const a = await agency(await newAccount());
    const b = await agency(await newAccount());
    const params = { params: Promise.resolve({ reference: a.reference, connectionId: a.connectionId }) };
    const request = (site?: string) =>
      new Request("http://portal.test/x?filename=plan.png", { method: "POST", body: PNG, headers: site ? { "sec-fetch-site": site } : {} });
    signedIn = a.context;
    expect((await upload.POST(request("cross-site"), params)).status).toBe(403);
    expect((await upload.POST(request("same-site"), params)).status).toBe(403);
    const stored = await upload.POST(request("same-origin"), params);
    expect(stored.status).toBe(201);
    expect(await stored.json()).toMatchObject({ filename: "plan.png", contentType: "image/png" });
    signedIn = b.context;
    expect((await upload.POST(request("same-origin"), params)).status).toBe(404);
    signedIn = null;
    expect((await upload.POST(request("same-origin"), params)).status).toBe(401);
  });

  it("checks in the browser what the service's schema checks, in the same words", () => {
    const texts = ["", "   \n ", "Is there a lift?", "x".repeat(contract.MESSAGE_TEXT_MAX), ` ${"x".repeat(contract.MESSAGE_TEXT_MAX)} `, "x".repeat(contract.MESSAGE_TEXT_MAX + 1), "tab\tand\nline", "bell\u0007"];
    for (const text of texts) {
      const parsed = contract.MessageText.safeParse(text);
      expect(rules.messageTextProblem(text), JSON.stringify(text.slice(0, 20))).toBe(parsed.success ? null : parsed.error.issues[0]!.message);
    }
    expect(rules.attachmentsProblem([{ name: "big.pdf", size: contract.MAX_ATTACHMENT_BYTES + 1 }])).toMatch(/big\.pdf.*larger than 10 MB/);
    expect(rules.attachmentsProblem(Array.from({ length: 6 }, (_, i) => ({ name: `${i}.png`, size: 10 })))).toMatch(/At most 5/);
    expect(rules.attachmentsProblem([{ name: "notes.txt", size: 10, type: "text/plain" }])).toMatch(/notes\.txt.*not a PDF, PNG, JPEG or WebP file/);
    expect(rules.attachmentsProblem([{ name: "ok.png", size: contract.MAX_ATTACHMENT_BYTES }, { name: "scan", size: 10, type: "application/pdf" }])).toBeNull();
  });
});

describe("unread messages", () => {
  it("counts the provider's messages since the member last opened the enquiry, never the agency's own", async () => {
    const a = await agency(await newAccount());
    const event = (n: number, side: "AGENT" | "PROVIDER", at: Date) =>
      storeEvent({
        organizationId: a.organizationId,
        connectionId: a.connectionId,
        eventId: `evt-${a.organizationId}-${n}`,
        eventType: "MESSAGE.CREATED",
        serviceReference: a.serviceReference,
        data: { enquiryId: a.serviceReference, externalId: "x", messageId: `m${n}`, authorSide: side, authorName: side === "AGENT" ? "Ada Agent" : "Sam", createdAt: at.toISOString() },
        occurredAt: at.toISOString(),
      });
    const now = Date.now();
    await event(1, "PROVIDER", new Date(now - 1000));
    await event(2, "AGENT", new Date(now - 500));
    await event(3, "PROVIDER", new Date(now - 100));
    expect(await countUnreadMessages(a.organizationId, a.context.user.id, [a.reference])).toEqual(new Map([[a.reference, 2]]));
    const list = await listTrackedEnquiries(a.organizationId, a.context.user.id, EnquiryListQuery.parse({}));
    expect(list.rows.find((r) => r.reference === a.reference)?.unreadMessages).toBe(2);
    expect((await listAttention(a.organizationId, a.context.user.id)).unread).toEqual([expect.objectContaining({ serviceReference: a.reference, messages: 2, choice: null })]);

    await markEnquirySeen(a.organizationId, a.context.user.id, a.reference);
    expect(await countUnreadMessages(a.organizationId, a.context.user.id, [a.reference])).toEqual(new Map());
    await event(4, "PROVIDER", new Date(Date.now() + 1000));
    expect(await countUnreadMessages(a.organizationId, a.context.user.id, [a.reference])).toEqual(new Map([[a.reference, 1]]));
    // A colleague has their own mark; another organisation sees nothing of it.
    const b = await agency(await newAccount());
    expect(await countUnreadMessages(b.organizationId, b.context.user.id, [a.reference])).toEqual(new Map());
  });

  it("names the provider and quotes the message's first line for the timeline, read after the event", async () => {
    const account = await newAccount();
    const a = await agency(account);
    const { message } = await service.postMessage({ accountId: account.accountId, enquiryRef: a.serviceReference, side: "PROVIDER", authorName: "Sam Specialist", text: "Yes, both.\nDetails follow." });
    const client = await getServiceClient(a.organizationId, a.connectionId);
    const data = { messageId: message.id, authorSide: "PROVIDER", authorName: "Sam Specialist" };
    const detail = await describeMessageEvent(client, { organizationId: a.organizationId, connectionId: a.connectionId, serviceReference: a.serviceReference, data });
    expect(describeEvent("MESSAGE.CREATED", data, detail)).toBe("Harbour Stays wrote: Yes, both.…");
    const own = await describeMessageEvent(client, { organizationId: a.organizationId, connectionId: a.connectionId, serviceReference: a.serviceReference, data: { ...data, authorSide: "AGENT", authorName: "Ada Agent", messageId: "gone" } });
    expect(own).toEqual({ messageFrom: "Ada Agent" });
  });

  it("quotes the first line of a message in the timeline", () => {
    expect(firstLine("Is there a lift?\nAnd parking?")).toBe("Is there a lift?…");
    expect(firstLine("x".repeat(200))).toHaveLength(80);
    expect(describeEvent("MESSAGE.CREATED", { authorName: "Sam" }, { messageFrom: "Harbour Stays", messageLine: "Yes, both." })).toBe("Harbour Stays wrote: Yes, both.");
    expect(describeEvent("MESSAGE.CREATED", { authorName: "Sam" })).toBe("Sam wrote a message");
  });
});
