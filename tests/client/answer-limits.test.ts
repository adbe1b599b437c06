import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Writable } from "node:stream";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createServiceClient,
  ServiceAnswerTooLargeError,
  ServiceProblemError,
  type ServiceClient,
} from "@/lib/client";
import { QUOTE_BYTES, RESOURCE_BYTES, quotePageBytes } from "@/lib/client/answer-limits";
import { migrateDatabase } from "@/lib/db/migrate";
import { getPrisma } from "@/lib/db/prisma";
import { resetEnvCache } from "@/lib/env";
import { listPlaces } from "@/lib/geo";
import { connectionFetch } from "@/lib/portal/connections/connection-fetch";
import { saveAndTestConnection } from "@/lib/portal/connections/save-and-test-connection";
import { ensureInventory } from "@/lib/service/inventory/ensure-inventory";
import { call, newAccount, serviceApp } from "../helpers/service";

// A provider chosen by an admin may answer anything. Here a real HTTP server on a free
// port answers far more than the client reads, in every way a body can arrive: with a
// Content-Length, without one, compressed to a few kilobytes, and as an error. The client
// must give up at its limit, close the connection (the server sees it closed long before
// it has sent everything) and keep this process's memory where it was.

const MIB = 1024 * 1024;
const HUGE = 128 * MIB;
const CHUNK = Buffer.alloc(64 * 1024, "a");
// Far below HUGE: the memory an answer read whole would take.
const MEMORY_BOUND = 48 * MIB;

type Served = { path: string; written: number; closed: Promise<void>; finished: () => boolean };
type Handler = (res: ServerResponse, served: Served) => void;

let server: Server;
let base: string;
const routes = new Map<string, Handler>();
let lastServed: Served | undefined;

/** Writes `total` bytes into `out` as fast as it takes them, counting; stops when it is closed. */
function pump(out: Writable, total: number, served: { written: number }): void {
  const next = () => {
    while (served.written < total && !out.destroyed) {
      const piece = total - served.written >= CHUNK.length ? CHUNK : CHUNK.subarray(0, total - served.written);
      served.written += piece.length;
      if (!out.write(piece)) return void out.once("drain", next);
    }
    if (!out.destroyed) out.end();
  };
  next();
}

/** `total` bytes of "a" compressed, built a chunk at a time so that the test never holds them whole. */
async function compressed(encoding: "gzip" | "br", total: number): Promise<Buffer> {
  const z = encoding === "gzip" ? zlib.createGzip({ level: 9 }) : zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  const parts: Buffer[] = [];
  z.on("data", (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve) => z.on("end", resolve));
  pump(z, total, { written: 0 });
  await ended;
  return Buffer.concat(parts);
}

/** The peak growth of this process's resident memory while `work` runs. */
async function peakGrowth(work: () => Promise<unknown>): Promise<{ outcome: unknown; growth: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    const outcome = await work().catch((error: unknown) => error);
    peak = Math.max(peak, process.memoryUsage().rss);
    return { outcome, growth: peak - before };
  } finally {
    clearInterval(sample);
  }
}

function client(fetchFn: typeof fetch = connectionFetch(base)): ServiceClient {
  return createServiceClient({ baseUrl: base, apiKey: "sd_test_answerLimitsKey0123456789", fetch: fetchFn, timeoutMs: 60_000 });
}

const gzipBomb = compressed("gzip", HUGE);
const brotliBomb = compressed("br", HUGE);

beforeAll(async () => {
  await migrateDatabase();
  // The server is on 127.0.0.1: allowed here as an operator allows a provider inside their network.
  process.env.CONNECTION_ALLOW_PRIVATE_TARGETS = "true";
  process.env.STAYDESK_SECRET = "answer-limits-test-secret-0123456789abcdef";
  resetEnvCache();
  server = createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0]!;
    const served: Served = { path, written: 0, closed: new Promise((resolve) => res.on("close", resolve)), finished: () => res.writableFinished };
    lastServed = served;
    const handler = routes.get(path);
    if (!handler) return void res.writeHead(404, { "content-type": "application/problem+json" }).end('{"type":"about:blank","title":"Not Found"}');
    handler(res, served);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const enquiry = (name: string, handler: Handler) => routes.set(`/external-api/v1/enquiries/${name}`, handler);
  enquiry("declared", (res, served) => {
    res.writeHead(200, { "content-type": "application/json", "content-length": String(HUGE) });
    pump(res, HUGE, served);
  });
  enquiry("chunked", (res, served) => {
    res.writeHead(200, { "content-type": "application/json" });
    pump(res, HUGE, served);
  });
  for (const [name, bomb, encoding] of [
    ["gzip", gzipBomb, "gzip"],
    ["br", brotliBomb, "br"],
  ] as const) {
    enquiry(name, (res, served) => {
      void bomb.then((body) => {
        res.writeHead(200, { "content-type": "application/json", "content-encoding": encoding, "content-length": String(body.length) });
        served.written = body.length;
        res.end(body);
      });
    });
  }
  enquiry("error", (res, served) => {
    res.writeHead(500, { "content-type": "application/problem+json" });
    res.write('{"type":"about:blank","title":"');
    pump(res, HUGE, served);
  });
}, 60_000);

