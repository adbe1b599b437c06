import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate";
import { getPrisma } from "@/lib/db/prisma";
import { decodeCursor, encodeCursor } from "@/lib/portal/enquiries/enquiry-cursor";
import { EnquiryListQuery, SORT_KEYS, queryParams, type SortKey } from "@/lib/portal/enquiries/enquiry-list-query";
import { COUNT_LIMIT, listTrackedEnquiries } from "@/lib/portal/enquiries/list-tracked-enquiries";

// The list against made data: every filter selects exactly the rows it should, and paging
// forwards and then backwards under every sort visits each row once, in order.

const ORG = `org-${randomUUID()}`;
const STATES = ["NEW", "SHORTLISTING", "QUOTED", "CLOSED", "BOOKING_PENDING", "BOOKING_CONFIRMED", "BOOKING_CHECK_IN_DETAILS_SENT", "BOOKING_CANCELLED"];
const PLACES = ["London, England, United Kingdom", "Paris, Île-de-France, France", "Lyon, Auvergne-Rhône-Alpes, France"];
type Made = { id: string; reference: string; clientReference: string; state: string; checkIn: string | null; placeLabel: string; createdById: string; createdAt: Date };
const made: Made[] = [];

beforeAll(async () => {
  await migrateDatabase();
  const base = Date.parse("2026-03-01T10:00:00Z");
  for (let i = 0; i < 47; i++) {
    made.push({
      id: randomUUID(),
      reference: `REF${String((i * 7) % 47).padStart(3, "0")}`,
      clientReference: `ACME-${["b", "a", "c"][i % 3]}-${i % 5}`,
      state: STATES[i % STATES.length]!,
      // Every fifth stay has open dates; some check-in days repeat, so ties need the id.
      checkIn: i % 5 === 0 ? null : `2027-0${1 + (i % 4)}-1${i % 3}`,
      placeLabel: PLACES[i % 3]!,
      createdById: i % 4 === 0 ? "user-me" : "user-other",
      // Pairs share a creation time, so ties happen there too.
      createdAt: new Date(base + Math.floor(i / 2) * 3_600_000 * 7),
    });
  }
  await getPrisma().trackedEnquiry.createMany({
    data: made.map((row) => ({
      ...row,
      organizationId: ORG,
      externalId: `ext-${row.id}`,
      checkOut: null,
      latitude: 0,
      longitude: 0,
      adults: 2,
      children: 0,
      infants: 0,
      createdByName: row.createdById === "user-me" ? "Me Myself" : "Someone Else",
    })),
  });
  // Another organisation's row never shows.
  await getPrisma().trackedEnquiry.create({
    data: { ...made[0]!, id: randomUUID(), organizationId: "another", externalId: "x", latitude: 0, longitude: 0, adults: 1, children: 0, infants: 0, createdByName: "x" },
  });
});

const list = (raw: Record<string, string>, size = 6) => listTrackedEnquiries(ORG, "user-me", EnquiryListQuery.parse(raw), size);

async function walk(raw: Record<string, string>): Promise<string[]> {
  const ids: string[] = [];
  let page = await list(raw);
  ids.push(...page.rows.map((row) => row.id));
  while (page.after) {
    page = await list({ ...raw, after: page.after });
    ids.push(...page.rows.map((row) => row.id));
  }
  // Back again to the first page, one page at a time.
  const back: string[] = [...page.rows.map((row) => row.id)];
  while (page.before) {
    page = await list({ ...raw, before: page.before });
    back.unshift(...page.rows.map((row) => row.id));
  }
  expect(back).toEqual(ids);
  return ids;
}

const value = (row: Made, key: SortKey) =>
  key === "created" ? row.createdAt.toISOString() : key === "checkIn" ? row.checkIn : key === "reference" ? row.reference : row.clientReference;

function expected(key: SortKey, dir: "asc" | "desc", rows = made): string[] {
  const sign = dir === "asc" ? 1 : -1;
  return [...rows]
    .sort((a, b) => {
      const x = value(a, key);
      const y = value(b, key);
      if (x === null || y === null) return x === y ? sign * a.id.localeCompare(b.id) : x === null ? 1 : -1;
      return x === y ? sign * (a.id < b.id ? -1 : 1) : sign * (x < y ? -1 : 1);
    })
    .map((row) => row.id);
}

