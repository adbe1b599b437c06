import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { AmendmentListResponse, AmendmentResponse } from "@/lib/contract/amendment";
import { ClientPreferenceResponse } from "@/lib/contract/client-preference";
import { EnquiryResponse } from "@/lib/contract/enquiry";
import { AccountProfileResponse } from "@/lib/contract/account-profile";
import { BookingChangeHistoryResponse, BookingChangeResponse } from "@/lib/contract/booking-change";
import { OPERATION_EXAMPLES, exampleOperation } from "@/lib/contract/examples";
import { AttachmentResponse, MessageListResponse, MessageResponse } from "@/lib/contract/message";
import { ProvisionAccountResponse } from "@/lib/contract/provisioning";
import { QuoteListResponse } from "@/lib/contract/quote";
import { DeliveryListResponse, DeliveryResponse, VerificationKeyResponse, WebhookListResponse, WebhookResponse } from "@/lib/contract/webhook";
import { getPrisma } from "@/lib/db/prisma";
import { sandboxProvisioningToken } from "@/lib/secrets";
import { ensureInventory } from "@/lib/service/inventory/ensure-inventory";
import { call, newAccount, serviceApp } from "../helpers/service";

// The OpenAPI document's examples are what Postman, Prism and the reference page send:
// each must be a request the service accepts, and each response example must be what the
// service could answer.

type Parameter = { name: string; in: string; required?: boolean; example?: unknown };
type Media = { example?: unknown };
type Again = { "x-staydesk-step": number; params?: Record<string, string>; body?: unknown; status: number };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
  "x-staydesk-again"?: Again[];
};
type Document = { paths: Record<string, Record<string, Operation>> };

const V1 = "/external-api/v1";
let app: Awaited<ReturnType<typeof serviceApp>>;
let doc: Document;

beforeAll(async () => {
  app = await serviceApp();
  await ensureInventory(getPrisma());
  doc = (await call(app, "GET", `${V1}/openapi.json`)).json;
});

