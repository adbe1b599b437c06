import { describe, expect, it } from "vitest";
import type { CreateEnquiryRequest } from "@/lib/contract/enquiry";
import {
  createServiceClient,
  ServiceNetworkError,
  ServiceProblemError,
  ServiceResponseError,
  ServiceTimeoutError,
} from "@/lib/client";
import { enquiryBody, newAccount, serviceApp } from "../helpers/service";

const BASE = "http://service.test";

/** The real service app, reached through the client's fetch without a server. */
async function inProcessFetch(): Promise<typeof fetch> {
  const app = await serviceApp();
  return (async (input: RequestInfo | URL, init?: RequestInit) => app.request(input instanceof Request ? input : String(input), init)) as typeof fetch;
}

/** A fetch that answers from a list, recording each call. */
function scripted(...answers: (Response | Error | (() => Promise<Response>))[]) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    const next = answers.shift();
    if (!next) throw new Error("no more answers");
    if (next instanceof Error) throw next;
    return typeof next === "function" ? next() : next;
  }) as typeof fetch;
  return { fetchFn, calls };
}

const problem = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/problem+json", ...headers } });

describe("against the service", () => {
  it("creates an enquiry and reads it back, parsed with the contract's schema", async () => {
    const { key } = await newAccount();
    const client = createServiceClient({ baseUrl: BASE, apiKey: key, fetch: await inProcessFetch() });
    const body = enquiryBody() as CreateEnquiryRequest;
    const created = await client.createEnquiry(body);
    expect(created.serviceReference).toMatch(/^R[A-Z0-9]{7}$/);
    expect(created.enquiryState).toEqual({ state: "NEW", closureReason: null });
    const read = await client.getEnquiry(created.serviceReference);
    expect(read).toEqual(created);
  });

  it("turns a validation problem into a ServiceProblemError with its field errors", async () => {
    const { key } = await newAccount();
    const client = createServiceClient({ baseUrl: BASE, apiKey: key, fetch: await inProcessFetch() });
    const body = enquiryBody({ guestNumbers: { adults: 0 } }) as CreateEnquiryRequest;
    const error = await client.createEnquiry(body).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceProblemError);
    const p = error as ServiceProblemError;
    expect(p.status).toBe(400);
    expect(p.code).toBe("VALIDATION_ERROR");
    expect(p.fieldErrors["guestNumbers.adults"]).toEqual(["Must be at least 1."]);
  });

  it("reports a wrong key as UNAUTHORIZED and an unknown enquiry as RESOURCE_NOT_FOUND", async () => {
    const fetchFn = await inProcessFetch();
    const wrong = createServiceClient({ baseUrl: BASE, apiKey: "sd_test_nope", fetch: fetchFn });
    await expect(wrong.getEnquiry("R0000000")).rejects.toMatchObject({ code: "UNAUTHORIZED", status: 401, type: "about:blank" });
    const { key } = await newAccount();
    const client = createServiceClient({ baseUrl: BASE, apiKey: key, fetch: fetchFn });
    await expect(client.getEnquiry("R0000000")).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND", status: 404 });
  });
});

describe("quotes and the sandbox", () => {
  it("moves an enquiry to QUOTED in the sandbox and lists its quote, following no link off the service", async () => {
    const { key } = await newAccount();
    const client = createServiceClient({ baseUrl: BASE, apiKey: key, fetch: await inProcessFetch() });
    const enquiry = await client.createEnquiry(enquiryBody() as CreateEnquiryRequest);
    await client.changeEnquiryState(enquiry.serviceReference, { enquiryState: "QUOTED" });
    const page = await client.listQuotes({ serviceEnquiryReference: enquiry.serviceReference, pageSize: 5 });
    expect(page.data).toHaveLength(1);
    expect(page.data[0]!.serviceEnquiryReference).toBe(enquiry.serviceReference);
    expect(page.data[0]!.items.length).toBeGreaterThanOrEqual(2);
    await expect(client.quotesPage("https://elsewhere.example/external-api/v1/quotes?cursor=x")).rejects.toThrow(TypeError);
  });

  it("the built-in service sends every charge's grossCost; a remote provider's page without it still parses", async () => {
    const { key } = await newAccount();
    const fetchFn = await inProcessFetch();
    const client = createServiceClient({ baseUrl: BASE, apiKey: key, fetch: fetchFn });
    const enquiry = await client.createEnquiry(enquiryBody() as CreateEnquiryRequest);
    await client.changeEnquiryState(enquiry.serviceReference, { enquiryState: "QUOTED" });
    const raw = await (await fetchFn(`${BASE}/external-api/v1/quotes?serviceEnquiryReference=${enquiry.serviceReference}`, { headers: { "x-api-key": key } })).json();
    const charges = raw.data[0].items.flatMap((item: any) => item.property.units.flatMap((unit: any) => unit.additionalCharges));
    expect(charges.length).toBeGreaterThan(0);
    for (const charge of charges) expect(Object.hasOwn(charge, "grossCost")).toBe(true);

    // The same page as a less strict provider sends it: grossCost left out of every charge.
    for (const charge of charges) delete charge.grossCost;
    const { fetchFn: remote } = scripted(new Response(JSON.stringify(raw), { status: 200, headers: { "content-type": "application/json" } }));
    const page = await createServiceClient({ baseUrl: BASE, apiKey: key, fetch: remote }).listQuotes();
    const parsed = page.data[0]!.items[0]!.property.units![0]!.additionalCharges![0]!;
    expect(parsed.summary).toBe(charges[0].summary);
    expect(parsed.grossCost).toBeUndefined();
  });
});

