import { beforeAll, describe, expect, it } from "vitest";
import { getPrisma } from "@/lib/db/prisma";
import { call, enquiryBody, newAccount, serviceApp } from "../helpers/service";

// The client-preference extension: key-authenticated, scoped to the caller's account,
// validated, one row per enquiry, and shown to specialists as the latest report.

let app: Awaited<ReturnType<typeof serviceApp>>;
let account: Awaited<ReturnType<typeof newAccount>>;
const V1 = "/external-api/v1";

type Quoted = { serviceReference: string; quoteId: string; itemId: string; propertyName: string; unitName: string };

async function quotedEnquiry(key = account.key): Promise<Quoted> {
  const created = await call(app, "POST", `${V1}/enquiries`, { key, body: enquiryBody() });
  expect(created.status).toBe(201);
  const ref = created.json.data.serviceReference as string;
  expect((await call(app, "POST", `${V1}/sandbox/enquiries/${ref}/change-state`, { key, body: { enquiryState: "QUOTED" } })).status).toBe(204);
  const quotes = await call(app, "GET", `${V1}/quotes?serviceEnquiryReference=${ref}`, { key });
  const quote = quotes.json.data[0];
  const item = quote.items[0];
  return { serviceReference: ref, quoteId: quote.id, itemId: item.id, propertyName: item.property.propertyName, unitName: item.property.units[0].unitName };
}

const put = (ref: string, body: unknown, key = account.key) => call(app, "PUT", `${V1}/enquiries/${ref}/client-preference`, { key, body });

beforeAll(async () => {
  app = await serviceApp();
  account = await newAccount();
});

describe("PUT /enquiries/{id}/client-preference", () => {
  it("records the preferred unit with the note, and a second report replaces the first", async () => {
    const q = await quotedEnquiry();
    const first = await put(q.serviceReference, { quoteId: q.quoteId, quoteItemId: q.itemId, unitName: q.unitName, note: "  Near the park, please. " });
    expect(first.status).toBe(200);
    expect(first.json.data).toEqual({
      serviceReference: q.serviceReference,
      quoteId: q.quoteId,
      quoteItemId: q.itemId,
      propertyName: q.propertyName,
      unitName: q.unitName,
      note: "Near the park, please.",
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
    });
    const second = await put(q.serviceReference, { quoteId: q.quoteId, quoteItemId: q.itemId, unitName: q.unitName });
    expect(second.json.data.note).toBeNull();
    const enquiry = await getPrisma().enquiry.findUniqueOrThrow({ where: { serviceReference: q.serviceReference }, include: { clientPreference: true } });
    expect(enquiry.clientPreference).toMatchObject({ quoteItemId: q.itemId, unitName: q.unitName, note: null });
  });

  it("is scoped to the caller's account: another account's enquiry or quote is not found and stays untouched", async () => {
    const mine = await quotedEnquiry();
    const other = await newAccount();
    const theirs = await quotedEnquiry(other.key);
    const res = await put(theirs.serviceReference, { quoteId: theirs.quoteId, quoteItemId: theirs.itemId, unitName: theirs.unitName });
    expect(res.status).toBe(404);
    expect(res.json.type).toBe("RESOURCE_NOT_FOUND");
    // My enquiry with their quote: not found either.
    const mixed = await put(mine.serviceReference, { quoteId: theirs.quoteId, quoteItemId: theirs.itemId, unitName: theirs.unitName });
    expect(mixed.status).toBe(404);
    const rows = await getPrisma().clientPreference.count({ where: { enquiry: { serviceReference: { in: [theirs.serviceReference, mine.serviceReference] } } } });
    expect(rows).toBe(0);
  });

  it("refuses bad input by field, a replaced quote with 409, and changes nothing", async () => {
    const q = await quotedEnquiry();
    const base = { quoteId: q.quoteId, quoteItemId: q.itemId, unitName: q.unitName };
    const cases: [unknown, string][] = [
      [{ ...base, unitName: "" }, "unitName"],
      [{ ...base, unitName: "No such unit" }, "unitName"],
      [{ ...base, quoteItemId: "nope" }, "quoteItemId"],
      [{ ...base, note: "x".repeat(501) }, "note"],
      [{ ...base, note: "bell\u0007" }, "note"],
      [{ quoteItemId: q.itemId, unitName: q.unitName }, "quoteId"],
    ];
    for (const [body, field] of cases) {
      const res = await put(q.serviceReference, body);
      expect(res.status, field).toBe(400);
      expect(res.json.type).toBe("VALIDATION_ERROR");
      expect(Object.keys(res.json.errors)).toEqual([field]);
    }
    expect((await call(app, "PUT", `${V1}/enquiries/${q.serviceReference}/client-preference`, { key: account.key, raw: "[" })).json.type).toBe("MALFORMED_REQUEST");
    expect((await put("RNOSUCH1", base)).status).toBe(404);

    // A new quote replaces the old one: the old one's options can no longer be preferred.
    await call(app, "POST", `${V1}/sandbox/enquiries/${q.serviceReference}/change-state`, { key: account.key, body: { enquiryState: "QUOTED" } });
    const stale = await put(q.serviceReference, base);
    expect(stale.status).toBe(409);
    expect(await getPrisma().clientPreference.count({ where: { enquiry: { serviceReference: q.serviceReference } } })).toBe(0);
  });

  it("leaves one row when two reports race", async () => {
    const q = await quotedEnquiry();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => put(q.serviceReference, { quoteId: q.quoteId, quoteItemId: q.itemId, unitName: q.unitName, note: `tab ${i}` })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(await getPrisma().clientPreference.count({ where: { enquiry: { serviceReference: q.serviceReference } } })).toBe(1);
  });

  it("is in the OpenAPI document as an extension", async () => {
    const doc = (await call(app, "GET", `${V1}/openapi.json`)).json;
    const op = doc.paths["/external-api/v1/enquiries/{id}/client-preference"].put;
    expect(op["x-staydesk-extension"]).toBe(true);
    expect(op.description).toContain("Not part of the specification");
    expect(Object.keys(op.responses).sort()).toEqual(["200", "400", "401", "403", "404", "409", "413", "429", "500", "503"]);
  });
});
