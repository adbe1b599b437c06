import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CLOSURE_REASONS } from "@/lib/contract/common";
import { getPrisma } from "@/lib/db/prisma";
import { resetEnvCache } from "@/lib/env";
import { createServiceApp } from "@/lib/service/http/app";
import { ensureInventory } from "@/lib/service/inventory/ensure-inventory";
import { call, enquiryBody, newAccount, serviceApp } from "../helpers/service";
import { allowInserts, eventsInOrder, failInserts } from "../helpers/raw";
import { dialectOf } from "@/lib/db/sql";

let app: Awaited<ReturnType<typeof serviceApp>>;
let key: string;

beforeAll(async () => {
  app = await serviceApp();
  await ensureInventory(getPrisma());
  ({ key } = await newAccount());
});

async function newEnquiry(k = key, overrides: Record<string, unknown> = {}) {
  const res = await call(app, "POST", "/external-api/v1/enquiries", { key: k, body: enquiryBody(overrides) });
  expect(res.status).toBe(201);
  return res.json.data as { serviceReference: string; externalId: string; clientReference: string };
}

const changeState = (id: string, body: unknown, k = key) =>
  call(app, "POST", `/external-api/v1/sandbox/enquiries/${id}/change-state`, { key: k, body });

const getEnquiry = async (id: string) => (await call(app, "GET", `/external-api/v1/enquiries/${id}`, { key })).json.data;

// Events in the order they were recorded, with their parsed bodies.
async function events(serviceReference: string) {
  const enquiry = await getPrisma().enquiry.findUniqueOrThrow({ where: { serviceReference } });
  const rows = await eventsInOrder(enquiry.id);
  return rows.map((r) => ({ type: r.type, ...(JSON.parse(r.body) as { data: Record<string, any> }) }));
}
const types = async (ref: string) => (await events(ref)).map((e) => e.type);