describe("the enquiry list", () => {
  it("pages forwards and back under every sort and direction, each row once and in order", async () => {
    for (const sort of SORT_KEYS) {
      for (const dir of ["asc", "desc"] as const) {
        expect(await walk({ sort, dir }), `${sort} ${dir}`).toEqual(expected(sort, dir));
      }
    }
    // The default: newest first.
    expect(await walk({})).toEqual(expected("created", "desc"));
  });

  it("filters by state group, dates, destination, agent, client reference and search", async () => {
    const ids = async (raw: Record<string, string>) => (await list(raw, 100)).rows.map((row) => row.id).sort();
    const where = (test: (row: Made) => boolean) => made.filter(test).map((row) => row.id).sort();
    expect(await ids({ group: "open" })).toEqual(where((r) => ["NEW", "SHORTLISTING"].includes(r.state)));
    expect(await ids({ group: "quoted" })).toEqual(where((r) => r.state === "QUOTED"));
    expect(await ids({ group: "booked" })).toEqual(where((r) => r.state.startsWith("BOOKING_") && r.state !== "BOOKING_CANCELLED"));
    expect(await ids({ group: "closed" })).toEqual(where((r) => ["CLOSED", "BOOKING_CANCELLED"].includes(r.state)));
    expect(await ids({ checkInFrom: "2027-02-01", checkInTo: "2027-03-11" })).toEqual(
      where((r) => r.checkIn !== null && r.checkIn >= "2027-02-01" && r.checkIn <= "2027-03-11"),
    );
    // A creation day includes the whole UTC day.
    expect(await ids({ createdFrom: "2026-03-02", createdTo: "2026-03-03" })).toEqual(
      where((r) => r.createdAt >= new Date("2026-03-02T00:00:00Z") && r.createdAt < new Date("2026-03-04T00:00:00Z")),
    );
    expect(await ids({ destination: "FRANCE" })).toEqual(where((r) => r.placeLabel.endsWith("France")));
    expect(await ids({ destination: "lyon" })).toEqual(where((r) => r.placeLabel.startsWith("Lyon")));
    expect(await ids({ agent: "me" })).toEqual(where((r) => r.createdById === "user-me"));
    expect(await ids({ agent: "user-other" })).toEqual(where((r) => r.createdById === "user-other"));
    expect(await ids({ client: "acme-a" })).toEqual(where((r) => r.clientReference.startsWith("ACME-a")));
    expect(await ids({ q: "ref00" })).toEqual(where((r) => r.reference.startsWith("REF00")));
    // Filters combine, and sorting pages within them.
    const combined = { group: "open", destination: "france", sort: "checkIn", dir: "desc" };
    expect(await walk(combined)).toEqual(expected("checkIn", "desc", made.filter((r) => ["NEW", "SHORTLISTING"].includes(r.state) && r.placeLabel.endsWith("France"))));
    const page = await list(combined);
    expect(page.total).toBe(made.filter((r) => ["NEW", "SHORTLISTING"].includes(r.state) && r.placeLabel.endsWith("France")).length);
    expect(page.totalCapped).toBe(false);
  });

  it("counts matches up to its cap, and says when there are more", async () => {
    const org = `org-${randomUUID()}`;
    const row = (i: number) => ({
      id: randomUUID(),
      organizationId: org,
      reference: `CAP${String(i).padStart(4, "0")}`,
      externalId: `cap-${i}`,
      clientReference: i % 2 ? "ODD" : "EVEN",
      state: "NEW",
      placeLabel: PLACES[0]!,
      latitude: 0,
      longitude: 0,
      adults: 1,
      children: 0,
      infants: 0,
      createdById: "user-me",
      createdByName: "Me Myself",
    });
    await getPrisma().trackedEnquiry.createMany({ data: Array.from({ length: COUNT_LIMIT + 2 }, (_, i) => row(i)) });
    const all = await listTrackedEnquiries(org, "user-me", EnquiryListQuery.parse({}), 6);
    expect({ total: all.total, capped: all.totalCapped }).toEqual({ total: COUNT_LIMIT, capped: true });
    const odd = await listTrackedEnquiries(org, "user-me", EnquiryListQuery.parse({ client: "odd" }), 6);
    expect({ total: odd.total, capped: odd.totalCapped }).toEqual({ total: (COUNT_LIMIT + 2) / 2, capped: false });
  });

  it("drops broken values instead of failing, and writes the URL back in one stable form", () => {
    const query = EnquiryListQuery.parse({ group: "lost", checkInFrom: "tomorrow", sort: "price", dir: "up", destination: "  Paris ", agent: "" });
    expect(query).toEqual({ destination: "Paris" });
    const full = EnquiryListQuery.parse({ client: "A", q: "x", group: "booked", sort: "checkIn", dir: "asc", createdTo: "2026-01-31" });
    // Defaults (check-in ascending) are left out, so one view has one address.
    expect(queryParams(full).toString()).toBe("q=x&group=booked&createdTo=2026-01-31&client=A&sort=checkIn");
    expect(queryParams(full, { dir: "desc" }).toString()).toBe("q=x&group=booked&createdTo=2026-01-31&client=A&sort=checkIn&dir=desc");
  });
});

describe("the list's cursor", () => {
  it("round-trips and refuses anything it did not write, or wrote for another sort", () => {
    const position = { sort: "created" as const, value: "2026-11-22T07:00:00.123Z", id: "abc" };
    expect(decodeCursor(encodeCursor(position), "created")).toEqual(position);
    expect(decodeCursor(encodeCursor(position), "checkIn")).toBeNull();
    expect(decodeCursor(encodeCursor({ sort: "checkIn", value: null, id: "abc" }), "checkIn")).toEqual({ sort: "checkIn", value: null, id: "abc" });
    expect(decodeCursor("not-a-cursor", "created")).toBeNull();
    expect(decodeCursor(Buffer.from(JSON.stringify(["created", "yesterday", "abc"])).toString("base64url"), "created")).toBeNull();
    expect(decodeCursor(undefined, "created")).toBeNull();
  });
});
