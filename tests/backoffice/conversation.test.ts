import { beforeAll, describe, expect, it } from "vitest";
import { getPrisma } from "@/lib/db/prisma";
import { createSpecialist } from "@/lib/service/backoffice/auth/create-specialist";
import { deskEnquiryVersion, queueVersion } from "@/lib/service/backoffice/desk-version";
import { getDeskConversation } from "@/lib/service/backoffice/get-desk-conversation";
import { listAwaitingReply } from "@/lib/service/backoffice/list-awaiting-reply";
import { postDeskMessage } from "@/lib/service/backoffice/post-desk-message";
import { readDeskAttachment } from "@/lib/service/backoffice/read-desk-attachment";
import { storeDeskAttachment } from "@/lib/service/backoffice/store-desk-attachment";
import { postMessage } from "@/lib/service/messages/post-message";
import { storeAttachment } from "@/lib/service/messages/store-attachment";
import { call, enquiryBody, newAccount, serviceApp } from "../helpers/service";

// The back office's side of an enquiry's conversation: what the specialist reads (the
// newest messages, oldest first; how quickly the provider answers), what they send, the
// files, and the "Waiting for a reply" view across accounts.

let app: Awaited<ReturnType<typeof serviceApp>>;
let specialist: { id: string; name: string };
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

beforeAll(async () => {
  app = await serviceApp();
  specialist = await createSpecialist(getPrisma(), { email: `c-${Date.now()}@provider.test`, name: "Cleo Conversation", password: "correct horse battery" });
});

async function enquiryOf(key: string) {
  const res = await call(app, "POST", "/external-api/v1/enquiries", { key, body: enquiryBody() });
  expect(res.status).toBe(201);
  return res.json.data.serviceReference as string;
}

/** A new account's enquiry, and a way for its agent to write on it at a given time. */
async function thread() {
  const account = await newAccount();
  const ref = await enquiryOf(account.key);
  const agent = async (text: string, at?: Date) => {
    const { message } = await postMessage({ accountId: account.accountId, enquiryRef: ref, side: "AGENT", authorName: "Ana Agent", text });
    if (at) await getPrisma().message.update({ where: { id: message.id }, data: { createdAt: at } });
    return message;
  };
  const reply = async (text: string, at?: Date) => {
    const { message } = await postDeskMessage(ref, specialist, { text, attachmentIds: [], idempotencyKey: crypto.randomUUID() });
    if (at) await getPrisma().message.update({ where: { id: message.id }, data: { createdAt: at } });
    return message;
  };
  return { ...account, ref, agent, reply };
}

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 9, 0) + minutes * 60_000);