async function quotesOf(serviceReference: string) {
  return getPrisma().quote.findMany({ where: { enquiry: { serviceReference } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}

/** An enquiry moved to `state` through the API (or, for the booking states, directly). */
async function enquiryIn(state: string) {
  const e = await newEnquiry();
  if (state === "SHORTLISTING" || state === "QUOTED" || state === "CLOSED") {
    expect((await changeState(e.serviceReference, { enquiryState: state })).status).toBe(204);
  } else if (state !== "NEW") {
    await getPrisma().enquiry.update({ where: { serviceReference: e.serviceReference }, data: { state } });
  }
  return e;
}

describe("allowed moves", () => {
  it("NEW → SHORTLISTING assigns a specialist: SPECIALIST_ASSIGNED, then SHORTLISTING", async () => {
    const e = await newEnquiry();
    const res = await changeState(e.serviceReference, { enquiryState: "SHORTLISTING" });
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    const after = await getEnquiry(e.serviceReference);
    expect(after.enquiryState).toEqual({ state: "SHORTLISTING", closureReason: null });
    expect(after.assignedSpecialist).toEqual({ name: expect.any(String) });
    const recorded = await events(e.serviceReference);
    expect(recorded.map((x) => x.type)).toEqual(["ENQUIRY.CREATED", "ENQUIRY.SPECIALIST_ASSIGNED", "ENQUIRY.SHORTLISTING"]);
    expect(recorded[2]!.data).toMatchObject({
      serviceReference: e.serviceReference,
      externalId: e.externalId,
      clientReference: e.clientReference,
      enquiryState: { state: "SHORTLISTING", closureReason: null },
    });
  });

  it("NEW → QUOTED passes through SHORTLISTING and sends a quote, events in order", async () => {
    const e = await newEnquiry();
    expect((await changeState(e.serviceReference, { enquiryState: "QUOTED" })).status).toBe(204);
    expect((await getEnquiry(e.serviceReference)).enquiryState.state).toBe("QUOTED");
    const recorded = await events(e.serviceReference);
    expect(recorded.map((x) => x.type)).toEqual([
      "ENQUIRY.CREATED",
      "ENQUIRY.SPECIALIST_ASSIGNED",
      "ENQUIRY.SHORTLISTING",
      "QUOTE.CREATED",
      "ENQUIRY.QUOTED",
    ]);
    const [quote] = await quotesOf(e.serviceReference);
    expect(recorded[3]!.data).toEqual({
      quoteId: quote!.id,
      serviceEnquiryReference: e.serviceReference,
      clientEnquiryReference: e.clientReference,
      state: "ACTIVE",
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
    });
    expect(recorded[4]!.data.enquiryState).toEqual({ state: "QUOTED", closureReason: null });
    expect(quote!.state).toBe("ACTIVE");
    const items = quote!.items as unknown[];
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.length).toBeLessThanOrEqual(5);
  });

  it("SHORTLISTING → QUOTED sends the quote without assigning the specialist again", async () => {
    const e = await enquiryIn("SHORTLISTING");
    const specialist = (await getEnquiry(e.serviceReference)).assignedSpecialist;
    expect((await changeState(e.serviceReference, { enquiryState: "QUOTED" })).status).toBe(204);
    expect((await types(e.serviceReference)).slice(3)).toEqual(["QUOTE.CREATED", "ENQUIRY.QUOTED"]);
    expect((await getEnquiry(e.serviceReference)).assignedSpecialist).toEqual(specialist);
  });

  it("QUOTED → QUOTED sends a new quote and invalidates the old one first", async () => {
    const e = await enquiryIn("QUOTED");
    const [old] = await quotesOf(e.serviceReference);
    expect((await changeState(e.serviceReference, { enquiryState: "QUOTED" })).status).toBe(204);
    const recorded = await events(e.serviceReference);
    expect(recorded.slice(5).map((x) => x.type)).toEqual(["QUOTE.INVALIDATED", "QUOTE.CREATED", "ENQUIRY.QUOTED"]);
    const quotes = await quotesOf(e.serviceReference);
    expect(quotes).toHaveLength(2);
    const invalidated = quotes.find((q) => q.id === old!.id)!;
    const fresh = quotes.find((q) => q.id !== old!.id)!;
    expect(invalidated).toMatchObject({ state: "INVALIDATED", invalidatedAt: expect.any(Date) });
    expect(fresh).toMatchObject({ state: "ACTIVE", invalidatedAt: null });
    expect(recorded[5]!.data).toMatchObject({ quoteId: old!.id, state: "INVALIDATED" });
    expect(recorded[6]!.data).toMatchObject({ quoteId: fresh.id, state: "ACTIVE" });
  });

  it.each(["NEW", "SHORTLISTING", "QUOTED"])("%s → CLOSED with a reason", async (from) => {
    const e = await enquiryIn(from);
    const before = (await types(e.serviceReference)).length;
    expect((await changeState(e.serviceReference, { enquiryState: "CLOSED", closureReason: "PRICE" })).status).toBe(204);
    expect((await getEnquiry(e.serviceReference)).enquiryState).toEqual({ state: "CLOSED", closureReason: "PRICE" });
    const recorded = await events(e.serviceReference);
    expect(recorded.slice(before).map((x) => x.type)).toEqual(["ENQUIRY.CLOSED"]);
    expect(recorded[before]!.data.enquiryState).toEqual({ state: "CLOSED", closureReason: "PRICE" });
  });

  it("CLOSED without a reason closes with a null reason; every reason of the enum is accepted", async () => {
    const e = await newEnquiry();
    expect((await changeState(e.serviceReference, { enquiryState: "CLOSED" })).status).toBe(204);
    expect((await getEnquiry(e.serviceReference)).enquiryState).toEqual({ state: "CLOSED", closureReason: null });
    for (const reason of CLOSURE_REASONS) {
      const other = await newEnquiry();
      expect((await changeState(other.serviceReference, { enquiryState: "CLOSED", closureReason: reason })).status).toBe(204);
    }
  });

  it("is all or nothing: when the quote cannot be stored, no state, specialist or event is kept", async () => {
    const e = await newEnquiry();
    await failInserts("Quote");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await changeState(e.serviceReference, { enquiryState: "QUOTED" });
      expect(res.status).toBe(500);
      expect(res.json.type).toBe("INTERNAL_SERVER_ERROR");
    } finally {
      logged.mockRestore();
      await allowInserts("Quote");
    }
    const after = await getEnquiry(e.serviceReference);
    expect(after.enquiryState.state).toBe("NEW");
    expect(after.assignedSpecialist).toBeNull();
    expect(await types(e.serviceReference)).toEqual(["ENQUIRY.CREATED"]);
  });

  it("is all or nothing without a quote too: when an event cannot be stored, no state, specialist or event is kept", async () => {
    const e = await newEnquiry();
    // Only the second event of the move fails: the first is written, then rolled back.
    const postgres = dialectOf() === "postgres";
    if (postgres) {
      await getPrisma().$executeRawUnsafe(
        `CREATE OR REPLACE FUNCTION fail_shortlisting() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.type = 'ENQUIRY.SHORTLISTING' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$`,
      );
      await getPrisma().$executeRawUnsafe(`CREATE TRIGGER fail_shortlisting BEFORE INSERT ON "Event" FOR EACH ROW EXECUTE FUNCTION fail_shortlisting()`);
    } else {
      await getPrisma().$executeRawUnsafe(
        `CREATE TRIGGER fail_shortlisting BEFORE INSERT ON "Event" WHEN NEW.type = 'ENQUIRY.SHORTLISTING' BEGIN SELECT RAISE(ABORT, 'boom'); END`,
      );
    }
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect((await changeState(e.serviceReference, { enquiryState: "SHORTLISTING" })).status).toBe(500);
    } finally {
      logged.mockRestore();
      await getPrisma().$executeRawUnsafe(postgres ? `DROP TRIGGER fail_shortlisting ON "Event"` : "DROP TRIGGER fail_shortlisting");
    }
    const after = await getEnquiry(e.serviceReference);
    expect(after.enquiryState.state).toBe("NEW");
    expect(after.assignedSpecialist).toBeNull();
    // SPECIALIST_ASSIGNED was written before the failing insert: it is rolled back with it.
    expect(await types(e.serviceReference)).toEqual(["ENQUIRY.CREATED"]);
  });

  it("serialises racing moves: each passes or is refused on the state it finds, its events recorded once", async () => {
    const e = await newEnquiry();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => changeState(e.serviceReference, { enquiryState: i % 2 === 0 ? "SHORTLISTING" : "CLOSED" })),
    );
    const passed = results.filter((r) => r.status === 204);
    // SHORTLISTING then CLOSED is a valid sequence, so up to two may pass, never two of a kind.
    expect(passed.length).toBeGreaterThanOrEqual(1);
    for (const r of results) expect([204, 400]).toContain(r.status);
    const recorded = await types(e.serviceReference);
    expect(recorded.filter((t) => t === "ENQUIRY.SHORTLISTING").length).toBeLessThanOrEqual(1);
    expect(recorded.filter((t) => t === "ENQUIRY.SPECIALIST_ASSIGNED").length).toBeLessThanOrEqual(1);
    expect(recorded.filter((t) => t === "ENQUIRY.CLOSED").length).toBe(1);
    expect(recorded.length).toBe(1 + passed.length + (recorded.includes("ENQUIRY.SHORTLISTING") ? 1 : 0));
    expect((await getEnquiry(e.serviceReference)).enquiryState.state).toBe("CLOSED");
  });

  it("finds the enquiry by externalId too", async () => {
    const e = await newEnquiry();
    expect((await changeState(e.externalId, { enquiryState: "SHORTLISTING" })).status).toBe(204);
    expect((await getEnquiry(e.serviceReference)).enquiryState.state).toBe("SHORTLISTING");
  });
});

