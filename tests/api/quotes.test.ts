import fs from "node:fs";
import zlib from "node:zlib";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getPrisma } from "@/lib/db/prisma";
import { ensureInventory } from "@/lib/service/inventory/ensure-inventory";
import { publicOrigin } from "@/lib/service/public-origin";
import { call, enquiryBody, newAccount, serviceApp } from "../helpers/service";

let app: Awaited<ReturnType<typeof serviceApp>>;
let account: { accountId: string; key: string };
type Enq = { serviceReference: string; externalId: string; clientReference: string };
let london: Enq;
let paris: Enq;
let undated: Enq;

const LIST = "/external-api/v1/quotes";
const list = (query = "", key = account.key) => call(app, "GET", `${LIST}${query}`, { key });

async function newEnquiry(overrides: Record<string, unknown> = {}, key = account.key): Promise<Enq> {
  const res = await call(app, "POST", "/external-api/v1/enquiries", { key, body: enquiryBody(overrides) });
  expect(res.status).toBe(201);
  return res.json.data;
}

async function sendQuote(e: Enq, key = account.key) {
  const res = await call(app, "POST", `/external-api/v1/sandbox/enquiries/${e.serviceReference}/change-state`, { key, body: { enquiryState: "QUOTED" } });
  expect(res.status).toBe(204);
}

