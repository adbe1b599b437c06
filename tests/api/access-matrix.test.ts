import { beforeAll, describe, expect, it } from "vitest";
import { getPrisma } from "@/lib/db/prisma";
import { revokeApiKey } from "@/lib/service/accounts/revoke-api-key";
import { FILES, upload } from "../helpers/messages";
import { call, enquiryBody, newAccount, serviceApp } from "../helpers/service";

// No key, an unknown key, a revoked key and another account's key against every operation of the API,
// read from the OpenAPI document the service serves: a new operation is in the matrix the
// day it is documented. Each request addresses real resources of one account (the owner),
// so "another account" asks for something that exists, only not theirs; and no case may
// change anything of the owner's.

type Parameter = { name: string; in: string; required?: boolean; example?: unknown };
type Operation = {
  operationId: string;
  security?: Record<string, unknown>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { example?: unknown }> };
};
type Document = {
  security: Record<string, unknown>[];
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
  paths: Record<string, Record<string, Operation>>;
};

const V1 = "/external-api/v1";
const app = await serviceApp();
const doc: Document = (await call(app, "GET", `${V1}/openapi.json`)).json;

const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => {
    const [scheme] = Object.keys((op.security ?? doc.security)[0] ?? {});
    return { name: `${method.toUpperCase()} ${path} (${op.operationId})`, method: method.toUpperCase(), path, op, scheme: scheme! };
  }),
);
const keyed = operations.filter((o) => o.scheme === "ApiKey");

type Owner = {
  accountId: string;
  key: string;
  revokedKey: string;
  enquiry: string;
  externalId: string;
  webhook: string;
  delivery: string;
  attachment: string;
  booking: string;
  change: string;
  verificationKey: string;
};
let owner: Owner;
let stranger: { key: string };

// A path parameter is filled with the owner's resource that the segment before it names;
// a parameter the table does not know fails the test, which then asks for a resource.
const RESOURCE_OF_SEGMENT: Record<string, (o: Owner) => string> = {
  enquiries: (o) => o.enquiry,
  webhooks: (o) => o.webhook,
  deliveries: (o) => o.delivery,
  attachments: (o) => o.attachment,
  bookings: (o) => o.booking,
  changes: (o) => o.change,
};
// Query parameters that name one of the owner's resources.
const RESOURCE_OF_QUERY: Record<string, (o: Owner) => string> = {
  serviceEnquiryReference: (o) => o.enquiry,
};

function requestOf(op: (typeof operations)[number]): { url: string; addressesOwner: boolean; body?: unknown } {
  let addressesOwner = false;
  const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const segment = op.path.slice(0, op.path.indexOf(`{${name}}`)).split("/").filter(Boolean).pop()!;
    const resource = RESOURCE_OF_SEGMENT[segment];
    if (!resource) throw new Error(`The matrix has no resource for {${name}} in ${op.path}: add one to RESOURCE_OF_SEGMENT`);
    addressesOwner = true;
    return encodeURIComponent(resource(owner));
  });
  const query = new URLSearchParams();
  for (const p of op.op.parameters ?? []) {
    // A required parameter that names nothing of the owner's (an upload's file name) as the document's example gives it.
    if (p.in === "query" && p.required && !RESOURCE_OF_QUERY[p.name] && p.example !== undefined) query.set(p.name, String(p.example));
    if (p.in !== "query" || !RESOURCE_OF_QUERY[p.name]) continue;
    query.set(p.name, RESOURCE_OF_QUERY[p.name]!(owner));
    addressesOwner = true;
  }
  const body = op.op.requestBody?.content["application/json"]?.example;
  return { url: `${url}${query.size ? `?${query}` : ""}`, addressesOwner, body };
}

/** Everything of the owner's account that an operation could change. */
async function ownersData(accountId: string) {
  const db = getPrisma();
  const where = { where: { accountId } };
  return {
    account: await db.account.findUnique({ where: { id: accountId } }),
    keys: await db.apiKey.findMany({ ...where, orderBy: { id: "asc" } }),
    enquiries: await db.enquiry.findMany({ ...where, orderBy: { id: "asc" } }),
    quotes: await db.quote.findMany({ ...where, orderBy: { id: "asc" } }),
    preferences: await db.clientPreference.findMany({ ...where, orderBy: { enquiryId: "asc" } }),
    webhooks: await db.webhook.findMany({ ...where, orderBy: { id: "asc" } }),
    events: await db.event.findMany({ ...where, orderBy: { id: "asc" } }),
    deliveries: await db.delivery.findMany({ where: { event: { accountId } }, orderBy: { id: "asc" } }),
    messages: await db.message.findMany({ ...where, orderBy: { id: "asc" } }),
    attachments: await db.messageAttachment.findMany({ ...where, orderBy: { id: "asc" } }),
    bookings: await db.booking.findMany({ ...where, orderBy: { id: "asc" } }),
    bookingChanges: await db.bookingChange.findMany({ ...where, orderBy: { id: "asc" } }),
    bookingVersions: await db.bookingVersion.findMany({ where: { booking: { accountId } }, orderBy: { id: "asc" } }),
  };
}