describe("refused moves: 400 SANDBOX_SPECIFIC_ACTION_ERROR, nothing changes", () => {
  const refused: [string, string][] = [
    ["SHORTLISTING", "SHORTLISTING"],
    ["QUOTED", "SHORTLISTING"],
    ["CLOSED", "SHORTLISTING"],
    ["CLOSED", "QUOTED"],
    ["CLOSED", "CLOSED"],
    ...["BOOKING_PENDING", "BOOKING_CONFIRMED", "BOOKING_CHECK_IN_DETAILS_SENT", "BOOKING_CANCELLED"].flatMap((from) =>
      ["SHORTLISTING", "QUOTED", "CLOSED"].map((to): [string, string] => [from, to]),
    ),
  ];

  it.each(refused)("%s → %s", async (from, to) => {
    const e = await enquiryIn(from);
    const before = { enquiry: await getEnquiry(e.serviceReference), events: await types(e.serviceReference), quotes: await quotesOf(e.serviceReference) };
    const res = await changeState(e.serviceReference, { enquiryState: to });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(res.json).toMatchObject({ type: "SANDBOX_SPECIFIC_ACTION_ERROR", status: 400, detail: expect.any(String) });
    expect(await getEnquiry(e.serviceReference)).toEqual(before.enquiry);
    expect(await types(e.serviceReference)).toEqual(before.events);
    expect(await quotesOf(e.serviceReference)).toEqual(before.quotes);
  });
});

