import { describe, expect, it } from "vitest";
import { createServiceClient, isExtensionMissing, ServiceProblemError, ServiceResponseError } from "@/lib/client";
import type { CreateEnquiryRequest } from "@/lib/contract/enquiry";
import { FILES } from "../helpers/messages";
import { enquiryBody, newAccount, serviceApp } from "../helpers/service";

// The typed client's messages: against the service itself, and against providers without
// the extension or answering what a message may not carry.

const BASE = "http://service.test";

async function inProcessFetch(): Promise<typeof fetch> {
  const app = await serviceApp();
  return (async (input: RequestInfo | URL, init?: RequestInit) => app.request(input instanceof Request ? input : String(input), init)) as typeof fetch;
}

async function clientWithEnquiry() {
  const { key } = await newAccount();
  const client = createServiceClient({ baseUrl: BASE, apiKey: key, fetch: await inProcessFetch() });
  const enquiry = await client.createEnquiry(enquiryBody() as CreateEnquiryRequest);
  return { client, enquiry };
}

describe("against the service", () => {
  it("uploads a file, posts it with a message (the same key twice is one message), lists and downloads it", async () => {
    const { client, enquiry } = await clientWithEnquiry();
    const bytes = FILES.jpeg();
    const attachment = await client.uploadAttachment(enquiry.serviceReference, { filename: "Façade (north).pdf", bytes });
    expect(attachment).toEqual({ id: expect.any(String), filename: "Façade (north).pdf", contentType: "image/jpeg", size: bytes.length });

    const input = { text: "Which floor is the flat on?", authorName: "Ana", attachmentIds: [attachment.id] };
    const message = await client.postMessage(enquiry.externalId, input, { idempotencyKey: "draft-7" });
    expect(message).toMatchObject({ enquiryId: enquiry.serviceReference, author: { side: "AGENT", name: "Ana" }, attachments: [attachment] });
    expect(await client.postMessage(enquiry.externalId, input, { idempotencyKey: "draft-7" })).toEqual(message);

    const page = await client.listMessages(enquiry.serviceReference, { pageSize: 10 });
    expect(page).toEqual({ data: [message], pagination: { next: null } });

    const file = await client.downloadAttachment(enquiry.serviceReference, attachment.id);
    expect(file).toEqual({ bytes: new Uint8Array(bytes), contentType: "image/jpeg", filename: "Façade (north).pdf" });
  });

  it("turns a refused file into a ServiceProblemError in words, not a missing extension", async () => {
    const { client, enquiry } = await clientWithEnquiry();
    const error = await client.uploadAttachment(enquiry.serviceReference, { filename: "notes.pdf", bytes: FILES.text() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceProblemError);
    expect((error as ServiceProblemError).code).toBe("VALIDATION_ERROR");
    expect(isExtensionMissing(error)).toBe(false);
  });
});

describe("a provider without the extension", () => {
  it("is told apart from a failure: 404, 405 and 501 are a missing extension; 500 and a refusal are not", async () => {
    for (const [status, missing] of [[404, true], [405, true], [501, true], [500, false], [400, false]] as const) {
      const fetchFn = (async () => new Response(status === 404 ? "<html>Not Found</html>" : "", { status })) as unknown as typeof fetch;
      const client = createServiceClient({ baseUrl: BASE, apiKey: "k", fetch: fetchFn });
      for (const call of [
        () => client.listMessages("R4E2F3A4"),
        () => client.postMessage("R4E2F3A4", { text: "Hello", authorName: "Ana" }),
        () => client.uploadAttachment("R4E2F3A4", { filename: "a.pdf", bytes: FILES.pdf() }),
        () => client.downloadAttachment("R4E2F3A4", "a1"),
      ]) {
        const error = await call().catch((e: unknown) => e);
        expect(error, String(status)).toBeInstanceOf(ServiceProblemError);
        expect(isExtensionMissing(error), String(status)).toBe(missing);
      }
    }
  });

  it("answering a file of another type is refused, so that nothing else is passed on as an attachment", async () => {
    const fetchFn = (async () => new Response("<script>alert(1)</script>", { status: 200, headers: { "content-type": "text/html" } })) as unknown as typeof fetch;
    const client = createServiceClient({ baseUrl: BASE, apiKey: "k", fetch: fetchFn });
    await expect(client.downloadAttachment("R4E2F3A4", "a1")).rejects.toBeInstanceOf(ServiceResponseError);
  });
});