async function expectOwnerUntouchedBy(send: () => ReturnType<typeof call>) {
  const before = await ownersData(owner.accountId);
  const res = await send();
  expect(await ownersData(owner.accountId)).toEqual(before);
  return res;
}

beforeAll(async () => {
  const a = await newAccount();
  const revoked = await newAccount(a.name);
  const api = (method: string, path: string, body?: unknown) => call(app, method, `${V1}${path}`, { key: a.key, body });
  const webhook = (await api("POST", "/webhooks", { url: "https://hooks.example.com/matrix" })).json.data.id;
  // Created after the webhook, so its ENQUIRY.CREATED has a delivery to that webhook.
  const enquiry = (await api("POST", "/enquiries", enquiryBody())).json.data;
  expect((await api("POST", `/sandbox/enquiries/${enquiry.serviceReference}/change-state`, { enquiryState: "QUOTED" })).status).toBe(204);
  const [delivery] = (await api("GET", `/webhooks/${webhook}/deliveries`)).json.data;
  const attachment = (await upload(app, a.key, enquiry.serviceReference, "plan.pdf", FILES.pdf())).json.data.id;
  expect((await api("POST", `/enquiries/${enquiry.serviceReference}/messages`, { text: "Is there a lift?", authorName: "Ana", attachmentIds: [attachment] })).status).toBe(201);
  // A booking of a second enquiry, with a change waiting for the provider.
  const booked = (await api("POST", "/enquiries", enquiryBody())).json.data;
  expect((await api("POST", `/sandbox/enquiries/${booked.serviceReference}/change-state`, { enquiryState: "QUOTED" })).status).toBe(204);
  const booking = (await api("POST", `/sandbox/enquiries/${booked.serviceReference}/booking`)).json.data.bookingId;
  const change = (await api("POST", `/bookings/${booking}/changes`, { kind: "CANCEL" })).json.data.id;
  const verificationKey = (await api("GET", "/webhook-verification-key")).json.data.key;
  await revokeApiKey(getPrisma(), revoked.accountId, revoked.keyId);
  owner = {
    accountId: a.accountId,
    key: a.key,
    revokedKey: revoked.key,
    enquiry: enquiry.serviceReference,
    externalId: enquiry.externalId,
    webhook,
    delivery: delivery.id,
    attachment,
    booking,
    change,
    verificationKey,
  };
  stranger = await newAccount();
});

describe("the access matrix", () => {
  it("reads the operations from the document", () => {
    expect(keyed.length).toBeGreaterThan(10);
    expect(operations.filter((o) => o.scheme !== "ApiKey").map((o) => o.name)).toEqual([
      "POST /external-api/v1/sandbox/accounts (provisionSandboxAccount)",
    ]);
  });
});

describe.each(operations.map((op) => [op.name, op] as const))("%s", (_, op) => {
  it("without credentials: 401 problem+json naming the header to send, and nothing changes", async () => {
    const { url, body } = requestOf(op);
    const res = await expectOwnerUntouchedBy(() => call(app, op.method, url, { body }));
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(res.json).toMatchObject({ type: "about:blank", title: "Unauthorized", status: 401 });
    expect(res.headers.get("www-authenticate")).toBe(`ApiKey header="${doc.components.securitySchemes[op.scheme]!.name}"`);
  });
});

describe.each(keyed.map((op) => [op.name, op] as const))("%s", (_, op) => {
  it("with an unknown key: 401 problem+json, and nothing changes", async () => {
    const { url, body } = requestOf(op);
    const res = await expectOwnerUntouchedBy(() => call(app, op.method, url, { key: "sd_test_not-a-real-key-at-all-0000000000", body }));
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ type: "about:blank", title: "Unauthorized", status: 401 });
  });

  it("with a revoked key: 403 problem+json, and nothing changes", async () => {
    const { url, body } = requestOf(op);
    const res = await expectOwnerUntouchedBy(() => call(app, op.method, url, { key: owner.revokedKey, body }));
    expect(res.status).toBe(403);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(res.json).toMatchObject({ type: "about:blank", title: "Forbidden", status: 403 });
  });

  it("with another account's key: the owner's resources are not found (404, never 403), nothing of theirs shows or changes", async () => {
    const { url, body, addressesOwner } = requestOf(op);
    const res = await expectOwnerUntouchedBy(() => call(app, op.method, url, { key: stranger.key, body }));
    if (addressesOwner) {
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ type: "RESOURCE_NOT_FOUND", status: 404 });
    } else {
      expect(res.status).toBeLessThan(300);
    }
    // What the request itself named may come back (the 404 says what was not found); nothing else may.
    const asked = `${url} ${JSON.stringify(body ?? null)}`;
    for (const secret of [owner.enquiry, owner.externalId, owner.webhook, owner.delivery, owner.attachment, owner.booking, owner.change, owner.verificationKey]) {
      if (!asked.includes(secret)) expect(res.text).not.toContain(secret);
    }
  });
});