describe("bad requests", () => {
  it.each([
    ["no enquiryState", {}, "enquiryState"],
    ["NEW as a target", { enquiryState: "NEW" }, "enquiryState"],
    ["a booking state as a target", { enquiryState: "BOOKING_PENDING" }, "enquiryState"],
    ["an unknown closure reason", { enquiryState: "CLOSED", closureReason: "BORED" }, "closureReason"],
    ["a closure reason with another state", { enquiryState: "SHORTLISTING", closureReason: "PRICE" }, "closureReason"],
  ])("%s → 400 VALIDATION_ERROR", async (_name, body, field) => {
    const e = await newEnquiry();
    const res = await changeState(e.serviceReference, body);
    expect(res.status).toBe(400);
    expect(res.json.type).toBe("VALIDATION_ERROR");
    expect(Object.keys(res.json.errors)).toContain(field);
    expect((await getEnquiry(e.serviceReference)).enquiryState.state).toBe("NEW");
  });

  it("a body that is not JSON → 400 MALFORMED_REQUEST", async () => {
    const e = await newEnquiry();
    const res = await call(app, "POST", `/external-api/v1/sandbox/enquiries/${e.serviceReference}/change-state`, { key, raw: "{nope" });
    expect(res.status).toBe(400);
    expect(res.json.type).toBe("MALFORMED_REQUEST");
  });

  it("an unknown enquiry → 404 RESOURCE_NOT_FOUND", async () => {
    const res = await changeState("RZZZZZZZ", { enquiryState: "SHORTLISTING" });
    expect(res.status).toBe(404);
    expect(res.json.type).toBe("RESOURCE_NOT_FOUND");
  });
});

describe("production", () => {
  afterEach(() => {
    process.env.SERVICE_ENVIRONMENT = "sandbox";
    resetEnvCache();
  });

  it("has no sandbox routes: 404 exactly like an unknown path, and none in the OpenAPI document", async () => {
    process.env.SERVICE_ENVIRONMENT = "production";
    resetEnvCache();
    const production = createServiceApp();
    const e = await newEnquiry();
    const path = `/external-api/v1/sandbox/enquiries/${e.serviceReference}/change-state`;
    const res = await call(production, "POST", path, { key, body: { enquiryState: "SHORTLISTING" } });
    const unknown = await call(production, "POST", "/external-api/v1/no-such-thing", { key, body: { enquiryState: "SHORTLISTING" } });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(res.json).toEqual({ ...unknown.json, detail: `No resource at ${path}.`, instance: path });
    expect((await call(production, "GET", path, { key })).status).toBe(404);
    expect((await getEnquiry(e.serviceReference)).enquiryState.state).toBe("NEW");
    const doc = (await call(production, "GET", "/external-api/v1/openapi.json")).json;
    expect(Object.keys(doc.paths).filter((p) => p.includes("/sandbox/"))).toEqual([]);
    expect(doc.paths).toHaveProperty(["/external-api/v1/quotes"]);
  });
});
