import { beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { GET as download } from "@/app/(backoffice)/specialist/(desk)/enquiries/[reference]/attachments/[attachmentId]/route";
import { POST as upload } from "@/app/(backoffice)/specialist/(desk)/enquiries/[reference]/attachments/route";
import { getPrisma } from "@/lib/db/prisma";
import { createSpecialist } from "@/lib/service/backoffice/auth/create-specialist";
import { SPECIALIST_COOKIE } from "@/lib/service/backoffice/auth/session-token";
import { signInSpecialist } from "@/lib/service/backoffice/auth/sign-in-specialist";
import { signOutSpecialist } from "@/lib/service/backoffice/auth/sign-out-specialist";
import { storeAttachment } from "@/lib/service/messages/store-attachment";
import { call, enquiryBody, newAccount, serviceApp } from "../helpers/service";

// The conversation's files in the back office: uploaded and downloaded only with a
// specialist's session, downloaded as files and never rendered in place.

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const BASE = "http://localhost:3000/specialist/enquiries";
let token: string;
let account: Awaited<ReturnType<typeof newAccount>>;
let ref: string;

beforeAll(async () => {
  const app = await serviceApp();
  account = await newAccount();
  const res = await call(app, "POST", "/external-api/v1/enquiries", { key: account.key, body: enquiryBody() });
  ref = res.json.data.serviceReference;
  const email = `f-${Date.now()}@provider.test`;
  await createSpecialist(getPrisma(), { email, name: "Fay Files", password: "correct horse battery" });
  token = (await signInSpecialist({ email, password: "correct horse battery", address: "203.0.113.9" }))!.token;
});

const withSession = (value?: string): Record<string, string> => (value ? { cookie: `${SPECIALIST_COOKIE}=${value}` } : {});
const get = (id: string, cookie?: string, reference = ref) =>
  download(new NextRequest(`${BASE}/${reference}/attachments/${id}`, { headers: withSession(cookie) }), { params: Promise.resolve({ reference, attachmentId: id }) });
const post = (body: Uint8Array<ArrayBuffer>, filename: string, headers: Record<string, string>) =>
  upload(new NextRequest(`${BASE}/${ref}/attachments?filename=${encodeURIComponent(filename)}`, { method: "POST", body, headers }), { params: Promise.resolve({ reference: ref }) });

describe("a conversation's files in the back office", () => {
  it("download for a signed-in specialist, as a file that cannot run", async () => {
    const file = await storeAttachment(account.accountId, ref, { filename: "plan «v2».pdf", bytes: PDF });
    const res = await get(file.id, token);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from(PDF));
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe("attachment; filename=\"plan _v2_.pdf\"; filename*=UTF-8''plan%20%C2%ABv2%C2%BB.pdf");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("never download without a session, with a made-up one or after signing out", async () => {
    const file = await storeAttachment(account.accountId, ref, { filename: "secret.pdf", bytes: PDF });
    for (const cookie of [undefined, "made-up-token"]) {
      const res = await get(file.id, cookie);
      expect(res.status).toBe(401);
      expect(await res.text()).not.toContain("%PDF");
    }
    const email = `o-${Date.now()}@provider.test`;
    await createSpecialist(getPrisma(), { email, name: "Otto Out", password: "correct horse battery" });
    const leaving = (await signInSpecialist({ email, password: "correct horse battery", address: "203.0.113.10" }))!.token;
    expect((await get(file.id, leaving)).status).toBe(200);
    await signOutSpecialist(leaving);
    expect((await get(file.id, leaving)).status).toBe(401);
  });

  it("are another enquiry's file not found through this enquiry", async () => {
    const other = await newAccount();
    const app = await serviceApp();
    const otherRef = (await call(app, "POST", "/external-api/v1/enquiries", { key: other.key, body: enquiryBody() })).json.data.serviceReference as string;
    const theirs = await storeAttachment(other.accountId, otherRef, { filename: "theirs.pdf", bytes: PDF });
    const res = await get(theirs.id, token);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/not found/);
    expect((await get(theirs.id, token, otherRef)).status).toBe(200);
  });

  it("upload only with a session and from the back office's own pages, and refuse what is not a PDF or an image in words", async () => {
    expect((await post(PDF, "a.pdf", {})).status).toBe(401);
    expect((await post(PDF, "a.pdf", { ...withSession(token), "sec-fetch-site": "cross-site" })).status).toBe(403);
    const ok = await post(PDF, "a.pdf", { ...withSession(token), "sec-fetch-site": "same-origin" });
    expect(ok.status).toBe(201);
    expect(((await ok.json()) as { data: { contentType: string } }).data.contentType).toBe("application/pdf");
    const text = await post(new TextEncoder().encode("just words"), "notes.pdf", withSession(token));
    expect(text.status).toBe(400);
    expect(((await text.json()) as { detail: string }).detail).toMatch(/Only PDF, PNG, JPEG and WebP/);
  });
});
