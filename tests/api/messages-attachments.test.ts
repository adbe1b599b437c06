import { beforeAll, describe, expect, it } from "vitest";
import { MAX_ATTACHMENT_BYTES } from "@/lib/contract/message";
import { getPrisma } from "@/lib/db/prisma";
import { removeUnsentAttachments } from "@/lib/service/messages/remove-unsent-attachments";
import { FILES, download, newEnquiry, postMessage, upload } from "../helpers/messages";
import { newAccount, serviceApp } from "../helpers/service";

// The files of messages: their type told by their bytes, their size bounded before it is
// read, their download offered and never rendered, each account's and enquiry's its own,
// and those never sent removed after a day.

let app: Awaited<ReturnType<typeof serviceApp>>;
let account: Awaited<ReturnType<typeof newAccount>>;
const V1 = "/external-api/v1";

beforeAll(async () => {
  app = await serviceApp();
  account = await newAccount();
});

describe("POST /enquiries/{id}/attachments", () => {
  it("keeps a PDF, PNG, JPEG or WebP by its bytes, whatever its name or declared type says", async () => {
    const enquiry = await newEnquiry(app, account.key);
    const cases: [string, Uint8Array, string][] = [
      ["plan.pdf", FILES.pdf(), "application/pdf"],
      ["photo.png", FILES.png(), "image/png"],
      ["photo.jpg", FILES.jpeg(), "image/jpeg"],
      ["photo.webp", FILES.webp(), "image/webp"],
      // A PNG named .pdf and sent as a PDF is a PNG.
      ["looks-like.pdf", FILES.png(), "image/png"],
    ];
    for (const [filename, bytes, type] of cases) {
      const res = await upload(app, account.key, enquiry.serviceReference, filename, bytes, "application/pdf");
      expect(res.status, filename).toBe(201);
      expect(res.json.data).toEqual({ id: expect.any(String), filename, contentType: type, size: bytes.length });
    }
  });

  it("refuses anything else in words, a text file named .pdf and an empty file too, keeping nothing", async () => {
    const enquiry = await newEnquiry(app, account.key);
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    for (const [filename, bytes] of [["notes.pdf", FILES.text()], ["page.png", html], ["empty.pdf", new Uint8Array(0)]] as const) {
      const res = await upload(app, account.key, enquiry.serviceReference, filename, bytes);
      expect(res.status, filename).toBe(400);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
      expect(res.json).toMatchObject({ type: "VALIDATION_ERROR", status: 400 });
      expect(res.json.detail).toMatch(bytes.length === 0 ? /^The file is empty\.$/ : /^Only PDF, PNG, JPEG and WebP files can be attached/);
    }
    const enquiryRow = await getPrisma().enquiry.findUniqueOrThrow({ where: { serviceReference: enquiry.serviceReference } });
    expect(await getPrisma().messageAttachment.count({ where: { enquiryId: enquiryRow.id } })).toBe(0);
  });

  it("needs a file name without slashes", async () => {
    const enquiry = await newEnquiry(app, account.key);
    for (const filename of ["", "../../etc/passwd.pdf", "a\\b.pdf", "line\nbreak.pdf"]) {
      const res = await upload(app, account.key, enquiry.serviceReference, filename, FILES.pdf());
      expect(res.status, filename).toBe(400);
      expect(Object.keys(res.json.errors)).toEqual(["filename"]);
    }
  });

  it("takes 10 MB and refuses one byte more (413), declared or streamed, without reading past the limit", async () => {
    const enquiry = await newEnquiry(app, account.key);
    const exact = new Uint8Array(MAX_ATTACHMENT_BYTES);
    exact.set(FILES.pdf());
    const kept = await upload(app, account.key, enquiry.serviceReference, "large.pdf", exact);
    expect(kept.status).toBe(201);
    expect(kept.json.data.size).toBe(MAX_ATTACHMENT_BYTES);

    const over = new Uint8Array(MAX_ATTACHMENT_BYTES + 1);
    over.set(FILES.pdf());
    const refused = await upload(app, account.key, enquiry.serviceReference, "larger.pdf", over);
    expect(refused.status).toBe(413);
    expect(refused.json).toMatchObject({ type: "about:blank", status: 413, detail: "The file is larger than 10 MB, the most a message may carry per file." });

    // Declared too large: refused before a byte is read.
    let pulled = 0;
    const endless = () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 1024 * 1024;
          controller.enqueue(new Uint8Array(1024 * 1024).fill(0x25));
          if (pulled > 100 * 1024 * 1024) controller.close();
        },
      });
    const request = (headers: Record<string, string>) =>
      app.request(`${V1}/enquiries/${enquiry.serviceReference}/attachments?filename=big.pdf`, {
        method: "POST",
        headers: { "x-api-key": account.key, ...headers },
        body: endless(),
        duplex: "half",
      } as RequestInit);
    const declared = await request({ "content-length": String(MAX_ATTACHMENT_BYTES + 1) });
    expect(declared.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(2 * 1024 * 1024);
    // Streamed without a length: read only up to the limit.
    pulled = 0;
    const streamed = await request({});
    expect(streamed.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(MAX_ATTACHMENT_BYTES + 2 * 1024 * 1024);
  });
});

