import { beforeAll, describe, expect, it } from "vitest";
import { PROBLEMS } from "@/lib/contract/problem";
import { call, newAccount, serviceApp } from "../helpers/service";

// What generated clients and their authors read in the document: stable operation names,
// every error a call can meet with its possible `type` codes, named schemas, and the
// specification's types.

type Schema = Record<string, unknown> & { type?: unknown; enum?: unknown[]; properties?: Record<string, Schema>; items?: Schema };
type Response = { headers?: Record<string, unknown>; content?: Record<string, { schema: Schema }> };
type Operation = { operationId?: string; security?: unknown[]; parameters?: { name: string; schema: Schema; example?: unknown }[]; responses: Record<string, Response> };
type Document = { paths: Record<string, Record<string, Operation>>; webhooks: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> }; servers: { url: string }[] };

const V1 = "/external-api/v1";
let app: Awaited<ReturnType<typeof serviceApp>>;
let doc: Document;
beforeAll(async () => {
  app = await serviceApp();
  doc = (await call(app, "GET", `${V1}/openapi.json`)).json;
});

const operations = () => Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ key: `${method} ${path}`, op })));

function resolve(schema: Schema): Schema {
  const ref = schema.$ref as string | undefined;
  return ref ? doc.components.schemas[ref.split("/").pop()!]! : schema;
}

/** The `type` values an error response can carry. */
function problemTypes(response: Response): string[] {
  const schema = response.content!["application/problem+json"]!.schema;
  const variants = (schema.anyOf as Schema[] | undefined) ?? [schema];
  return variants.flatMap((v) => (resolve(v).properties!.type!.enum as string[]) ?? []);
}

describe("the OpenAPI document", () => {
  it("names every operation and event in verb-noun form, each once", () => {
    const ids = [...operations(), ...Object.values(doc.webhooks).flatMap((ops) => Object.values(ops).map((op) => ({ key: "webhook", op })))].map(
      ({ key, op }) => op.operationId ?? `missing on ${key}`,
    );
    for (const id of ids) expect(id).toMatch(/^(create|get|list|update|delete|retry|change|trigger|provision|receive|accept|decline)[A-Z][A-Za-z]+$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(["createEnquiry", "getEnquiry", "listQuotes", "listWebhooks", "createWebhook", "getWebhook", "updateWebhook", "deleteWebhook"]));
  });

  it("lists every error an operation can answer, with the type codes each status can carry", () => {
    for (const { key, op } of operations()) {
      const keyed = op.security === undefined;
      for (const status of keyed ? ["401", "403", "429", "500", "503"] : ["401", "500", "503"]) expect(op.responses[status], `${key} ${status}`).toBeDefined();
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue;
        const types = problemTypes(response);
        expect(types.length, `${key} ${status}`).toBeGreaterThan(0);
        const codes = Object.entries(PROBLEMS).filter(([, p]) => String(p.status) === status).map(([code]) => code);
        for (const type of types) expect([...codes, "about:blank"], `${key} ${status}`).toContain(type);
      }
      for (const status of keyed ? ["429", "503"] : ["503"]) expect(op.responses[status]!.headers, `${key} ${status}`).toHaveProperty("Retry-After");
      expect(op.responses["401"]!.headers, key).toHaveProperty("WWW-Authenticate");
    }
    const create = doc.paths[`${V1}/enquiries`]!.post!;
    expect(problemTypes(create.responses["400"]!).sort()).toEqual(
      ["DUPLICATE_CLIENT_REFERENCE", "GEOCODE_FAILURE", "MALFORMED_REQUEST", "RESOURCE_ALREADY_EXISTS", "VALIDATION_ERROR"].sort(),
    );
    expect(problemTypes(doc.paths[`${V1}/enquiries/{id}`]!.get!.responses["404"]!)).toEqual(["RESOURCE_NOT_FOUND"]);
  });

  it("documents the rate-limit headers on every answer to a known key", () => {
    for (const { key, op } of operations()) {
      if (op.security !== undefined) continue;
      for (const [status, response] of Object.entries(op.responses)) {
        if (status === "401" || status === "403") continue;
        for (const header of ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "RateLimit-Policy"]) {
          expect(response.headers, `${key} ${status}`).toHaveProperty(header);
        }
      }
    }
  });

  it("names its object schemas, keeps null out of the components, and declares the specification's types", () => {
    const inline: string[] = [];
    const walk = (schema: unknown, where: string) => {
      if (!schema || typeof schema !== "object") return;
      const s = schema as Schema;
      if (s.type === "object" && s.properties && where.includes("/properties/")) inline.push(where);
      for (const [k, v] of Object.entries(s)) walk(v, `${where}/${k}`);
    };
    for (const [name, schema] of Object.entries(doc.components.schemas)) {
      walk(schema, name);
      expect(schema.enum ?? [], name).not.toContain(null);
      expect(Array.isArray(schema.type) ? schema.type : [schema.type], name).not.toContain("null");
    }
    expect(inline).toEqual([]);
    const quotes = doc.paths[`${V1}/quotes`]!.get!;
    const param = (name: string) => quotes.parameters!.find((p) => p.name === name)!;
    expect(param("isBackwards").schema.type).toBe("boolean");
    expect(param("isBackwards").example).toBe(false);
    expect(param("pageSize").example).toBe(10);
    const location = doc.components.schemas.EnquiryLocationInput!;
    expect(location.anyOf).toEqual([{ required: ["addressFormatted"] }, { required: ["coordinates"] }, { required: ["mapPlaceId"] }]);
    expect(doc.servers[0]!.url).toMatch(/^https?:\/\/[^/]+$/);
  });

  it("takes isBackwards as the words true and false, and nothing else", async () => {
    const { key } = await newAccount();
    for (const value of ["true", "false"]) expect((await call(app, "GET", `${V1}/quotes?isBackwards=${value}`, { key })).status).toBe(200);
    const bad = await call(app, "GET", `${V1}/quotes?isBackwards=yes`, { key });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toHaveProperty("isBackwards");
  });
});