describe("the conversation on the desk", () => {
  it("shows the newest messages oldest first, and says when there are earlier ones", async () => {
    const t = await thread();
    for (let i = 0; i < 5; i++) await t.agent(`question ${i}`, at(i));
    const page = await getDeskConversation(t.ref, 3);
    expect(page.messages.map((m) => m.text)).toEqual(["question 2", "question 3", "question 4"]);
    expect(page.hasEarlier).toBe(true);
    const all = await getDeskConversation(t.ref, 20);
    expect(all.messages).toHaveLength(5);
    expect(all.hasEarlier).toBe(false);
    expect(all.messages[0]).toMatchObject({ author: { side: "AGENT", name: "Ana Agent" }, enquiryId: t.ref });
  });

  it("says since when the agent waits, then how long the first answer took", async () => {
    const t = await thread();
    expect((await getDeskConversation(t.ref)).wait).toEqual({ kind: "none" });
    await t.agent("Is there a lift?", at(0));
    await t.agent("And parking?", at(5));
    expect((await getDeskConversation(t.ref)).wait).toEqual({ kind: "waiting", since: at(0) });
    await t.reply("Yes to both.", at(70));
    expect((await getDeskConversation(t.ref)).wait).toEqual({ kind: "answered", inMs: 70 * 60_000 });
    await t.agent("Thanks! One more thing", at(90));
    expect((await getDeskConversation(t.ref)).wait).toEqual({ kind: "waiting", since: at(90) });
  });

  it("posts the specialist's answer under their name, once per key", async () => {
    const t = await thread();
    const key = crypto.randomUUID();
    const first = await postDeskMessage(t.ref, specialist, { text: "  Hello  ", attachmentIds: [], idempotencyKey: key });
    const again = await postDeskMessage(t.ref, specialist, { text: "  Hello  ", attachmentIds: [], idempotencyKey: key });
    expect(first.created).toBe(true);
    expect(again).toEqual({ message: first.message, created: false });
    expect(first.message).toMatchObject({ author: { side: "PROVIDER", name: "Cleo Conversation" }, text: "Hello" });
    expect(await getPrisma().message.count({ where: { accountId: t.accountId } })).toBe(1);
  });

  it("reads and writes an enquiry's messages and files as its own account's, never another's", async () => {
    const a = await thread();
    const b = await thread();
    await a.agent("for A only");
    await b.agent("for B only");
    expect((await getDeskConversation(a.ref)).messages.map((m) => m.text)).toEqual(["for A only"]);

    // A file of B's enquiry is not found through A's enquiry, nor sent with A's message.
    const bFile = await storeAttachment(b.accountId, b.ref, { filename: "b.pdf", bytes: PDF });
    await expect(readDeskAttachment(a.ref, bFile.id)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
    await expect(postDeskMessage(a.ref, specialist, { text: "here", attachmentIds: [bFile.id], idempotencyKey: crypto.randomUUID() })).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
    expect((await readDeskAttachment(b.ref, bFile.id)).attachment.filename).toBe("b.pdf");

    // The specialist's own file goes with their message, and reads back as sent.
    const aFile = await storeDeskAttachment(a.ref, { filename: "plan.pdf", bytes: PDF });
    expect(aFile.contentType).toBe("application/pdf");
    const { message } = await postDeskMessage(a.ref, specialist, { text: "the plan", attachmentIds: [aFile.id], idempotencyKey: crypto.randomUUID() });
    expect(message.attachments).toEqual([aFile]);
    const read = await readDeskAttachment(a.ref, aFile.id);
    expect(Buffer.from(read.bytes)).toEqual(Buffer.from(PDF));
    await expect(getDeskConversation("RNOSUCH1")).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
  });

  it("moves the page's version and the queue's with every message", async () => {
    const t = await thread();
    const page = await deskEnquiryVersion(t.ref);
    const queue = await queueVersion();
    await t.agent("ping");
    expect(await deskEnquiryVersion(t.ref)).not.toBe(page);
    expect(await queueVersion()).not.toBe(queue);
  });
});

describe("the Waiting for a reply view", () => {
  it("lists the enquiries whose latest message is the agent's, longest wait first, across accounts", async () => {
    const now = at(24 * 60);
    const answered = await thread();
    await answered.agent("q", at(0));
    await answered.reply("a", at(10));
    const early = await thread();
    await early.agent("first", at(30));
    await early.agent("second", at(40));
    const reasked = await thread();
    await reasked.agent("q", at(1));
    await reasked.reply("a", at(2));
    await reasked.agent("follow-up", at(20));
    const quiet = await thread();
    await quiet.reply("We have your enquiry.", at(3));

    const rows = (await listAwaitingReply(now)).filter((r) => [answered, early, reasked, quiet].some((t) => t.ref === r.serviceReference));
    expect(rows.map((r) => r.serviceReference)).toEqual([reasked.ref, early.ref]);
    expect(rows[0]).toMatchObject({ waitingSince: at(20), waitingMs: now.getTime() - at(20).getTime(), state: "NEW" });
    expect(rows[1]!.waitingSince).toEqual(at(30));
    expect(rows[0]!.accountName).toBe(reasked.name);

    // An answer takes it off the view.
    await early.reply("done", at(50));
    expect((await listAwaitingReply(now)).some((r) => r.serviceReference === early.ref)).toBe(false);
  });
});
