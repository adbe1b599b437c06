import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENT_TYPES } from "@/lib/contract/event";
import { getPrisma } from "@/lib/db/prisma";
import { resetEnvCache } from "@/lib/env";
import { createServiceApp } from "@/lib/service/http/app";
import { call, enquiryBody, newAccount, serviceApp } from "../helpers/service";

let app: Awaited<ReturnType<typeof serviceApp>>;
let key: string;

beforeAll(async () => {
  app = await serviceApp();
  ({ key } = await newAccount());
});

const V1 = "/external-api/v1";
const api = (method: string, path: string, body?: unknown, k = key) => call(app, method, `${V1}${path}`, { key: k, body });
let n = 0;
const url = (label = `r${++n}`) => `https://hooks.example.com/${label}`;

describe("webhook registration", () => {
  it("documents the URL rule the service applies: public addresses in both environments", async () => {
    const document = (await call(app, "GET", `${V1}/openapi.json`)).json;
    const text: string = document.components.schemas.WebhookRequest.properties.url.description;
    expect(text).toContain("In both environments, every address the host resolves to must be a public internet address");
    expect(text).toContain("Production also needs https");
    expect(text).not.toMatch(/including loopback/);
  });

  it("creates, gets, lists, replaces and deletes a webhook", async () => {
    const created = await api("POST", "/webhooks", { url: url("crud"), events: ["ENQUIRY.CREATED", "ENQUIRY.CREATED", "QUOTE.CREATED"], description: "CRM" });
    expect(created.status).toBe(201);
    const w = created.json.data;
    expect(Object.keys(w).sort()).toEqual(["createdAt", "description", "events", "id", "updatedAt", "url"]);
    expect(w).toMatchObject({ url: "https://hooks.example.com/crud", events: ["ENQUIRY.CREATED", "QUOTE.CREATED"], description: "CRM" });
    expect(w.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

    expect((await api("GET", `/webhooks/${w.id}`)).json).toEqual({ data: w });
    expect((await api("GET", "/webhooks")).json.data).toContainEqual(w);

    const replaced = await api("PUT", `/webhooks/${w.id}`, { url: url("crud-2") });
    expect(replaced.status).toBe(200);
    expect(replaced.json.data).toMatchObject({ id: w.id, url: "https://hooks.example.com/crud-2", events: [], description: null });

    expect((await api("DELETE", `/webhooks/${w.id}`)).status).toBe(204);
    expect((await api("GET", `/webhooks/${w.id}`)).status).toBe(404);
    expect((await api("DELETE", `/webhooks/${w.id}`)).status).toBe(404);
  });

  it("lists [] for an account without webhooks", async () => {
    const other = await newAccount();
    expect((await api("GET", "/webhooks", undefined, other.key)).json).toEqual({ data: [] });
  });

  it("refuses URLs that are not absolute http(s), and unknown event types", async () => {
    for (const bad of ["not a url", "/relative/path", "ftp://example.com/x", "https://user:pw@example.com/x", `https://example.com/${"x".repeat(2100)}`]) {
      const res = await api("POST", "/webhooks", { url: bad });
      expect(res.status, bad).toBe(400);
      expect(res.json).toMatchObject({ type: "VALIDATION_ERROR", errors: { url: expect.any(Array) } });
    }
    const res = await api("POST", "/webhooks", { url: url(), events: ["ENQUIRY.CREATED", "ENQUIRY.EXPLODED"] });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.errors)).toEqual(["events.1"]);
    expect((await api("POST", "/webhooks", {})).json.errors.url).toBeDefined();
    expect((await api("POST", "/webhooks", [])).json.type).toBe("MALFORMED_REQUEST");
  });

  it("allows five webhooks per account; the sixth is MAX_RESOURCE_COUNT_REACHED", async () => {
    const { key: k } = await newAccount();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await api("POST", "/webhooks", { url: url() }, k);
      expect(res.status).toBe(201);
      ids.push(res.json.data.id);
    }
    const sixth = await api("POST", "/webhooks", { url: url() }, k);
    expect(sixth.status).toBe(400);
    expect(sixth.json).toMatchObject({ type: "MAX_RESOURCE_COUNT_REACHED", status: 400 });
    expect((await api("GET", "/webhooks", undefined, k)).json.data).toHaveLength(5);
    await api("DELETE", `/webhooks/${ids[0]}`, undefined, k);
    expect((await api("POST", "/webhooks", { url: url() }, k)).status).toBe(201);
  });

  it("holds the limit when creates race", async () => {
    const { key: k } = await newAccount();
    const results = await Promise.all(Array.from({ length: 8 }, () => api("POST", "/webhooks", { url: url() }, k)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.json?.type === "MAX_RESOURCE_COUNT_REACHED")).toHaveLength(3);
  });

  it("registers a URL once when creates of it race: the others are RESOURCE_ALREADY_EXISTS", async () => {
    const { key: k } = await newAccount();
    const same = url();
    const results = await Promise.all(Array.from({ length: 4 }, () => api("POST", "/webhooks", { url: same }, k)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400 && r.json?.type === "RESOURCE_ALREADY_EXISTS")).toHaveLength(3);
    expect((await api("GET", "/webhooks", undefined, k)).json.data).toHaveLength(1);
  });

  it("keeps URLs unique per account (RESOURCE_ALREADY_EXISTS), comparing them normalised", async () => {
    const { key: k } = await newAccount();
    const first = await api("POST", "/webhooks", { url: "https://Hooks.Example.com/same#x" }, k);
    expect(first.json.data.url).toBe("https://hooks.example.com/same");
    const again = await api("POST", "/webhooks", { url: "https://hooks.example.com/same" }, k);
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ type: "RESOURCE_ALREADY_EXISTS", errors: { url: expect.any(Array) } });
    const second = await api("POST", "/webhooks", { url: url() }, k);
    const clash = await api("PUT", `/webhooks/${second.json.data.id}`, { url: "https://hooks.example.com/same" }, k);
    expect(clash.json.type).toBe("RESOURCE_ALREADY_EXISTS");
    // Another account may register the same URL.
    expect((await api("POST", "/webhooks", { url: "https://hooks.example.com/same" })).status).toBe(201);
  });

  it("accepts loopback http in the sandbox", async () => {
    const { key: k } = await newAccount();
    expect((await api("POST", "/webhooks", { url: "http://127.0.0.1:9/hook" }, k)).status).toBe(201);
    expect((await api("POST", "/webhooks", { url: "http://localhost:9/hook" }, k)).status).toBe(201);
  });
});

