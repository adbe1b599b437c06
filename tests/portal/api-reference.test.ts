import { beforeAll, describe, expect, it } from "vitest";
import { EXAMPLE_EXTERNAL_ID } from "@/lib/contract/examples";
import { OpenApiDocument } from "@/lib/contract/openapi-document";
import { buildReference } from "@/lib/portal/api-reference/build-reference";
import { toPostmanCollection } from "@/lib/portal/api-reference/to-postman-collection";
import { call, serviceApp } from "../helpers/service";

// The reference page's content and the Postman collection, both from the real document.

let document: OpenApiDocument;
beforeAll(async () => {
  const app = await serviceApp();
  document = OpenApiDocument.parse((await call(app, "GET", "/external-api/v1/openapi.json")).json);
});

type Item = { name: string; item?: Item[]; event?: { listen: string; script: { exec: string[] } }[]; request?: { method: string; url: { raw: string }; body?: { raw: string } } };

describe("the Postman collection", () => {
  it("has one request per operation behind the key, in the story's order, with ids and fresh values in variables and a test on each", () => {
    const collection = toPostmanCollection(document, "https://staydesk.example");
    const requests = collection.item as Item[];
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item) as { security?: unknown[]; "x-staydesk-again"?: unknown[] }[]);
    // The provisioning extension needs the deployment's own token: not an integrator's request.
    // An operation the story calls again (a second enquiry, a booking's next change) is a request per call.
    const keyed = operations.filter((o) => o.security === undefined);
    expect(requests).toHaveLength(keyed.length + keyed.reduce((n, o) => n + (o["x-staydesk-again"]?.length ?? 0), 0));
    const asked = requests.filter((r) => r.request!.method === "POST" && r.request!.url.raw === "{{baseUrl}}/external-api/v1/bookings/{{bookingId}}/changes");
    expect(asked.map((r) => JSON.parse(r.request!.body!.raw).kind)).toEqual(["EXTEND", "GUESTS", "EXTEND"]);
    for (const r of asked) expect(r.event!.find((e) => e.listen === "test")!.script.exec.join("\n")).toContain('pm.collectionVariables.set("changeId", changeId)');
    expect(requests.map((r) => r.name)).not.toContain("Provision a sandbox account (Staydesk extension)");
    expect(collection.variable.map((v) => v.key)).toEqual(expect.arrayContaining(["baseUrl", "apiKey", "webhookId", "deliveryId", "externalId", "clientReference"]));
    const order = requests.map((r) => `${r.request!.method} ${r.request!.url.raw.split("?")[0]}`);
    expect(order.indexOf("POST {{baseUrl}}/external-api/v1/enquiries")).toBe(0);
    expect(order.indexOf("GET {{baseUrl}}/external-api/v1/webhooks/{{webhookId}}/deliveries")).toBeLessThan(order.indexOf("DELETE {{baseUrl}}/external-api/v1/webhooks/{{webhookId}}"));
    // One status, or the few an operation documents (a message posted again with its Idempotency-Key is 200, not 201).
    for (const r of requests) expect(r.event!.find((e) => e.listen === "test")!.script.exec.join("\n"), r.name).toMatch(/pm\.response\.to\.have\.status\(|pm\.expect\(pm\.response\.code\)\.to\.be\.oneOf\(\[200, 201\]\)/);

    const get = requests.find((r) => r.name === "Get an enquiry")!;
    expect(get.request!.url.raw).toBe("{{baseUrl}}/external-api/v1/enquiries/{{externalId}}");
    const quotes = requests.find((r) => r.request!.url.raw.includes("/quotes"))!;
    expect(quotes.request!.url.raw).toContain("enquiryExternalId={{externalId}}");
    const replace = requests.find((r) => r.request!.method === "PUT" && r.request!.url.raw.includes("/webhooks/"))!;
    expect(replace.request!.url.raw).toBe("{{baseUrl}}/external-api/v1/webhooks/{{webhookId}}");
    const create = requests.find((r) => r.request!.method === "POST" && r.request!.url.raw.endsWith("/webhooks"))!;
    expect(create.event![0]!.script.exec.join("\n")).toContain('pm.collectionVariables.set("webhookId", webhookId)');
    const createEnquiry = requests.find((r) => r.name === "Create an enquiry")!;
    const body = JSON.parse(createEnquiry.request!.body!.raw);
    expect(body.externalId).toBe("{{externalId}}");
    expect(createEnquiry.event!.find((e) => e.listen === "prerequest")!.script.exec.join("\n")).toContain(`"${EXAMPLE_EXTERNAL_ID}-"`);
  });
});

describe("the reference page's content", () => {
  it("lists every operation and event by tag, with the request body's nested fields and a curl example", () => {
    const reference = buildReference(document, "https://staydesk.example");
    expect(reference.groups.map((g) => g.name)).toEqual(["Enquiries", "Quotes", "Bookings", "Webhooks", "Messages", "Account", "Events", "Sandbox"]);
    const create = reference.groups[0]!.operations.find((o) => o.summary === "Create an enquiry")!;
    const names = create.bodyFields.map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(["checkInOut.checkIn", "guestNumbers.adults", "guestRequirements[].text", "clientBooker.email"]));
    expect(create.bodyFields.find((f) => f.name === "clientBooker.contactNumber")!.type).toContain("or null");
    expect(create.bodyFields.find((f) => f.name === "guestNumbers.adults")).toMatchObject({ required: true, type: "integer" });
    expect(create.curl).toContain("curl -X POST 'https://staydesk.example/external-api/v1/enquiries'");
    expect(create.curl).toContain("221B Baker Street");
    const uploadFile = reference.groups.find((g) => g.name === "Messages")!.operations.find((o) => o.method === "POST" && o.path.endsWith("/attachments"))!;
    expect(uploadFile.curl).toContain("--data-binary '@floor-plan.pdf'");
    const events = reference.groups.find((g) => g.name === "Events")!.operations;
    expect(events.map((e) => e.summary)).toEqual(Object.keys(document.webhooks ?? {}));
  });

  it("lists an event body's fields once: a later event of the same shape points to the first, one of another shape has its own", () => {
    const events = buildReference(document, "https://staydesk.example").groups.find((g) => g.name === "Events")!.operations;
    const byType = (type: string) => events.find((e) => e.summary === type)!;
    expect(byType("ENQUIRY.CREATED").sameBodyAs).toBeUndefined();
    expect(byType("ENQUIRY.CREATED").bodyFields.map((f) => f.name)).toEqual(expect.arrayContaining(["eventId", "eventType", "data.serviceReference", "data.enquiryState.state"]));
    expect(byType("ENQUIRY.QUOTED")).toMatchObject({ sameBodyAs: { id: "event-enquiry-created", summary: "ENQUIRY.CREATED" }, bodyFields: [] });
    expect(byType("BOOKING.CANCELLED").sameBodyAs).toEqual({ id: "event-booking-pending", summary: "BOOKING.PENDING" });
    // The amendment carries what changed: not the shape of the enquiry's other events.
    expect(byType("ENQUIRY.AMENDED").sameBodyAs).toBeUndefined();
    expect(byType("ENQUIRY.AMENDED").bodyFields.some((f) => f.name.startsWith("data.amendment."))).toBe(true);
    // Every event whose table is not shown points to one that is.
    const shown = new Set(events.filter((e) => !e.sameBodyAs).map((e) => e.id));
    for (const event of events.filter((e) => e.sameBodyAs)) expect(shown.has(event.sameBodyAs!.id)).toBe(true);
    expect(shown.size).toBeLessThan(events.length);
  });
});