describe("quote pages, parsed once per version", () => {
  /** The in-process service, recording each answer's status and the If-None-Match sent. */
  async function watchedFetch() {
    const inner = await inProcessFetch();
    const seen: { status: number; ifNoneMatch: string | null }[] = [];
    const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const res = await inner(input, init);
      seen.push({ status: res.status, ifNoneMatch: new Headers(init?.headers).get("if-none-match") });
      return res;
    }) as typeof fetch;
    return { fetchFn, seen };
  }

  it("asks again with the page's ETag and reuses the parsed page while it is unchanged; a new quote is read in full", async () => {
    const { key } = await newAccount();
    const { fetchFn, seen } = await watchedFetch();
    const client = createServiceClient({ baseUrl: BASE, apiKey: key, fetch: fetchFn });
    const enquiry = await client.createEnquiry(enquiryBody() as CreateEnquiryRequest);
    await client.changeEnquiryState(enquiry.serviceReference, { enquiryState: "QUOTED" });
    const query = { serviceEnquiryReference: enquiry.serviceReference };
    seen.length = 0;

    const first = await client.listQuotes(query);
    const again = await client.listQuotes(query);
    expect(seen.map((s) => s.status)).toEqual([200, 304]);
    expect(seen[1]!.ifNoneMatch).toBeTruthy();
    expect(again).toBe(first);
    // Shared between requests: nobody can change it for the next reader.
    expect(Object.isFrozen(first.data[0]!.items[0]!.property)).toBe(true);

    await client.changeEnquiryState(enquiry.serviceReference, { enquiryState: "QUOTED" });
    seen.length = 0;
    const changed = await client.listQuotes(query);
    expect(seen.map((s) => s.status)).toEqual([200]);
    expect(changed.data).toHaveLength(2);
    expect(changed.data.map((q) => q.id)).toContain(first.data[0]!.id);
  });

  it("never answers one key's read from another key's page", async () => {
    const [a, b] = [await newAccount(), await newAccount()];
    const { fetchFn, seen } = await watchedFetch();
    const clientA = createServiceClient({ baseUrl: BASE, apiKey: a.key, fetch: fetchFn });
    const clientB = createServiceClient({ baseUrl: BASE, apiKey: b.key, fetch: fetchFn });
    const enquiry = await clientA.createEnquiry(enquiryBody() as CreateEnquiryRequest);
    await clientA.changeEnquiryState(enquiry.serviceReference, { enquiryState: "QUOTED" });
    seen.length = 0;
    expect((await clientA.listQuotes()).data).toHaveLength(1);
    expect((await clientB.listQuotes()).data).toHaveLength(0);
    expect(seen.map((s) => s.ifNoneMatch)).toEqual([null, null]);
  });
});

