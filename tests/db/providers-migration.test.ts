import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The migration to several providers per organisation, on this run's database (SQLite, or
// PostgreSQL under npm run test:pg): a database built with the migrations before it and
// filled as the previous code filled it (one connection per organisation, its tracked
// enquiries, a share link and its choice, a snapshot, a member) comes out with every
// enquiry on a provider enquiry of its organisation's own connection, and the portal's
// code reads and updates what was migrated.

process.env.STAYDESK_SECRET = "providers-migration-secret-0123456789-abcdefgh";

const { resolveDatabasePath } = await import("@/lib/db/database-path");
const { dbTime } = await import("@/lib/db/db-time");
const { defaultMigrationsDir, migrateDatabase } = await import("@/lib/db/migrate");
const { getPrisma } = await import("@/lib/db/prisma");
const { dialectOf } = await import("@/lib/db/sql");
const { closeReader } = await import("@/lib/db/sqlite");
const { resetEnvCache } = await import("@/lib/env");
const { ensureAccount } = await import("@/lib/service/accounts/ensure-account");
const { issueApiKey } = await import("@/lib/service/accounts/issue-api-key");
const { createServiceApp } = await import("@/lib/service/http/app");
const { encryptApiKey } = await import("@/lib/portal/connections/key-cipher");
const { getEnquiryView } = await import("@/lib/portal/enquiries/get-enquiry-view");
const { indexEnquiry } = await import("@/lib/portal/enquiries/index-enquiry");
const { EnquiryListQuery, listTrackedEnquiries } = await import("@/lib/portal/enquiries/list-tracked-enquiries");
const { findLiveShareLink } = await import("@/lib/portal/share-links/find-share-link");
const { hashShareToken, newShareToken } = await import("@/lib/portal/share-links/share-token");
const { enquiryBody, routeFetchTo } = await import("../helpers/service");

const MIGRATION = "20261124140000_several_providers";
const url = process.env.DATABASE_URL!;
const postgres = dialectOf(url) === "postgres";
const realDir = defaultMigrationsDir(url);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "staydesk-providers-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true, maxRetries: 5 }));

/** The migrations before this one: the database as it was. */
function migrationsBefore(): string {
  const dir = path.join(tmp, "before");
  fs.mkdirSync(dir);
  fs.copyFileSync(path.join(realDir, "migration_lock.toml"), path.join(dir, "migration_lock.toml"));
  for (const name of fs.readdirSync(realDir).filter((n) => n < MIGRATION && fs.statSync(path.join(realDir, n)).isDirectory())) {
    fs.cpSync(path.join(realDir, name), path.join(dir, name), { recursive: true });
  }
  return dir;
}

type Row = Record<string, string | number | boolean | Date | null>;

/** Rows as the previous code stored them, straight through the driver (the generated client knows only the new schema). */
async function insertOld(rows: [table: string, row: Row][]): Promise<void> {
  const statement = (table: string, row: Row) => {
    const columns = Object.keys(row);
    const marks = columns.map((_, i) => (postgres ? `$${i + 1}` : "?"));
    const values = Object.values(row).map((value) => (value instanceof Date ? dbTime(value.getTime()) : typeof value === "boolean" && !postgres ? Number(value) : value));
    return { sql: `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${marks.join(", ")})`, values };
  };
  if (postgres) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      for (const [table, row] of rows) {
        const { sql, values } = statement(table, row);
        await client.query(sql, values);
      }
    } finally {
      await client.end();
    }
  } else {
    const db = new Database(resolveDatabasePath(url));
    try {
      for (const [table, row] of rows) {
        const { sql, values } = statement(table, row);
        db.prepare(sql).run(...values);
      }
    } finally {
      db.close();
    }
  }
}