afterAll(async () => {
  delete process.env.CONNECTION_ALLOW_PRIVATE_TARGETS;
  resetEnvCache();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("an answer larger than the client reads", () => {
  it.each([
    ["with a Content-Length over the limit", "declared"],
    ["without a Content-Length", "chunked"],
  ])("is refused %s, the connection closed at once, memory bounded", async (_how, name) => {
    const { outcome, growth } = await peakGrowth(() => client().getEnquiry(name));
    expect(outcome).toBeInstanceOf(ServiceAnswerTooLargeError);
    expect((outcome as ServiceAnswerTooLargeError).limitBytes).toBe(RESOURCE_BYTES);
    await lastServed!.closed;
    expect(lastServed!.finished()).toBe(false);
    expect(lastServed!.written).toBeLessThan(RESOURCE_BYTES + 16 * MIB);
    expect(growth).toBeLessThan(MEMORY_BOUND);
  });

  it.each([
    ["gzip", "the portal's fetch for a provider's base URL", () => connectionFetch(base)],
    ["br", "the portal's fetch for a provider's base URL", () => connectionFetch(base)],
    ["gzip", "Node's fetch, as for the built-in service", () => fetch],
  ])("is refused when it unpacks past the limit (%s, %s), whatever its compressed size", async (encoding, _fetch, fetchFn) => {
    expect((await (encoding === "gzip" ? gzipBomb : brotliBomb)).length).toBeLessThan(RESOURCE_BYTES); // small on the wire
    const { outcome, growth } = await peakGrowth(() => client(fetchFn()).getEnquiry(encoding));
    expect(outcome).toBeInstanceOf(ServiceAnswerTooLargeError);
    expect(growth).toBeLessThan(MEMORY_BOUND);
  });

  it("is read only a few KB into when it is an error's body: the status is kept, the rest dropped", async () => {
    const { outcome, growth } = await peakGrowth(() => client().getEnquiry("error"));
    expect(outcome).toBeInstanceOf(ServiceProblemError);
    expect(outcome).toMatchObject({ status: 500, code: "INTERNAL_SERVER_ERROR" });
    await lastServed!.closed;
    expect(lastServed!.finished()).toBe(false);
    expect(lastServed!.written).toBeLessThan(16 * MIB);
    expect(growth).toBeLessThan(MEMORY_BOUND);
  });

  it("is said in words on the connection form, the refusal recorded as the last check", async () => {
    routes.set("/external-api/v1/webhooks", (res, served) => {
      res.writeHead(200, { "content-type": "application/json" });
      pump(res, HUGE, served);
    });
    const db = getPrisma();
    const id = `org-${Math.random().toString(36).slice(2, 10)}`;
    await db.organization.create({ data: { id, name: `Org ${id}`, slug: id } });
    const context = {
      user: { id: `user-${id}`, name: "Admin", email: `admin@${id}.test` },
      member: { id: `member-${id}`, role: "admin" as const },
      organization: { id, name: `Org ${id}`, slug: id },
    };
    const saved = await saveAndTestConnection(context, null, { environment: "sandbox", baseUrl: base, apiKey: "sd_test_answerLimitsKey0123456789" });
    expect(saved.check).toEqual({ ok: false, note: "The service's answer was larger than the portal accepts for this request, so it was not read." });
    const row = await db.serviceConnection.findFirstOrThrow({ where: { organizationId: id } });
    expect(row).toMatchObject({ lastCheckOk: false, lastCheckNote: saved.check.note });
  });
});

describe("a page of quotes", () => {
  it("takes the largest page the built-in service can make, and refuses one past its page size's limit", { timeout: 60_000 }, async () => {
    // The largest quote the built-in service makes: five properties near İzmir with every unit (one guest).
    const app = await serviceApp();
    await ensureInventory(getPrisma());
    const { key } = await newAccount();
    const izmir = listPlaces({ minPopulation: 1_000_001 }).find((p) => p.name === "İzmir")!;
    const created = await call(app, "POST", "/external-api/v1/enquiries", {
      key,
      body: {
        checkInOut: { checkIn: "2027-03-01", checkOut: "2027-03-08" },
        clientReference: "LARGEST-1",
        externalId: "largest-1",
        enquiryLocation: { coordinates: { latitude: izmir.latitude, longitude: izmir.longitude } },
        guestNumbers: { adults: 1 },
        leadGuest: {},
        clientBooker: { contactNumber: null, email: "booker@example.com", familyName: "Booker", givenName: "Bea" },
      },
    });
    const reference: string = created.json.data.serviceReference;
    await call(app, "POST", `/external-api/v1/sandbox/enquiries/${reference}/change-state`, { key, body: { enquiryState: "QUOTED" } });
    const one = (await call(app, "GET", `/external-api/v1/quotes?serviceEnquiryReference=${reference}&pageSize=1`, { key })).json;
    const quoteBytes = Buffer.byteLength(JSON.stringify(one.data[0]));
    expect(quoteBytes).toBeGreaterThan(50_000);
    expect(2 * quoteBytes).toBeLessThanOrEqual(QUOTE_BYTES); // the headroom for a richer provider

    // A full page of 100 of them, as a provider would send it.
    const page = Buffer.from(JSON.stringify({ ...one, data: Array.from({ length: 100 }, () => one.data[0]) }));
    routes.set("/external-api/v1/quotes", (res, served) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": String(page.length) });
      served.written = page.length;
      res.end(page);
    });
    const full = await client().quotesPage("/external-api/v1/quotes?pageSize=100&sort=createdAt&order=desc");
    expect(full.data).toHaveLength(100);

    // The same bytes are far too many for a page of 20.
    expect(page.length).toBeGreaterThan(quotePageBytes(20));
    await expect(client().listQuotes({ pageSize: 20 })).rejects.toBeInstanceOf(ServiceAnswerTooLargeError);
    await expect(client().quotesPage("/external-api/v1/quotes?pageSize=20&sort=createdAt&order=desc")).rejects.toBeInstanceOf(
      ServiceAnswerTooLargeError,
    );
  });
});