describe("transport", () => {
  it("sends the key, JSON and the path under the base URL (keeping its prefix)", async () => {
    const { fetchFn, calls } = scripted(new Response(JSON.stringify({ data: [] }), { status: 200 }));
    const client = createServiceClient({ baseUrl: "https://provider.example/api/", apiKey: "k-123", fetch: fetchFn });
    await client.listWebhooks();
    expect(calls[0]!.url).toBe("https://provider.example/api/external-api/v1/webhooks");
    const headers = calls[0]!.init!.headers as Record<string, string>;
    expect(headers["x-api-key"]).toBe("k-123");
    expect(calls[0]!.init!.redirect).toBe("manual");
  });

  it("retries a GET once after a network failure, and no more", async () => {
    const ok = scripted(new TypeError("fetch failed"), new Response(JSON.stringify({ data: [] }), { status: 200 }));
    await expect(createServiceClient({ baseUrl: BASE, apiKey: "k", fetch: ok.fetchFn }).listWebhooks()).resolves.toEqual([]);
    expect(ok.calls).toHaveLength(2);

    const down = scripted(new TypeError("fetch failed"), new TypeError("fetch failed"));
    await expect(createServiceClient({ baseUrl: BASE, apiKey: "k", fetch: down.fetchFn }).listWebhooks()).rejects.toBeInstanceOf(ServiceNetworkError);
    expect(down.calls).toHaveLength(2);
  });

  it("never retries a POST", async () => {
    const { fetchFn, calls } = scripted(new TypeError("fetch failed"), new Response("{}", { status: 201 }));
    const client = createServiceClient({ baseUrl: BASE, apiKey: "k", fetch: fetchFn });
    await expect(client.createEnquiry(enquiryBody() as CreateEnquiryRequest)).rejects.toBeInstanceOf(ServiceNetworkError);
    expect(calls).toHaveLength(1);
  });

  it("gives up after the timeout with a ServiceTimeoutError", async () => {
    const hang = (async (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal!.reason));
      })) as typeof fetch;
    const client = createServiceClient({ baseUrl: BASE, apiKey: "k", timeoutMs: 50, fetch: hang });
    const error = await client.getEnquiry("R1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceTimeoutError);
    expect((error as ServiceTimeoutError).timeoutMs).toBe(50);
  });

  it("passes the caller's own abort through untouched", async () => {
    const hang = (async (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      })) as typeof fetch;
    const controller = new AbortController();
    const pending = createServiceClient({ baseUrl: BASE, apiKey: "k", fetch: hang }).getEnquiry("R1", { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });

  it("keeps Retry-After of a 429 and maps about:blank by status", async () => {
    const { fetchFn } = scripted(problem(429, { type: "about:blank", title: "Too Many Requests", status: 429 }, { "retry-after": "7" }));
    const error = (await createServiceClient({ baseUrl: BASE, apiKey: "k", fetch: fetchFn }).listWebhooks().catch((e) => e)) as ServiceProblemError;
    expect(error.code).toBe("TOO_MANY_REQUESTS");
    expect(error.retryAfter).toBe(7);
  });

  it("maps the service's 503 (database unavailable) by status, with its Retry-After", async () => {
    const { fetchFn } = scripted(problem(503, { type: "about:blank", title: "Service Unavailable", status: 503 }, { "retry-after": "5" }));
    const error = (await createServiceClient({ baseUrl: BASE, apiKey: "k", fetch: fetchFn }).listWebhooks().catch((e) => e)) as ServiceProblemError;
    expect(error.code).toBe("SERVICE_UNAVAILABLE");
    expect(error.retryAfter).toBe(5);
  });

  it("turns an error page that is not problem+json into a ServiceProblemError with the status only", async () => {
    const { fetchFn } = scripted(new Response("<html>Bad gateway: secret-internal-page</html>", { status: 502, statusText: "Bad Gateway" }));
    const error = (await createServiceClient({ baseUrl: BASE, apiKey: "k", fetch: fetchFn }).listWebhooks().catch((e) => e)) as ServiceProblemError;
    expect(error).toBeInstanceOf(ServiceProblemError);
    expect(error).toMatchObject({ status: 502, code: "UNKNOWN", title: "HTTP 502" });
    expect(error.detail).toBeUndefined();
    expect(error.message).not.toContain("secret-internal-page");
  });

  it("never repeats a body that is not JSON", async () => {
    const { fetchFn } = scripted(new Response("AccessKeyId=AKIA-secret", { status: 200 }));
    const error = (await createServiceClient({ baseUrl: BASE, apiKey: "k", fetch: fetchFn }).listWebhooks().catch((e) => e)) as Error;
    expect(error).toBeInstanceOf(ServiceResponseError);
    expect(error.message).toBe("The service answered 200 with a body that is not JSON.");
  });

  it.each([
    "http://169.254.169.254/latest/meta-data/iam/security-credentials/#",
    "http://169.254.169.254/latest/meta-data/iam/security-credentials/?",
    "https://provider.example/api?x=1",
    "https://provider.example/#frag",
    "https://user:pass@provider.example/",
    "ftp://provider.example/",
  ])("refuses the base URL %s before sending anything", async (baseUrl) => {
    const { fetchFn, calls } = scripted(new Response(JSON.stringify({ data: [] }), { status: 200 }));
    expect(() => createServiceClient({ baseUrl, apiKey: "k", fetch: fetchFn })).toThrow(TypeError);
    expect(calls).toHaveLength(0);
  });

  it("keeps every request under the base URL's path", async () => {
    const { fetchFn, calls } = scripted(new Response("{}", { status: 404 }), new Response("{}", { status: 404 }));
    const client = createServiceClient({ baseUrl: "https://provider.example/api", apiKey: "k", fetch: fetchFn });
    await client.getEnquiry("R-1/x?y#z").catch(() => undefined);
    expect(calls[0]!.url).toBe("https://provider.example/api/external-api/v1/enquiries/R-1%2Fx%3Fy%23z");
  });

  it("refuses redirects and bodies that are not the documented shape", async () => {
    const redirect = scripted(new Response(null, { status: 302, headers: { location: "https://elsewhere.example/" } }));
    await expect(createServiceClient({ baseUrl: BASE, apiKey: "k", fetch: redirect.fetchFn }).listWebhooks()).rejects.toBeInstanceOf(ServiceResponseError);
    const wrongShape = scripted(new Response(JSON.stringify({ items: [] }), { status: 200 }));
    const error = await createServiceClient({ baseUrl: BASE, apiKey: "k", fetch: wrongShape.fetchFn }).listWebhooks().catch((e) => e);
    expect(error).toBeInstanceOf(ServiceResponseError);
    expect((error as Error).message).toContain("data");
  });
});
