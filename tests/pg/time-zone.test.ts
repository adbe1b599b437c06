import { describe, expect, it } from "vitest";

// Before anything reads a date: the process runs 5 hours behind UTC (4 in summer). Stored
// times are UTC; a driver that reads a timestamp without time zone in the process's zone
// would shift every one of them by that much.
process.env.TZ = "America/New_York";

const { getPrisma } = await import("@/lib/db/prisma");
const { findDueWebhooks, nextDueAt } = await import("@/lib/service/delivery/due-work");
const { call, enquiryBody, newAccount, serviceApp } = await import("../helpers/service");

describe("times under TZ=America/New_York", () => {
  it("runs in that zone", () => {
    expect(new Date(Date.UTC(2027, 0, 15, 12)).getHours()).toBe(7);
  });

  it("reads back the times it wrote, through the API, Prisma and the raw reads", async () => {
    const app = await serviceApp();
    const { key } = await newAccount();
    const before = Date.now();
    const created = await call(app, "POST", "/external-api/v1/enquiries", { key, body: enquiryBody() });
    expect(created.status).toBe(201);
    const reference = created.json.data.serviceReference as string;
    const read = await call(app, "GET", `/external-api/v1/enquiries/${reference}`, { key });
    // The raw read returns what was written, to the millisecond.
    expect(read.json.data.createdAt).toBe(created.json.data.createdAt);
    const createdAt = Date.parse(read.json.data.createdAt);
    expect(Math.abs(createdAt - before)).toBeLessThan(60_000);
    // Prisma reads the same instant (the wire format has whole seconds).
    const row = await getPrisma().enquiry.findUniqueOrThrow({ where: { serviceReference: reference } });
    expect(Math.floor(row.createdAt.getTime() / 1000) * 1000).toBe(createdAt);
  });

  it("finds a delivery due now, and its due time is now, not hours away", async () => {
    const app = await serviceApp();
    const { key, accountId } = await newAccount();
    const hook = await call(app, "POST", "/external-api/v1/webhooks", { key, body: { url: "https://hooks.example.com/tz", events: [] } });
    expect(hook.status).toBe(201);
    const start = Date.now();
    expect((await call(app, "POST", "/external-api/v1/enquiries", { key, body: enquiryBody() })).status).toBe(201);
    const due = await findDueWebhooks(Date.now() + 1);
    expect(due.map((w) => w.accountId)).toContain(accountId);
    const next = await nextDueAt(start - 60_000);
    expect(next).not.toBeNull();
    expect(Math.abs(next! - start)).toBeLessThan(60_000);
  });

  it("pages quotes by time across a cursor", async () => {
    const app = await serviceApp();
    const { key } = await newAccount();
    for (let i = 0; i < 3; i++) {
      const e = await call(app, "POST", "/external-api/v1/enquiries", { key, body: enquiryBody() });
      const moved = await call(app, "POST", `/external-api/v1/sandbox/enquiries/${e.json.data.serviceReference}/change-state`, {
        key,
        body: { enquiryState: "QUOTED" },
      });
      expect(moved.status).toBe(204);
    }
    const first = await call(app, "GET", "/external-api/v1/quotes?pageSize=2&sort=createdAt&order=asc", { key });
    expect(first.json.data).toHaveLength(2);
    const second = await call(app, "GET", first.json.pagination.next, { key });
    expect(second.json.data).toHaveLength(1);
    const times = [...first.json.data, ...second.json.data].map((q: { createdAt: string }) => Date.parse(q.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(Math.abs(times[2]! - Date.now())).toBeLessThan(60_000);
    const back = await call(app, "GET", second.json.pagination.previous, { key });
    expect(back.json.data.map((q: { id: string }) => q.id)).toEqual(first.json.data.map((q: { id: string }) => q.id));
  }, 60_000);
});
