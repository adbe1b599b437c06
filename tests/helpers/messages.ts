import { expect } from "vitest";
import { call, enquiryBody, type serviceApp } from "./service";

// What the messages tests share: files of each accepted kind (only their first bytes
// matter), an enquiry to talk about, and the calls of the extension.

type App = Awaited<ReturnType<typeof serviceApp>>;
const V1 = "/external-api/v1";

const pad = (head: number[], size = 64) => Uint8Array.from([...head, ...new Array<number>(Math.max(0, size - head.length)).fill(0x20)]);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export const FILES = {
  pdf: () => pad(ascii("%PDF-1.7\n")),
  png: () => pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: () => pad([0xff, 0xd8, 0xff, 0xe0]),
  webp: () => pad([...ascii("RIFF"), 0x24, 0, 0, 0, ...ascii("WEBPVP8 ")]),
  text: () => Uint8Array.from(ascii("Not a PDF at all, only words.\n")),
};

export async function newEnquiry(app: App, key: string, overrides: Record<string, unknown> = {}): Promise<{ serviceReference: string; externalId: string }> {
  const created = await call(app, "POST", `${V1}/enquiries`, { key, body: enquiryBody(overrides) });
  expect(created.status).toBe(201);
  return created.json.data;
}

export function postMessage(app: App, key: string, enquiry: string, body: unknown, idempotencyKey?: string) {
  const headers: Record<string, string> = idempotencyKey === undefined ? {} : { "idempotency-key": idempotencyKey };
  return call(app, "POST", `${V1}/enquiries/${encodeURIComponent(enquiry)}/messages`, { key, body, headers });
}

export function listMessages(app: App, key: string, enquiry: string, query = "") {
  return call(app, "GET", `${V1}/enquiries/${encodeURIComponent(enquiry)}/messages${query}`, { key });
}

/** Uploads `bytes` as a file named `filename`, sent as an octet stream (the declared type is never read). */
export async function upload(app: App, key: string, enquiry: string, filename: string, bytes: Uint8Array, contentType = "application/octet-stream") {
  const res = await app.request(`${V1}/enquiries/${encodeURIComponent(enquiry)}/attachments?${new URLSearchParams({ filename })}`, {
    method: "POST",
    headers: { "x-api-key": key, "content-type": contentType },
    body: new Uint8Array(bytes),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined };
}

export async function download(app: App, key: string, enquiry: string, attachmentId: string) {
  const res = await app.request(`${V1}/enquiries/${encodeURIComponent(enquiry)}/attachments/${encodeURIComponent(attachmentId)}`, { headers: { "x-api-key": key } });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}