describe("the verification key", () => {
  it("is the account's own HMAC key", async () => {
    const account = await newAccount();
    const res = await api("GET", "/webhook-verification-key", undefined, account.key);
    const row = await getPrisma().account.findUniqueOrThrow({ where: { id: account.accountId } });
    expect(res.json).toEqual({ data: { key: row.verificationKey, algorithm: "HMAC-SHA256", signatureEncoding: "base64" } });
    expect((await api("GET", "/webhook-verification-key")).json.data.key).not.toBe(row.verificationKey);
  });
});

describe("the delivery log", () => {
  it("pages newest first and validates its query", async () => {
    const account = await newAccount();
    const hook = (await api("POST", "/webhooks", { url: url() }, account.key)).json.data;
    const { serviceReference } = (await api("POST", "/enquiries", enquiryBody(), account.key)).json.data;
    for (let i = 0; i < 4; i++) {
      await api("POST", `/sandbox/enquiries/${serviceReference}/trigger-webhook-event`, { eventType: "ENQUIRY.SHORTLISTING" }, account.key);
    }
    const seen: string[] = [];
    let next: string | null = `${V1}/webhooks/${hook.id}/deliveries?pageSize=2`;
    while (next) {
      const page: Awaited<ReturnType<typeof api>> = await call(app, "GET", next, { key: account.key });
      expect(page.status).toBe(200);
      seen.push(...page.json.data.map((d: { eventType: string; createdAt: string; status: string }) => d.eventType));
      next = page.json.pagination.next;
    }
    expect(seen).toEqual([...Array(4).fill("ENQUIRY.SHORTLISTING"), "ENQUIRY.CREATED"]);
    expect((await api("GET", `/webhooks/${hook.id}/deliveries?pageSize=101`, undefined, account.key)).status).toBe(400);
    expect((await api("GET", `/webhooks/${hook.id}/deliveries?cursor=nonsense`, undefined, account.key)).json.errors.cursor).toBeDefined();
    expect((await api("POST", `/webhooks/${hook.id}/deliveries/nope/retry`, undefined, account.key)).status).toBe(404);
  });
});