function operations() {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path.slice(V1.length)}`, path, operation })),
  );
}

describe("the OpenAPI document's examples", () => {
  it("give every operation a request body example, every parameter it needs and its success response", () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(10);
    expect(ops.map((o) => o.key).sort()).toEqual([...new Set(Object.keys(OPERATION_EXAMPLES).map(exampleOperation))].sort());
    for (const { key, operation } of ops) {
      // A file's upload is the one body that is not JSON: its example is the file's bytes.
      const body = operation.requestBody?.content["application/json"] ?? operation.requestBody?.content["application/octet-stream"];
      if (operation.requestBody) expect(body?.example, key).toBeDefined();
      for (const parameter of operation.parameters ?? []) {
        if (parameter.required) expect(parameter.example, `${key} ${parameter.name}`).toBeDefined();
      }
      const success = Object.entries(operation.responses).find(([status]) => status.startsWith("2"));
      expect(success, key).toBeDefined();
      const media = success?.[1].content?.["application/json"];
      if (media) expect(media.example, key).toBeDefined();
    }
  });

  it("have response examples that the contract's own schemas accept", () => {
    const schemas: Record<string, z.ZodType> = {
      "POST /sandbox/accounts": ProvisionAccountResponse,
      "POST /enquiries": EnquiryResponse,
      "GET /enquiries/{id}": EnquiryResponse,
      "GET /quotes": QuoteListResponse,
      "PUT /enquiries/{id}/client-preference": ClientPreferenceResponse,
      "POST /webhooks": WebhookResponse,
      "GET /webhooks": WebhookListResponse,
      "GET /webhooks/{id}": WebhookResponse,
      "PUT /webhooks/{id}": WebhookResponse,
      "GET /webhooks/{id}/deliveries": DeliveryListResponse,
      "POST /webhooks/{id}/deliveries/{deliveryId}/retry": DeliveryResponse,
      "GET /webhook-verification-key": VerificationKeyResponse,
      "PUT /account/profile": AccountProfileResponse,
      "POST /enquiries/{id}/withdrawal": EnquiryResponse,
      "POST /enquiries/{id}/attachments": AttachmentResponse,
      "POST /enquiries/{id}/messages": MessageResponse,
      "GET /enquiries/{id}/messages": MessageListResponse,
      "POST /enquiries/{id}/amendments": AmendmentResponse,
      "GET /enquiries/{id}/amendments": AmendmentListResponse,
      "POST /enquiries#2": EnquiryResponse,
      "POST /sandbox/enquiries/{id}/booking": BookingChangeHistoryResponse,
      "POST /bookings/{id}/changes": BookingChangeResponse,
      "POST /bookings/{id}/changes#2": BookingChangeResponse,
      "POST /bookings/{id}/changes#3": BookingChangeResponse,
      "GET /bookings/{id}/changes": BookingChangeHistoryResponse,
      "POST /bookings/{id}/changes/{changeId}/withdrawal": BookingChangeResponse,
      "POST /sandbox/bookings/{id}/changes/{changeId}/decline": BookingChangeResponse,
      "POST /sandbox/bookings/{id}/changes/{changeId}/accept": BookingChangeResponse,
    };
    for (const [key, example] of Object.entries(OPERATION_EXAMPLES)) {
      if (example.response.body === undefined) continue;
      const schema = schemas[key];
      expect(schema, key).toBeDefined();
      const parsed = schema!.safeParse(example.response.body);
      expect(parsed.error?.issues, key).toBeUndefined();
    }
  });

  it("propose a stay in the future, with check-out after check-in", () => {
    const body = doc.paths[`${V1}/enquiries`]!.post!.requestBody!.content["application/json"]!.example as { checkInOut: { checkIn: string; checkOut: string } };
    const today = new Date().toISOString().slice(0, 10);
    expect(body.checkInOut.checkIn > today).toBe(true);
    expect(body.checkInOut.checkOut > body.checkInOut.checkIn).toBe(true);
  });

  it("are accepted by the sandbox, one after the other, as the document gives them", async () => {
    const { key } = await newAccount();
    // Ids the service generates are taken from the answers, as a client would.
    const generated: Record<string, string> = {};
    let preference: Record<string, unknown> = {};
    const results: { key: string; status: number; expected: number; body: unknown }[] = [];
    for (const [step, [opKey, example]] of Object.entries(OPERATION_EXAMPLES).entries()) {
      const [method, path] = exampleOperation(opKey).split(" ") as [string, string];
      const operation = doc.paths[`${V1}${path}`]![method.toLowerCase()]!;
      // An operation called again later in the story: its call's own example, as the document gives it.
      const again = opKey === exampleOperation(opKey) ? undefined : operation["x-staydesk-again"]?.find((a) => a["x-staydesk-step"] === step + 1);
      if (opKey !== exampleOperation(opKey)) expect(again, opKey).toBeDefined();
      let url = `${V1}${path}`;
      const query = new URLSearchParams();
      const owner = path.startsWith("/webhooks") ? "webhook" : /^\/(sandbox\/)?bookings\//.test(path) ? "booking" : "enquiry";
      for (const parameter of operation.parameters ?? []) {
        if (parameter.example === undefined) continue;
        const value = generated[`${owner}:${parameter.name}`] ?? again?.params?.[parameter.name] ?? String(parameter.example);
        if (parameter.in === "path") url = url.replace(`{${parameter.name}}`, encodeURIComponent(value));
        if (parameter.in === "query") query.set(parameter.name, value);
      }
      if (query.size > 0) url += `?${query}`;
      let body = again ? again.body : operation.requestBody?.content["application/json"]?.example;
      // The preference names an option of the quote the sandbox made, as a client would take it from GET /quotes.
      if (opKey === "PUT /enquiries/{id}/client-preference") body = { ...(body as object), ...preference };
      // The message carries the file uploaded just before, as a client would take its id from that answer.
      if (opKey === "POST /enquiries/{id}/messages") body = { ...(body as object), attachmentIds: [generated["enquiry:attachmentId"]] };
      const file = operation.requestBody?.content["application/octet-stream"]?.example as string | undefined;
      const headers: Record<string, string> | undefined =
        path === "/sandbox/accounts" ? { "x-provisioning-token": sandboxProvisioningToken() } : file === undefined ? undefined : { "content-type": "application/octet-stream" };
      const res = await call(app, method, url, { key: path === "/sandbox/accounts" ? undefined : key, body, raw: file, headers });
      results.push({ key: opKey, status: res.status, expected: example.response.status, body: res.status === example.response.status ? undefined : res.json });

      if (opKey === "GET /quotes") {
        const quote = res.json?.data?.[0];
        preference = { quoteId: quote?.id, quoteItemId: quote?.items?.[0]?.id, unitName: quote?.items?.[0]?.property?.units?.[0]?.unitName };
      }
      if (opKey === "POST /webhooks") generated["webhook:id"] = res.json?.data?.id;
      if (opKey === "GET /webhooks/{id}/deliveries") generated["webhook:deliveryId"] = res.json?.data?.[0]?.id;
      if (opKey === "POST /enquiries/{id}/attachments") generated["enquiry:attachmentId"] = res.json?.data?.id;
      if (opKey === "POST /sandbox/enquiries/{id}/booking") generated["booking:id"] = res.json?.data?.bookingId;
      if (exampleOperation(opKey) === "POST /bookings/{id}/changes") generated["booking:changeId"] = res.json?.data?.id;
    }
    expect(results.filter((r) => r.status !== r.expected)).toEqual([]);
    expect(results).toHaveLength(Object.keys(OPERATION_EXAMPLES).length);
  });
});