describe("GET /enquiries/{id}/attachments/{attachmentId}", () => {
  it("answers the bytes with the detected type, offered for download under the name, never rendered or kept", async () => {
    const enquiry = await newEnquiry(app, account.key);
    const filename = 'Grundriss "für" Zimmer 3; (neu).pdf';
    const bytes = FILES.png();
    const uploaded = (await upload(app, account.key, enquiry.serviceReference, filename, bytes)).json.data;
    const res = await download(app, account.key, enquiry.externalId, uploaded.id);
    expect(res.status).toBe(200);
    expect(res.bytes).toEqual(bytes);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="Grundriss _f_r_ Zimmer 3; (neu).pdf"; filename*=UTF-8''Grundriss%20%22f%C3%BCr%22%20Zimmer%203%3B%20%28neu%29.pdf`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("each account's and each enquiry's files", () => {
  it("are 404 to another account, and another account's enquiry takes no upload", async () => {
    const enquiry = await newEnquiry(app, account.key);
    const uploaded = (await upload(app, account.key, enquiry.serviceReference, "plan.pdf", FILES.pdf())).json.data;
    const stranger = await newAccount();
    const theirs = await newEnquiry(app, stranger.key);
    for (const res of [
      await download(app, stranger.key, enquiry.serviceReference, uploaded.id),
      await download(app, stranger.key, theirs.serviceReference, uploaded.id),
      await upload(app, stranger.key, enquiry.serviceReference, "plan.pdf", FILES.pdf()),
    ]) {
      expect(res.status).toBe(404);
    }
    // Nor can the stranger send it with a message of their own.
    const sent = await postMessage(app, stranger.key, theirs.serviceReference, { text: "Mine now", authorName: "Eve", attachmentIds: [uploaded.id] });
    expect(sent.status).toBe(400);
    expect(sent.json.errors.attachmentIds).toEqual(["Each must be a file uploaded to this enquiry and not yet sent with a message."]);
    expect(await getPrisma().message.count({ where: { accountId: stranger.accountId } })).toBe(0);
  });

  it("go only with a message of their own enquiry, once, at most five, and are read through that enquiry only", async () => {
    const first = await newEnquiry(app, account.key);
    const second = await newEnquiry(app, account.key);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await upload(app, account.key, first.serviceReference, `page-${i}.pdf`, FILES.pdf())).json.data.id);
    const post = (enquiry: string, attachmentIds: string[]) => postMessage(app, account.key, enquiry, { text: "See attached.", authorName: "Ana", attachmentIds });

    const elsewhere = await post(second.serviceReference, [ids[0]!]);
    expect(elsewhere.status).toBe(400);
    expect(Object.keys(elsewhere.json.errors)).toEqual(["attachmentIds"]);
    expect((await download(app, account.key, second.serviceReference, ids[0]!)).status).toBe(404);
    expect((await post(first.serviceReference, ids)).json.errors).toEqual({ attachmentIds: ["At most 5 files per message."] });
    expect((await post(first.serviceReference, [ids[0]!, ids[0]!])).json.errors).toEqual({ attachmentIds: ["Names the same file twice."] });

    const sent = await post(first.serviceReference, ids.slice(0, 5));
    expect(sent.status).toBe(201);
    expect(sent.json.data.attachments.map((a: { id: string }) => a.id)).toEqual(ids.slice(0, 5));
    const again = await post(first.serviceReference, [ids[0]!, ids[5]!]);
    expect(again.status).toBe(400);
    // Refused as a whole: the sixth was not taken by the refused message.
    expect(await getPrisma().messageAttachment.findUniqueOrThrow({ where: { id: ids[5]! }, select: { messageId: true } })).toEqual({ messageId: null });
    expect(await getPrisma().message.count({ where: { accountId: account.accountId, enquiry: { serviceReference: second.serviceReference } } })).toBe(0);
  });
});

describe("files never sent", () => {
  it("are removed after a day, with their bytes; sent ones and fresh ones stay", async () => {
    const enquiry = await newEnquiry(app, account.key);
    const stale = (await upload(app, account.key, enquiry.serviceReference, "stale.pdf", FILES.pdf())).json.data.id as string;
    const sentOld = (await upload(app, account.key, enquiry.serviceReference, "sent.pdf", FILES.pdf())).json.data.id as string;
    const fresh = (await upload(app, account.key, enquiry.serviceReference, "fresh.pdf", FILES.pdf())).json.data.id as string;
    expect((await postMessage(app, account.key, enquiry.serviceReference, { text: "Attached.", authorName: "Ana", attachmentIds: [sentOld] })).status).toBe(201);
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await getPrisma().messageAttachment.updateMany({ where: { id: { in: [stale, sentOld] } }, data: { createdAt: dayAgo } });

    expect(await removeUnsentAttachments()).toBeGreaterThanOrEqual(1);
    const left = await getPrisma().messageAttachment.findMany({ where: { id: { in: [stale, sentOld, fresh] } }, select: { id: true } });
    expect(left.map((a) => a.id).sort()).toEqual([sentOld, fresh].sort());
    expect(await getPrisma().attachmentContent.findUnique({ where: { key: stale } })).toBeNull();
    expect((await download(app, account.key, enquiry.serviceReference, stale)).status).toBe(404);
    expect((await download(app, account.key, enquiry.serviceReference, sentOld)).status).toBe(200);
  });
});