/** The account's quote ids as the list must order them, straight from the database. */
async function expectedIds(sort: "createdAt" | "updatedAt" = "createdAt", order: "asc" | "desc" = "desc", enquiry?: Enq) {
  const rows = await getPrisma().quote.findMany({
    where: { accountId: account.accountId, ...(enquiry ? { enquiry: { serviceReference: enquiry.serviceReference } } : {}) },
    orderBy: [{ [sort]: order }, { id: order }],
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

/** Follows links from `start` until there is none, collecting each page's ids. */
async function walk(start: string, direction: "next" | "previous", between?: (page: number) => Promise<void>) {
  const pages: string[][] = [];
  let link: string | null = start;
  while (link) {
    const res = await call(app, "GET", link, { key: account.key });
    expect(res.status).toBe(200);
    pages.push(res.json.data.map((q: { id: string }) => q.id));
    link = res.json.pagination[direction];
    await between?.(pages.length);
  }
  return direction === "next" ? pages : pages.reverse();
}

const cents = (n: number) => Math.round(n * 100);

beforeAll(async () => {
  app = await serviceApp();
  await ensureInventory(getPrisma());
  account = await newAccount();
  london = await newEnquiry();
  paris = await newEnquiry({ enquiryLocation: { coordinates: { latitude: 48.8566, longitude: 2.3522 } }, guestNumbers: { adults: 4 } });
  undated = await newEnquiry({ checkInOut: { checkIn: null, checkOut: null }, guestNumbers: { adults: 1 } });
  // 25 quotes, interleaved so that the enquiries' quotes are mixed in time.
  for (let i = 0; i < 10; i++) {
    await sendQuote(london);
    if (i < 8) await sendQuote(paris);
    if (i < 7) await sendQuote(undated);
  }
}, 60_000);

describe("GET /external-api/v1/quotes: shape and content", () => {
  it("answers the first page with defaults: 10 quotes, newest first, previous null", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.json.data.map((q: { id: string }) => q.id)).toEqual((await expectedIds()).slice(0, 10));
    expect(res.json.pagination.previous).toBeNull();
    expect(res.json.pagination.next).toMatch(/^\/external-api\/v1\/quotes\?cursor=[A-Za-z0-9_-]+&isBackwards=false&pageSize=10&sort=createdAt&order=desc$/);
  });

  it("has exactly the specification's fields", async () => {
    const q = (await list(`?serviceEnquiryReference=${london.serviceReference}&pageSize=1`)).json.data[0];
    expect(Object.keys(q).sort()).toEqual(
      ["bookedQuoteItem", "clientEnquiryReference", "createdAt", "description", "id", "invalidatedAt", "items", "serviceEnquiryReference", "state", "updatedAt"],
    );
    expect(q).toMatchObject({ serviceEnquiryReference: london.serviceReference, clientEnquiryReference: london.clientReference, state: "ACTIVE", invalidatedAt: null, bookedQuoteItem: null });
    expect(q.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(q.description).toContain("1 Mar – 8 Mar 2027 (7 nights)");
    expect(q.items.length).toBeGreaterThanOrEqual(2);
    expect(q.items.length).toBeLessThanOrEqual(5);
    const item = q.items[0];
    expect(Object.keys(item).sort()).toEqual(["booked", "distanceFromEnquiryLocation", "id", "property"]);
    expect(item.booked).toBe(false);
    expect(Object.keys(item.property).sort()).toEqual(
      ["additionalDetails", "address", "coordinates", "features", "images", "locationMapLink", "locationOverview", "overview", "propertyName", "propertyUrl", "termsOfStay", "units"],
    );
    expect(Object.keys(item.property.address).sort()).toEqual(["country", "countryCode", "line1", "line2", "postcode", "region", "townCity"]);
    const unit = item.property.units[0];
    expect(Object.keys(unit).sort()).toEqual(
      ["additionalCharges", "availability", "cancellationPolicies", "features", "maxOccupancy", "notes", "numberOfBathrooms", "numberOfBedrooms", "priceBreakdown", "unitName", "unitSize"],
    );
    expect(Object.keys(unit.features[0]).sort()).toEqual(["availability", "category", "description", "key", "measurableUnitValue", "subCategory"]);
    expect(Object.keys(unit.additionalCharges[0]).sort()).toEqual(
      ["chargeFormat", "chargeFrequency", "chargedPerGuest", "commisionable", "grossCost", "refundable", "summary", "vat"],
    );
    expect(unit.availability).toEqual({ from: "2027-03-01", to: "2027-03-08", nights: 7 });
  });

  it("quotes the nearest properties within 25 km whose units sleep the whole party", async () => {
    for (const [enquiry, guests] of [[london, 3], [paris, 4], [undated, 1]] as const) {
      const q = (await list(`?serviceEnquiryReference=${enquiry.serviceReference}&pageSize=1`)).json.data[0];
      const distances = q.items.map((i: any) => i.distanceFromEnquiryLocation);
      expect(distances.every((d: any) => d.unit === "KILOMETERS" && d.value >= 0 && d.value <= 25)).toBe(true);
      expect(distances.map((d: any) => d.value)).toEqual([...distances.map((d: any) => d.value)].sort((a, b) => a - b));
      for (const item of q.items) {
        expect(item.property.units.length).toBeGreaterThan(0);
        for (const unit of item.property.units) expect(unit.maxOccupancy).toBeGreaterThanOrEqual(guests);
      }
    }
  });

  it("serves images from this deployment's public/properties, the first one default", async () => {
    const q = (await list("?pageSize=1")).json.data[0];
    for (const item of q.items) {
      const images = item.property.images;
      expect(images.map((i: any) => i.default)).toEqual([true, false, false, false]);
      expect(images.map((i: any) => i.ordering)).toEqual([1, 2, 3, 4]);
      for (const image of images) {
        expect(image.url.startsWith(`${publicOrigin()}/properties/`)).toBe(true);
        expect(image.url).toMatch(/\/properties\/[a-z0-9-]+\.svg$/);
        expect(fs.existsSync(path.join("public", new URL(image.url).pathname))).toBe(true);
      }
    }
  });

  it("prices add up to the cent: excludingTax + taxAmount = includingTax, periods + charges = whole stay", async () => {
    const quotes = (await list("?pageSize=100")).json.data;
    let units = 0;
    for (const unit of quotes.flatMap((q: any) => q.items.flatMap((i: any) => i.property.units))) {
      const { wholeStay, perPeriod } = unit.priceBreakdown;
      const amounts = [wholeStay.excludingTax, wholeStay.includingTax, wholeStay.taxAmount, ...Object.values(perPeriod.amountsExcludingAdditionalCharges)];
      for (const amount of amounts as number[]) expect(cents(amount) / 100).toBe(amount);
      expect(cents(wholeStay.excludingTax) + cents(wholeStay.taxAmount)).toBe(cents(wholeStay.includingTax));
      const charged = unit.additionalCharges.filter((c: any) => c.grossCost !== null && !c.refundable);
      const chargesGross = charged.reduce((sum: number, c: any) => sum + cents(c.grossCost), 0);
      const period = perPeriod.amountsExcludingAdditionalCharges;
      expect(cents(period.includingTaxWithBookingFee) * unit.availability.nights + chargesGross).toBe(cents(wholeStay.includingTax));
      expect(cents(period.excludingTaxWithBookingFee) * unit.availability.nights).toBeLessThanOrEqual(cents(wholeStay.excludingTax));
      units++;
    }
    expect(units).toBeGreaterThan(50);
  });

  it("prices an enquiry without dates for the documented default: 14 days after the quote, 7 nights", async () => {
    const q = (await list(`?enquiryExternalId=${undated.externalId}&pageSize=1`)).json.data[0];
    const from = new Date(Date.parse(q.createdAt) + 14 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.parse(q.createdAt) + 21 * 86_400_000).toISOString().slice(0, 10);
    for (const unit of q.items.flatMap((i: any) => i.property.units)) expect(unit.availability).toEqual({ from, to, nights: 7 });
    expect(q.description).toContain("dates are incomplete");
  });

  it("shows invalidated quotes with invalidatedAt, and a booking as bookedQuoteItem", async () => {
    const [newest, older] = (await list(`?serviceEnquiryReference=${london.serviceReference}&pageSize=2`)).json.data;
    expect(older).toMatchObject({ state: "INVALIDATED", invalidatedAt: expect.stringMatching(/Z$/) });
    const item = newest.items[1];
    const { id: enquiryId } = await getPrisma().enquiry.findUniqueOrThrow({ where: { serviceReference: london.serviceReference } });
    await getPrisma().booking.create({
      data: { id: `b-${newest.id}`, accountId: account.accountId, enquiryId, quoteId: newest.id, quoteItemId: item.id, reference: "BTEST001" },
    });
    const booked = (await list(`?serviceEnquiryReference=${london.serviceReference}&pageSize=1`)).json.data[0];
    expect(booked.bookedQuoteItem).toEqual({ bookingId: "BTEST001", quoteItemId: item.id, createdAt: expect.stringMatching(/Z$/) });
    expect(booked.items.map((i: any) => i.booked)).toEqual(booked.items.map((i: any) => i.id === item.id));
    await getPrisma().booking.delete({ where: { id: `b-${newest.id}` } });
  });
});

describe("keyset pagination", () => {
  it.each([
    ["createdAt", "desc"],
    ["createdAt", "asc"],
    ["updatedAt", "desc"],
    ["updatedAt", "asc"],
  ] as const)("sort=%s order=%s: forwards, then backwards, every quote exactly once", async (sort, order) => {
    const expected = await expectedIds(sort, order);
    const forwards = await walk(`${LIST}?pageSize=7&sort=${sort}&order=${order}`, "next");
    expect(forwards.flat()).toEqual(expected);
    expect(forwards.map((p) => p.length)).toEqual([7, 7, 7, 4]);
    // The last page reached directly (isBackwards without a cursor), then previous links.
    const backwards = await walk(`${LIST}?pageSize=7&sort=${sort}&order=${order}&isBackwards=true`, "previous");
    expect(backwards.flat()).toEqual(expected);
  });

  it("isBackwards=true without a cursor is the last page, with next null", async () => {
    const res = await list("?pageSize=4&isBackwards=true");
    expect(res.json.data.map((q: { id: string }) => q.id)).toEqual((await expectedIds()).slice(-4));
    expect(res.json.pagination.next).toBeNull();
    expect(res.json.pagination.previous).toContain("isBackwards=true");
  });

  it("skips and repeats nothing while quotes are added, newest first", async () => {
    const before = await expectedIds();
    const seen = await walk(`${LIST}?pageSize=5`, "next", async (page) => {
      if (page === 1) for (let i = 0; i < 3; i++) await sendQuote(paris);
    });
    expect(seen.flat()).toEqual(before);
    // Going back from the second page finds the first page again, then the new quotes.
    const first = (await list("?pageSize=5")).json;
    const second = (await call(app, "GET", first.pagination.next, { key: account.key })).json;
    const back = await walk(second.pagination.previous, "previous");
    const after = await expectedIds();
    expect(back.flat()).toEqual(after.slice(0, after.indexOf(second.data[0].id)));
    expect(after.slice(0, 3).every((id) => !before.includes(id))).toBe(true);
  });

  it("skips and repeats nothing while quotes are added, oldest first (new ones arrive at the end)", async () => {
    const before = await expectedIds("createdAt", "asc");
    const seen = await walk(`${LIST}?pageSize=6&order=asc`, "next", async (page) => {
      if (page === 2) for (let i = 0; i < 2; i++) await sendQuote(undated);
    });
    const after = await expectedIds("createdAt", "asc");
    expect(seen.flat()).toEqual(after);
    expect(after.slice(0, before.length)).toEqual(before);
  });
});

describe("filters", () => {
  it.each([
    ["serviceEnquiryReference", () => `serviceEnquiryReference=${london.serviceReference}`],
    ["enquiryExternalId", () => `enquiryExternalId=${encodeURIComponent(london.externalId)}`],
    ["both, naming the same enquiry", () => `serviceEnquiryReference=${london.serviceReference}&enquiryExternalId=${london.externalId}`],
  ])("%s: only that enquiry's quotes, the filter kept in the links", async (_name, filter) => {
    const pages = await walk(`${LIST}?pageSize=3&${filter()}`, "next");
    expect(pages.flat()).toEqual(await expectedIds("createdAt", "desc", london));
    const first = (await list(`?pageSize=3&${filter()}`)).json;
    expect(first.pagination.next).toContain(filter());
  });

  it("both filters naming different enquiries match nothing", async () => {
    const res = await list(`?serviceEnquiryReference=${london.serviceReference}&enquiryExternalId=${paris.externalId}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: [], pagination: { next: null, previous: null } });
  });

  it.each([
    ["an unknown serviceEnquiryReference", () => "serviceEnquiryReference=RZZZZZZZ"],
    ["an unknown enquiryExternalId", () => "enquiryExternalId=nobody-has-this"],
    ["a reference given as externalId", () => `enquiryExternalId=${london.serviceReference}`],
    ["one known and one unknown", () => `serviceEnquiryReference=${london.serviceReference}&enquiryExternalId=nobody`],
  ])("%s → 404 RESOURCE_NOT_FOUND", async (_name, filter) => {
    const res = await list(`?${filter()}`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(res.json.type).toBe("RESOURCE_NOT_FOUND");
  });
});

describe("tenancy and errors", () => {
  it("another account sees none of these quotes, and a filter on one of these enquiries is 404", async () => {
    const other = await newAccount();
    expect((await list("", other.key)).json).toEqual({ data: [], pagination: { next: null, previous: null } });
    expect((await list(`?serviceEnquiryReference=${london.serviceReference}`, other.key)).status).toBe(404);
    const own = (await list("?pageSize=1")).json.pagination.next;
    expect((await call(app, "GET", own, { key: other.key })).json.data).toEqual([]);
  });

  const otherSortCursor = () => Buffer.from(JSON.stringify(["updatedAt", "2026-01-01T00:00:00.000+00:00", "x"])).toString("base64url");
  it.each([
    ["pageSize=0", "pageSize"],
    ["pageSize=101", "pageSize"],
    ["pageSize=abc", "pageSize"],
    ["pageSize=2.5", "pageSize"],
    ["sort=price", "sort"],
    ["order=up", "order"],
    ["isBackwards=yes", "isBackwards"],
    ["cursor=!!!", "cursor"],
    [`cursor=${Buffer.from("{}").toString("base64url")}`, "cursor"],
    [`cursor=${Buffer.from('["createdAt",1,2]').toString("base64url")}`, "cursor"],
    [`cursor=${Buffer.from('["createdAt","yesterday","x"]').toString("base64url")}`, "cursor"],
    [`cursor=${Buffer.from('["createdAt","2026-13-45T00:00:00.000+00:00","x"]').toString("base64url")}`, "cursor"],
    ["serviceEnquiryReference=", "serviceEnquiryReference"],
    ["enquiryExternalId=", "enquiryExternalId"],
  ])("%s → 400 VALIDATION_ERROR on %s", async (query, field) => {
    const res = await list(`?${query}`);
    expect(res.status).toBe(400);
    expect(res.json.type).toBe("VALIDATION_ERROR");
    expect(Object.keys(res.json.errors)).toEqual([field]);
  });

  it("a cursor of the other sort field → 400 VALIDATION_ERROR", async () => {
    const res = await list(`?sort=createdAt&cursor=${otherSortCursor()}`);
    expect(res.status).toBe(400);
    expect(res.json.errors.cursor[0]).toContain("sort=updatedAt");
  });
});

describe("snapshots", () => {
  it("a quote does not change when the inventory changes later", async () => {
    const before = (await list("?pageSize=100")).json.data;
    const db = getPrisma();
    await db.$executeRawUnsafe(`UPDATE "Property" SET name = name || ' X'`);
    await db.$executeRawUnsafe(`UPDATE "Unit" SET "nightlyRate" = "nightlyRate" * 2`);
    try {
      expect((await list("?pageSize=100")).json.data).toEqual(before);
    } finally {
      await db.$executeRawUnsafe(`UPDATE "Unit" SET "nightlyRate" = "nightlyRate" / 2`);
      await db.$executeRawUnsafe(`UPDATE "Property" SET name = substr(name, 1, length(name) - 2)`);
    }
  });
});

describe("versions (ETag, If-None-Match) and compression", () => {
  const get = async (query: string, headers: Record<string, string> = {}) => {
    const res = await app.request(`${LIST}${query}`, { headers: { "x-api-key": account.key, ...headers } });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const decoded = (r: { headers: Headers; bytes: Buffer }) => {
    const coding = r.headers.get("content-encoding");
    const raw = coding === "br" ? zlib.brotliDecompressSync(r.bytes) : coding === "gzip" ? zlib.gunzipSync(r.bytes) : r.bytes;
    return raw.toString("utf8");
  };

  it("sends a weak ETag; If-None-Match with it (in any form) is 304 without a body, another tag is 200", async () => {
    const first = await get("?pageSize=3");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{20,}"$/);
    expect(first.headers.get("vary")).toBe("Accept-Encoding");
    expect((await get("?pageSize=3")).headers.get("etag")).toBe(etag);
    for (const ifNoneMatch of [etag, etag.slice(2), `"other", ${etag}`, "*"]) {
      const again = await get("?pageSize=3", { "if-none-match": ifNoneMatch });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.bytes.length).toBe(0);
      expect(again.headers.get("etag")).toBe(etag);
    }
    const other = await get("?pageSize=3", { "if-none-match": '"other"' });
    expect(other.status).toBe(200);
    expect(decoded(other)).toBe(decoded(first));
    // Another page is another version.
    expect((await get("?pageSize=4")).headers.get("etag")).not.toBe(etag);
  });

  it("compresses large pages as the client asks: brotli first at equal weight, q-values and q=0 respected", async () => {
    const plain = await get("?pageSize=10");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const text = plain.bytes.toString("utf8");
    expect(JSON.parse(text).data).toHaveLength(10);
    const cases: [string, string | null][] = [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["gzip;q=0.5, br;q=0.8", "br"],
      ["br;q=0.5, gzip", "gzip"],
      ["*", "br"],
      ["identity", null],
      ["br;q=0, gzip;q=0", null],
      ["deflate", null],
    ];
    for (const [acceptEncoding, expected] of cases) {
      const res = await get("?pageSize=10", { "accept-encoding": acceptEncoding });
      expect(res.headers.get("content-encoding"), acceptEncoding).toBe(expected);
      expect(res.headers.get("etag"), acceptEncoding).toBe(plain.headers.get("etag"));
      expect(decoded(res), acceptEncoding).toBe(text);
      if (expected) expect(res.bytes.length).toBeLessThan(text.length / 10);
    }
  });

  it("sends small answers as they are", async () => {
    const fresh = await newEnquiry();
    const res = await get(`?serviceEnquiryReference=${fresh.serviceReference}`, { "accept-encoding": "br, gzip" });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(JSON.parse(res.bytes.toString("utf8"))).toEqual({ data: [], pagination: { next: null, previous: null } });
  });

  it("never answers a page that changed from what was kept: a new quote, an invalidation, a booking", async () => {
    const enquiry = await newEnquiry();
    await sendQuote(enquiry);
    const query = `?serviceEnquiryReference=${enquiry.serviceReference}`;
    const read = async () => {
      const br = await get(query, { "accept-encoding": "br" });
      const plain = await get(query);
      expect(decoded(br)).toBe(decoded(plain));
      return { etag: plain.headers.get("etag")!, page: JSON.parse(decoded(plain)) };
    };
    const one = await read();
    expect(one.page.data.map((q: any) => q.state)).toEqual(["ACTIVE"]);

    // A second quote invalidates the first: both change on the page.
    await sendQuote(enquiry);
    const two = await read();
    expect(two.etag).not.toBe(one.etag);
    expect(two.page.data.map((q: any) => q.state)).toEqual(["ACTIVE", "INVALIDATED"]);
    expect((await get(query, { "if-none-match": one.etag })).status).toBe(200);

    // A booking written straight to the database, without touching the quote's row.
    const newest = two.page.data[0];
    const { id: enquiryId } = await getPrisma().enquiry.findUniqueOrThrow({ where: { serviceReference: enquiry.serviceReference } });
    await getPrisma().booking.create({
      data: { id: `b-${newest.id}`, accountId: account.accountId, enquiryId, quoteId: newest.id, quoteItemId: newest.items[0].id, reference: "BVERS01" },
    });
    try {
      const booked = await read();
      expect(booked.etag).not.toBe(two.etag);
      expect(booked.page.data[0].bookedQuoteItem).toMatchObject({ bookingId: "BVERS01", quoteItemId: newest.items[0].id });
      expect((await get(query, { "if-none-match": two.etag })).status).toBe(200);
      expect((await get(query, { "if-none-match": booked.etag })).status).toBe(304);
    } finally {
      await getPrisma().booking.delete({ where: { id: `b-${newest.id}` } });
    }
    // Back as it was: the same version as before the booking.
    expect((await read()).etag).toBe(two.etag);
  });
});
