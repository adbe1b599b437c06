import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { getPrisma } from "@/lib/db/prisma";
import { resetEnvCache } from "@/lib/env";
import { revokeApiKey } from "@/lib/service/accounts/revoke-api-key";
import { evictAccount } from "@/lib/service/accounts/key-cache";
import { createServiceApp, MAX_BODY_BYTES } from "@/lib/service/http/app";
import { createServiceListener } from "@/lib/service/http/node-listener";
import { call, enquiryBody, newAccount, serviceApp } from "../helpers/service";

let app: Awaited<ReturnType<typeof serviceApp>>;

beforeAll(async () => {
  app = await serviceApp();
});

describe("API keys", () => {
  it("403 for a revoked key, at once, while the account's other keys still work", async () => {
    const { accountId, key, keyId } = await newAccount();
    expect((await call(app, "GET", "/external-api/v1/enquiries/x", { key })).status).toBe(404); // cached as valid
    await revokeApiKey(getPrisma(), accountId, keyId);
    const res = await call(app, "GET", "/external-api/v1/enquiries/x", { key });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ type: "about:blank", title: "Forbidden", status: 403 });
  });

  it("403 for an account that is not linked to the service", async () => {
    const { accountId, key } = await newAccount();
    await getPrisma().account.update({ where: { id: accountId }, data: { linked: false } });
    evictAccount(accountId);
    const res = await call(app, "GET", "/external-api/v1/enquiries/x", { key });
    expect(res.status).toBe(403);
  });

  it("stores only a hash of the key", async () => {
    const { key, keyId } = await newAccount();
    const row = await getPrisma().apiKey.findUniqueOrThrow({ where: { id: keyId } });
    expect(JSON.stringify(row)).not.toContain(key);
    expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("the error model", () => {
  it("unknown path under /external-api → 404 problem", async () => {
    const { key } = await newAccount();
    for (const path of ["/external-api/v1/nothing-here", "/external-api/v2/enquiries", "/external-api"]) {
      const res = await call(app, "GET", path, { key });
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
      expect(res.json.type).toBe("RESOURCE_NOT_FOUND");
    }
  });

  it("wrong method → 405 with Allow", async () => {
    const { key } = await newAccount();
    const res = await call(app, "DELETE", "/external-api/v1/enquiries", { key });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toContain("POST");
    expect(res.json).toMatchObject({ type: "about:blank", title: "Method Not Allowed", status: 405 });
    const one = await call(app, "PUT", "/external-api/v1/enquiries/R1234567", { key, body: {} });
    expect(one.status).toBe(405);
    expect(one.headers.get("allow")).toBe("GET, HEAD");
  });

  it("a trailing slash names the same resource, never a 405 for the very method used", async () => {
    const { key } = await newAccount();
    const created = await call(app, "POST", "/external-api/v1/webhooks/", { key, body: { url: "https://hooks.example.com/slash" } });
    expect(created.status).toBe(201);
    for (const path of ["/external-api/v1/webhooks/", "/external-api/v1/quotes/", `/external-api/v1/webhooks/${created.json.data.id}/`]) {
      const res = await call(app, "GET", path, { key });
      expect(res.status, path).toBe(200);
    }
    expect((await call(app, "GET", "/external-api/v1/webhooks/", { key })).json.data).toHaveLength(1);
    const enquiries = await call(app, "GET", "/external-api/v1/enquiries/", { key });
    expect(enquiries.status).toBe(405);
    expect(enquiries.headers.get("allow")).toBe("POST");
  });

  it("body over 1 MiB → 413 problem", async () => {
    const { key } = await newAccount();
    const raw = JSON.stringify({ ...enquiryBody(), padding: "x".repeat(MAX_BODY_BYTES) });
    const res = await call(app, "POST", "/external-api/v1/enquiries", { key, raw });
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ type: "about:blank", status: 413 });
  });

  it("over HTTP: 413 on a declared Content-Length or on a chunked body that grows too large; a body within the limit is read", async () => {
    const { key } = await newAccount();
    const server: Server = createServer(createServiceListener(app));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    // Sends `body` in one piece with its Content-Length, or in chunks without one.
    const post = (body: string, chunked: boolean) =>
      new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
        const headers: Record<string, string> = { "x-api-key": key, "content-type": "application/json" };
        if (!chunked) headers["content-length"] = String(Buffer.byteLength(body));
        const req = request({ host: "127.0.0.1", port, method: "POST", path: "/external-api/v1/enquiries", headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ status: res.statusCode!, json: JSON.parse(Buffer.concat(chunks).toString()) }));
        });
        req.on("error", reject);
        if (chunked) for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.slice(i, i + 64 * 1024));
        else req.write(body);
        req.end();
      });
    try {
      const big = JSON.stringify({ ...enquiryBody(), padding: "x".repeat(MAX_BODY_BYTES) });
      for (const chunked of [false, true]) {
        const res = await post(big, chunked);
        expect(res.status).toBe(413);
        expect(res.json).toMatchObject({ type: "about:blank", status: 413 });
      }
      for (const chunked of [false, true]) expect((await post(JSON.stringify(enquiryBody()), chunked)).status).toBe(201);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it("an uncaught failure → 500 INTERNAL_SERVER_ERROR without internals", async () => {
    const { key } = await newAccount();
    const local = createServiceApp();
    local.get("/external-api/v1/explode", () => {
      throw new Error("secret database password in a stack trace");
    });
    const res = await call(local, "GET", "/external-api/v1/explode", { key });
    expect(res.status).toBe(500);
    expect(res.json).toMatchObject({ type: "INTERNAL_SERVER_ERROR", status: 500, title: "Internal server error" });
    expect(res.text).not.toContain("secret");
    expect(res.text).not.toContain("at ");
  });

  it("serves the OpenAPI 3.1 document without a key", async () => {
    const res = await call(app, "GET", "/external-api/v1/openapi.json", { headers: { origin: "https://editor.example" } });
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe("3.1.0");
    // Any origin may read the document; the API itself is not for browsers.
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const { key } = await newAccount();
    const api = await call(app, "GET", "/external-api/v1/webhooks", { key, headers: { origin: "https://editor.example" } });
    expect(api.status).toBe(200);
    expect(api.headers.get("access-control-allow-origin")).toBeNull();
    expect(res.json.paths).toHaveProperty(["/external-api/v1/enquiries"]);
    expect(res.json.paths).toHaveProperty(["/external-api/v1/enquiries/{id}"]);
    expect(res.json.components.schemas).toHaveProperty("Enquiry");
    expect(res.json.components.schemas).toHaveProperty("ResourceNotFoundProblem");
  });
});

describe("rate limit", () => {
  it("429 with Retry-After past the limit, per key", async () => {
    process.env.RATE_LIMIT_PER_MINUTE = "3";
    resetEnvCache();
    const limited = createServiceApp();
    process.env.RATE_LIMIT_PER_MINUTE = "0";
    resetEnvCache();
    const a = await newAccount();
    const b = await newAccount();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(limited, "GET", "/external-api/v1/enquiries/x", { key: a.key })).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
    const res = await call(limited, "GET", "/external-api/v1/enquiries/x", { key: a.key });
    expect(res.json).toMatchObject({ type: "about:blank", title: "Too Many Requests", status: 429 });
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await call(limited, "GET", "/external-api/v1/enquiries/x", { key: b.key })).status).toBe(404);
  });
});