describe("sandbox trigger-webhook-event", () => {
  it("records the event for the enquiry as it is now (204)", async () => {
    const account = await newAccount();
    const hook = (await api("POST", "/webhooks", { url: url(), events: ["ENQUIRY.REOPENED"] }, account.key)).json.data;
    const { serviceReference, externalId } = (await api("POST", "/enquiries", enquiryBody(), account.key)).json.data;
    const res = await api("POST", `/sandbox/enquiries/${externalId}/trigger-webhook-event`, { eventType: "ENQUIRY.REOPENED" }, account.key);
    expect(res.status).toBe(204);
    const event = await getPrisma().event.findFirstOrThrow({ where: { accountId: account.accountId, type: "ENQUIRY.REOPENED" }, include: { deliveries: true } });
    expect(JSON.parse(event.body)).toMatchObject({ eventType: "ENQUIRY.REOPENED", eventId: event.id, data: { serviceReference, externalId, enquiryState: { state: "NEW" } } });
    expect(event.deliveries.map((d) => d.webhookId)).toEqual([hook.id]);
  });

  it("refuses quote and booking events without a quote or booking, unknown types and enquiries", async () => {
    const { serviceReference } = (await api("POST", "/enquiries", enquiryBody())).json.data;
    const path = `/sandbox/enquiries/${serviceReference}/trigger-webhook-event`;
    for (const eventType of ["QUOTE.CREATED", "BOOKING.CANCELLED"]) {
      expect((await api("POST", path, { eventType })).json).toMatchObject({ status: 400, type: "SANDBOX_SPECIFIC_ACTION_ERROR" });
    }
    expect((await api("POST", path, { eventType: "ENQUIRY.EXPLODED" })).json.type).toBe("VALIDATION_ERROR");
    expect((await api("POST", "/sandbox/enquiries/R0000000/trigger-webhook-event", { eventType: "ENQUIRY.CREATED" })).status).toBe(404);
  });

  it("sends a quote event once the enquiry has a quote", async () => {
    const account = await newAccount();
    const { serviceReference } = (await api("POST", "/enquiries", enquiryBody(), account.key)).json.data;
    expect((await api("POST", `/sandbox/enquiries/${serviceReference}/change-state`, { enquiryState: "QUOTED" }, account.key)).status).toBe(204);
    expect((await api("POST", `/sandbox/enquiries/${serviceReference}/trigger-webhook-event`, { eventType: "QUOTE.CREATED" }, account.key)).status).toBe(204);
    const events = await getPrisma().event.findMany({ where: { accountId: account.accountId, type: "QUOTE.CREATED" }, orderBy: { createdAt: "asc" } });
    expect(events).toHaveLength(2); // one from change-state, one triggered
    expect(JSON.parse(events[1]!.body).data).toEqual(JSON.parse(events[0]!.body).data);
  });
});

describe("the OpenAPI document", () => {
  it("describes every event payload under `webhooks` and marks the delivery log as an extension", async () => {
    const doc = (await call(app, "GET", `${V1}/openapi.json`)).json;
    expect(Object.keys(doc.webhooks)).toEqual([...EVENT_TYPES]);
    const created = doc.webhooks["ENQUIRY.CREATED"].post;
    expect(created.requestBody.content["application/json"].schema.$ref).toBe("#/components/schemas/EnquiryCreatedEvent");
    expect(created.parameters.map((p: { name: string }) => p.name)).toContain("x-signature");
    expect(doc.components.schemas.BookingCancelledEvent.properties.data.$ref).toBe("#/components/schemas/BookingEventData");
    const log = doc.paths["/external-api/v1/webhooks/{id}/deliveries"].get;
    expect(log["x-staydesk-extension"]).toBe(true);
    expect(log.description).toMatch(/Not part of the specification/);
    expect(doc.paths["/external-api/v1/sandbox/enquiries/{id}/trigger-webhook-event"]).toBeDefined();
  });
});

describe("in production", () => {
  let prod: ReturnType<typeof createServiceApp>;
  let k: string;
  beforeAll(async () => {
    process.env.SERVICE_ENVIRONMENT = "production";
    resetEnvCache();
    prod = createServiceApp();
    ({ key: k } = await newAccount());
  });
  afterAll(() => {
    process.env.SERVICE_ENVIRONMENT = "sandbox";
    resetEnvCache();
  });
  const create = (u: string) => call(prod, "POST", `${V1}/webhooks`, { key: k, body: { url: u } });

  it("takes only https URLs of public addresses", async () => {
    for (const bad of [
      "http://93.184.215.14/hook", // public, but not https
      "https://127.0.0.1/hook",
      "https://localhost/hook",
      "https://10.1.2.3/hook",
      "https://172.16.0.1/hook",
      "https://192.168.1.1/hook",
      "https://169.254.169.254/latest/meta-data",
      "https://[::1]/hook",
      "https://[fe80::1]/hook",
      "https://[fd00::1]/hook",
      "https://[::ffff:127.0.0.1]/hook",
      "https://0.0.0.0/hook",
      "https://does-not-exist.invalid/hook",
    ]) {
      const res = await create(bad);
      expect(res.status, bad).toBe(400);
      expect(res.json, bad).toMatchObject({ type: "VALIDATION_ERROR", errors: { url: [expect.stringMatching(/https|public internet address|does not resolve/)] } });
    }
    expect((await create("https://93.184.215.14/hook")).status).toBe(201);
    expect((await create("https://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]/hook")).status).toBe(201);
  });

  it("has no sandbox trigger", async () => {
    const res = await call(prod, "POST", `${V1}/sandbox/enquiries/R0000000/trigger-webhook-event`, { key: k, body: { eventType: "ENQUIRY.CREATED" } });
    expect(res.status).toBe(404);
    expect(res.json.type).toBe("RESOURCE_NOT_FOUND");
  });
});