const T0 = new Date("2026-11-01T09:00:00.000Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const SHARE_TOKEN = newShareToken();
const OTHER_TOKEN = newShareToken();

/** One tracked enquiry as the previous schema held it (provider fields on the enquiry itself). */
function oldEnquiry(id: string, organizationId: string, serviceReference: string, fields: Row = {}): [string, Row] {
  return [
    "TrackedEnquiry",
    {
      id,
      organizationId,
      serviceReference,
      externalId: `ext-${id}`,
      clientReference: `CR-${id}`,
      state: "NEW",
      checkIn: "2027-03-01",
      checkOut: "2027-03-08",
      placeLabel: "London, England, United Kingdom",
      latitude: 51.5237,
      longitude: -0.1585,
      adults: 2,
      children: 1,
      infants: 0,
      leadGuestName: "Ada Lovelace",
      createdById: "user-a",
      createdByName: "Ada Agent",
      keyGeneration: 2,
      quoteCount: 0,
      createdAt: T0,
      updatedAt: T0,
      ...fields,
    },
  ];
}

const context = {
  user: { id: "user-a", name: "Ada Agent", email: "ada@example.com" },
  member: { id: "member-a", role: "admin" },
  organization: { id: "org-a", name: "Agency A", slug: "agency-a" },
} as unknown as Parameters<typeof getEnquiryView>[0];

/** The enquiry the built-in service really holds, sent before the migration. */
let real: { serviceReference: string; externalId: string };

beforeAll(async () => {
  await migrateDatabase({ url, migrationsDir: migrationsBefore() });

  // The built-in service's own tables do not change: an account, its key and an enquiry
  // made through the API, as before.
  resetEnvCache();
  const app = createServiceApp();
  const account = await ensureAccount(getPrisma(), `migration-${Date.now()}`);
  const { key } = await issueApiKey(getPrisma(), account.id);
  const created = await app.request("/external-api/v1/enquiries", {
    method: "POST",
    headers: { "x-api-key": key, "content-type": "application/json" },
    body: JSON.stringify(enquiryBody()),
  });
  expect(created.status).toBe(201);
  real = ((await created.json()) as { data: typeof real }).data;
  // The portal reaches the built-in service over HTTP; here, that HTTP is the in-process app.
  routeFetchTo(app);

  await insertOld([
    ["Organization", { id: "org-a", name: "Agency A", slug: "agency-a", createdAt: T0 }],
    ["Organization", { id: "org-b", name: "Agency B", slug: "agency-b", createdAt: T0 }],
    ["PortalUser", { id: "user-a", name: "Ada Agent", email: "ada@example.com", emailVerified: true, createdAt: T0, updatedAt: T0 }],
    ["Member", { id: "member-a", organizationId: "org-a", userId: "user-a", role: "admin", createdAt: T0 }],
    [
      "ServiceConnection",
      {
        id: "conn-a",
        organizationId: "org-a",
        environment: "sandbox",
        baseUrl: null,
        keyCiphertext: encryptApiKey({ organizationId: "org-a", baseUrl: null }, key),
        keyHint: "sd_test_…a1b2",
        provisioned: true,
        keyGeneration: 2,
        createdAt: T0,
        updatedAt: T0,
      },
    ],
    [
      "ServiceConnection",
      {
        id: "conn-b",
        organizationId: "org-b",
        environment: "production",
        baseUrl: "https://harbour.example",
        keyCiphertext: "not-read-here",
        keyHint: "sd_live_…c3d4",
        provisioned: false,
        keyGeneration: 1,
        createdAt: T0,
        updatedAt: T0,
      },
    ],
    oldEnquiry("te-real", "org-a", real.serviceReference, { externalId: real.externalId, createdAt: at(1) }),
    oldEnquiry("te-quoted", "org-a", "SD-QUOTED", {
      state: "QUOTED",
      quoteCount: 2,
      quotedAt: at(30),
      cheapestTotalCents: 123_400,
      cheapestCurrency: "GBP",
      syncedAt: at(31),
      createdAt: at(2),
      updatedAt: at(31),
    }),
    // Sent with the connection's previous key, of another account: no longer readable.
    oldEnquiry("te-booked", "org-a", "SD-BOOKED", {
      state: "BOOKING_CONFIRMED",
      keyGeneration: 1,
      quoteCount: 1,
      quotedAt: at(40),
      cheapestTotalCents: 88_000,
      cheapestCurrency: "EUR",
      bookingReference: "BK-77",
      bookedAt: at(50),
      syncedAt: at(51),
      createdAt: at(3),
      updatedAt: at(51),
    }),
    // Another organisation's enquiry with the same provider reference, on its own connection.
    oldEnquiry("te-other", "org-b", "SD-QUOTED", { state: "SHORTLISTING", keyGeneration: 1, syncedAt: at(5), createdById: "user-b", createdByName: "Bo Agent" }),
    [
      "ShareLink",
      {
        id: "link-a",
        organizationId: "org-a",
        serviceReference: "SD-QUOTED",
        quoteId: "quote-7",
        tokenHash: hashShareToken(SHARE_TOKEN),
        tokenHint: SHARE_TOKEN.slice(-4),
        createdById: "user-a",
        createdAt: at(32),
        expiresAt: new Date(Date.now() + 7 * 86_400_000),
        viewCount: 1,
      },
    ],
    [
      "ShareLink",
      {
        id: "link-b",
        organizationId: "org-b",
        serviceReference: "SD-QUOTED",
        quoteId: "quote-9",
        tokenHash: hashShareToken(OTHER_TOKEN),
        tokenHint: OTHER_TOKEN.slice(-4),
        createdById: "user-b",
        createdAt: at(6),
        expiresAt: new Date(Date.now() + 7 * 86_400_000),
        viewCount: 0,
      },
    ],
    [
      "ShareChoice",
      {
        shareLinkId: "link-a",
        organizationId: "org-a",
        serviceReference: "SD-QUOTED",
        quoteId: "quote-7",
        quoteItemId: "item-2",
        propertyName: "Aparthotel Marylebone",
        unitName: "Studio",
        note: "The quiet one, please",
        chosenAt: at(35),
        forwarded: "SENT",
      },
    ],
    ["EnquirySnapshot", { organizationId: "org-a", serviceReference: "SD-QUOTED", enquiry: "{}", quotes: "[]", readAt: at(31) }],
  ]);

  // The migration, as at a server's start: nothing else has the database open.
  await getPrisma().$disconnect();
  closeReader();
  // This one first, then whatever the project has added since.
  const { applied } = await migrateDatabase({ url });
  expect(applied[0]).toBe(MIGRATION);
  expect(applied.every((name) => name >= MIGRATION)).toBe(true);
});

describe("the migration to several providers", () => {
  it("gives each tracked enquiry one provider enquiry on its organisation's connection, with the same id, state, quotes, booking, key and read time", async () => {
    const providers = await getPrisma().providerEnquiry.findMany({ orderBy: { id: "asc" }, omit: { createdAt: true, updatedAt: true } });
    // Columns added by later migrations start empty.
    const common = { withdrawnAt: null, bookedTotalCents: null, bookedCurrency: null, bookingVersion: null };
    expect(providers).toEqual([
      {
        ...common,
        id: "te-booked",
        organizationId: "org-a",
        enquiryId: "te-booked",
        connectionId: "conn-a",
        serviceReference: "SD-BOOKED",
        state: "BOOKING_CONFIRMED",
        keyGeneration: 1,
        quoteCount: 1,
        quotedAt: at(40),
        cheapestTotalCents: 88_000,
        cheapestCurrency: "EUR",
        bookingReference: "BK-77",
        bookedAt: at(50),
        syncedAt: at(51),
      },
      {
        ...common,
        id: "te-other",
        organizationId: "org-b",
        enquiryId: "te-other",
        connectionId: "conn-b",
        serviceReference: "SD-QUOTED",
        state: "SHORTLISTING",
        keyGeneration: 1,
        quoteCount: 0,
        quotedAt: null,
        cheapestTotalCents: null,
        cheapestCurrency: null,
        bookingReference: null,
        bookedAt: null,
        syncedAt: at(5),
      },
      {
        ...common,
        id: "te-quoted",
        organizationId: "org-a",
        enquiryId: "te-quoted",
        connectionId: "conn-a",
        serviceReference: "SD-QUOTED",
        state: "QUOTED",
        keyGeneration: 2,
        quoteCount: 2,
        quotedAt: at(30),
        cheapestTotalCents: 123_400,
        cheapestCurrency: "GBP",
        bookingReference: null,
        bookedAt: null,
        syncedAt: at(31),
      },
      {
        ...common,
        id: "te-real",
        organizationId: "org-a",
        enquiryId: "te-real",
        connectionId: "conn-a",
        serviceReference: real.serviceReference,
        state: "NEW",
        keyGeneration: 2,
        quoteCount: 0,
        quotedAt: null,
        cheapestTotalCents: null,
        cheapestCurrency: null,
        bookingReference: null,
        bookedAt: null,
        syncedAt: null,
      },
    ]);
    expect(await getPrisma().providerEnquiry.findUniqueOrThrow({ where: { id: "te-quoted" }, select: { createdAt: true } })).toEqual({ createdAt: at(2) });
  });

  it("keeps the agency enquiry as it was, its link reference the provider's reference it had", async () => {
    const tracked = await getPrisma().trackedEnquiry.findMany({
      orderBy: { id: "asc" },
      select: { id: true, organizationId: true, reference: true, externalId: true, state: true, quoteCount: true, cheapestTotalCents: true, bookingReference: true, request: true, createdAt: true },
    });
    expect(tracked).toEqual([
      { id: "te-booked", organizationId: "org-a", reference: "SD-BOOKED", externalId: "ext-te-booked", state: "BOOKING_CONFIRMED", quoteCount: 1, cheapestTotalCents: 88_000, bookingReference: "BK-77", request: null, createdAt: at(3) },
      { id: "te-other", organizationId: "org-b", reference: "SD-QUOTED", externalId: "ext-te-other", state: "SHORTLISTING", quoteCount: 0, cheapestTotalCents: null, bookingReference: null, request: null, createdAt: T0 },
      { id: "te-quoted", organizationId: "org-a", reference: "SD-QUOTED", externalId: "ext-te-quoted", state: "QUOTED", quoteCount: 2, cheapestTotalCents: 123_400, bookingReference: null, request: null, createdAt: at(2) },
      { id: "te-real", organizationId: "org-a", reference: real.serviceReference, externalId: real.externalId, state: "NEW", quoteCount: 0, cheapestTotalCents: null, bookingReference: null, request: null, createdAt: at(1) },
    ]);
  });

  it("names each connection after what it reaches and keeps it active, its key untouched", async () => {
    const connections = await getPrisma().serviceConnection.findMany({ orderBy: { id: "asc" }, select: { id: true, organizationId: true, name: true, removedAt: true, keyGeneration: true, keyHint: true } });
    expect(connections).toEqual([
      { id: "conn-a", organizationId: "org-a", name: "Built-in sandbox", removedAt: null, keyGeneration: 2, keyHint: "sd_test_…a1b2" },
      { id: "conn-b", organizationId: "org-b", name: "https://harbour.example", removedAt: null, keyGeneration: 1, keyHint: "sd_live_…c3d4" },
    ]);
    // No member leaves any provider out: everything is sent to every connection, as before.
    expect(await getPrisma().member.findUniqueOrThrow({ where: { id: "member-a" }, select: { sendSkips: true } })).toEqual({ sendSkips: null });
  });

  it("turns a share link's quote into its quote set on its own organisation's connection, and a choice into its provider's", async () => {
    const links = await getPrisma().shareLink.findMany({ orderBy: { id: "asc" }, select: { id: true, serviceReference: true, quotes: true, viewCount: true } });
    expect(links.map((l) => ({ ...l, quotes: JSON.parse(l.quotes) }))).toEqual([
      { id: "link-a", serviceReference: "SD-QUOTED", quotes: [{ connectionId: "conn-a", serviceReference: "SD-QUOTED", quoteId: "quote-7" }], viewCount: 1 },
      { id: "link-b", serviceReference: "SD-QUOTED", quotes: [{ connectionId: "conn-b", serviceReference: "SD-QUOTED", quoteId: "quote-9" }], viewCount: 0 },
    ]);
    expect(await getPrisma().shareChoice.findMany()).toEqual([
      {
        shareLinkId: "link-a",
        organizationId: "org-a",
        serviceReference: "SD-QUOTED",
        connectionId: "conn-a",
        providerReference: "SD-QUOTED",
        quoteId: "quote-7",
        quoteItemId: "item-2",
        propertyName: "Aparthotel Marylebone",
        unitName: "Studio",
        note: "The quiet one, please",
        chosenAt: at(35),
        forwarded: "SENT",
      },
    ]);
    // The link the client was sent still opens, on the same quote.
    expect(await findLiveShareLink(SHARE_TOKEN)).toEqual({
      id: "link-a",
      organizationId: "org-a",
      serviceReference: "SD-QUOTED",
      quotes: [{ connectionId: "conn-a", serviceReference: "SD-QUOTED", quoteId: "quote-7" }],
      tokenHint: SHARE_TOKEN.slice(-4),
    });
  });

  it("starts the snapshots, a cache of the last read, empty and keyed by provider", async () => {
    expect(await getPrisma().enquirySnapshot.count()).toBe(0);
  });

  it("lists each organisation's migrated enquiries, and only its own", async () => {
    const list = (organizationId: string) => listTrackedEnquiries(organizationId, "user-a", EnquiryListQuery.parse({}));
    const a = await list("org-a");
    expect(a.rows.map((r) => [r.reference, r.state, r.otherAccount])).toEqual([
      ["SD-BOOKED", "BOOKING_CONFIRMED", true],
      ["SD-QUOTED", "QUOTED", false],
      [real.serviceReference, "NEW", false],
    ]);
    expect(a.total).toBe(3);
    const b = await list("org-b");
    expect(b.rows.map((r) => [r.reference, r.clientReference])).toEqual([["SD-QUOTED", "CR-te-other"]]);
  });

  it("reads a migrated enquiry from its provider with the connection's key, on the same link", async () => {
    const view = await getEnquiryView(context, real.serviceReference);
    expect(view.status).toBe("found");
    if (view.status !== "found") return;
    expect(view.reference).toBe(real.serviceReference);
    expect(view.enquiry.serviceReference).toBe(real.serviceReference);
    expect(view.lead).toEqual({ connectionId: "conn-a", serviceReference: real.serviceReference });
    expect(view.providers.map((p) => [p.connection, p.status])).toEqual([
      [{ id: "conn-a", name: "Built-in sandbox", environment: "sandbox", builtIn: true, removed: false }, "found"],
    ]);
    // Sent with the previous key: said so, not read with a key of another account.
    expect(await getEnquiryView(context, "SD-BOOKED")).toEqual({ status: "other-account", serviceReference: "SD-BOOKED" });
    // Another organisation's reference is not this one's, though the references are equal.
    expect(await getPrisma().trackedEnquiry.count({ where: { organizationId: "org-a", reference: "SD-QUOTED" } })).toBe(1);
  });

  it("updates a migrated enquiry's provider row through the index, and honours its read time", async () => {
    const view = await getEnquiryView(context, real.serviceReference);
    if (view.status !== "found") throw new Error(view.status);
    const readAt = new Date();
    const quotes = { quoteCount: 1, quotedAt: readAt, cheapestTotalCents: 99_900, cheapestCurrency: "EUR", bookedTotalCents: null, bookedCurrency: null };
    expect(await indexEnquiry("org-a", { connectionId: "conn-a", enquiry: view.enquiry, readAt, quotes })).toEqual({ enquiryId: "te-real" });
    const db = getPrisma();
    expect(await db.providerEnquiry.findUniqueOrThrow({ where: { id: "te-real" }, select: { quoteCount: true, cheapestTotalCents: true, syncedAt: true } })).toEqual({
      quoteCount: 1,
      cheapestTotalCents: 99_900,
      syncedAt: readAt,
    });
    expect(await db.trackedEnquiry.findUniqueOrThrow({ where: { id: "te-real" }, select: { quoteCount: true, cheapestTotalCents: true, cheapestCurrency: true } })).toEqual({
      quoteCount: 1,
      cheapestTotalCents: 99_900,
      cheapestCurrency: "EUR",
    });

    // A read that started before the migrated read time changes nothing (events arrive out of order).
    const stale = { ...view.enquiry, serviceReference: "SD-QUOTED", externalId: "ext-te-quoted" };
    expect(await indexEnquiry("org-a", { connectionId: "conn-a", enquiry: stale, readAt: at(20), quotes: { ...quotes, quoteCount: 5 } })).toEqual({ enquiryId: "te-quoted" });
    expect(await db.providerEnquiry.findUniqueOrThrow({ where: { id: "te-quoted" }, select: { quoteCount: true, syncedAt: true } })).toEqual({ quoteCount: 2, syncedAt: at(31) });
    // No agency enquiry was added on the way: each migrated enquiry is found by its provider row.
    expect(await db.trackedEnquiry.count({ where: { organizationId: "org-a" } })).toBe(3);
    expect(await db.providerEnquiry.count({ where: { organizationId: "org-a" } })).toBe(3);
  });
});

describe("the PostgreSQL history", () => {
  // Prisma's PostgreSQL driver adapter runs a migration by splitting its text at every
  // semicolon, comments included: a semicolon in a comment starts a statement with the
  // comment's next words. SQLite runs the script whole, so only PostgreSQL would fail.
  it("has no semicolon in a comment, where the driver would cut a statement in two", () => {
    const dir = path.resolve(process.cwd(), "prisma", "postgres", "migrations");
    const cut = fs
      .readdirSync(dir)
      .filter((name) => fs.statSync(path.join(dir, name)).isDirectory())
      .flatMap((name) =>
        fs
          .readFileSync(path.join(dir, name, "migration.sql"), "utf8")
          .split("\n")
          .filter((line) => /--.*;/.test(line))
          .map((line) => `${name}: ${line}`),
      );
    expect(cut).toEqual([]);
  });
});
