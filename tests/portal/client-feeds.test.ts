import ical, { type VEvent } from "node-ical";
import { describe, expect, it, vi } from "vitest";
import type { MemberContext } from "@/lib/portal/session/get-member";

// A client's feeds in the database (SQLite here, PostgreSQL under test:pg): the secret
// address and its rotation and revocation, what a feed holds (that client's stays only),
// the calendar read by a real parser, and the audit trail of reads.
vi.mock("server-only", () => ({}));

const { getPrisma } = await import("@/lib/db/prisma");
const { migrateDatabase } = await import("@/lib/db/migrate");
const { createClient } = await import("@/lib/portal/clients/create-client");
const { getClientOrThrow } = await import("@/lib/portal/clients/get-client");
const { createFeed } = await import("@/lib/portal/feeds/create-feed");
const { rotateFeed } = await import("@/lib/portal/feeds/rotate-feed");
const { revokeFeed } = await import("@/lib/portal/feeds/revoke-feed");
const { listFeeds } = await import("@/lib/portal/feeds/list-feeds");
const { readFeed } = await import("@/lib/portal/feeds/read-feed");
const { newAdminContext } = await import("../helpers/portal-organization");
const { indexStay } = await import("../helpers/booked-stays");

await migrateDatabase();

const asAgent = (admin: MemberContext): MemberContext => ({ ...admin, user: { ...admin.user, id: `${admin.user.id}-agent` }, member: { id: `${admin.member.id}-agent`, role: "agent" } });
const fileOf = (url: string) => url.slice(url.lastIndexOf("/") + 1);
const NOW = new Date("2027-01-10T12:00:00Z");

async function clientWithTraveller(admin: MemberContext, name: string) {
  const { id } = await createClient(admin, { name, approvalRule: "none", travellers: [{ givenName: "Ada", familyName: "Lovelace", email: "ada@acme.test", phone: "" }] });
  return { id, traveller: (await getClientOrThrow(admin, id)).travellers[0]! };
}

function events(body: string): VEvent[] {
  return Object.values(ical.sync.parseICS(body)).filter((c): c is VEvent => c?.type === "VEVENT");
}

describe("a client's feeds", () => {
  it("serves only that client's stays at the address made, until it is rotated or revoked", async () => {
    const admin = await newAdminContext();
    const org = admin.organization.id;
    const acme = await clientWithTraveller(admin, "Acme");
    const { id: globex } = await createClient(admin, { name: "Globex", approvalRule: "none" });
    await indexStay(org, { checkIn: "2027-02-01", checkOut: "2027-02-04", clientId: acme.id, travellerId: acme.traveller.id });
    await indexStay(org, { checkIn: "2027-02-02", checkOut: "2027-02-03", clientId: globex, leadGuestName: "Hank Scorpio" });
    // Ended long ago: not in the feed.
    await indexStay(org, { checkIn: "2026-01-01", checkOut: "2026-01-05", clientId: acme.id, leadGuestName: "Long Gone" });

    const { url } = await createFeed(admin, acme.id, "json");
    expect(url).toMatch(/\/api\/feeds\/[A-Za-z0-9_-]{43}\.json$/);
    const read = await readFeed(fileOf(url), NOW);
    const body = JSON.parse(read!.body) as { client: string; stays: { traveller: { name: string }; checkIn: string; nights: number; status: string }[] };
    expect(body.client).toBe("Acme");
    expect(body.stays.map((s) => [s.traveller.name, s.checkIn, s.nights, s.status])).toEqual([["Ada Lovelace", "2027-02-01", 3, "confirmed"]]);
    // Only the hash is kept.
    const stored = await getPrisma().clientFeed.findFirstOrThrow({ where: { organizationId: org } });
    expect(url).not.toContain(stored.tokenHash);

    // The same token with another format's extension, a guessed one, a malformed one: nothing.
    expect(await readFeed(fileOf(url).replace(/\.json$/, ".csv"), NOW)).toBeNull();
    expect(await readFeed(`${"A".repeat(43)}.json`, NOW)).toBeNull();
    expect(await readFeed("nonsense", NOW)).toBeNull();

    const [feed] = await listFeeds(org, acme.id);
    const rotated = await rotateFeed(admin, acme.id, feed!.id);
    expect(await readFeed(fileOf(url), NOW)).toBeNull();
    expect(await readFeed(fileOf(rotated.url), NOW)).not.toBeNull();

    await revokeFeed(admin, acme.id, feed!.id);
    expect(await readFeed(fileOf(rotated.url), NOW)).toBeNull();
    expect(await listFeeds(org, acme.id)).toEqual([]);
    await revokeFeed(admin, acme.id, feed!.id);
  });

  it("lets only admins of the client's organisation make, rotate and revoke feeds", async () => {
    const admin = await newAdminContext();
    const acme = await clientWithTraveller(admin, "Acme");
    expect(await createFeed(asAgent(admin), acme.id, "csv").catch((e: unknown) => (e as { code: string }).code)).toBe("FORBIDDEN");
    const other = await newAdminContext();
    expect(await createFeed(other, acme.id, "csv").catch((e: unknown) => (e as { code: string }).code)).toBe("NOT_FOUND");
    await createFeed(admin, acme.id, "csv");
    const [feed] = await listFeeds(admin.organization.id, acme.id);
    expect(await rotateFeed(other, acme.id, feed!.id).catch((e: unknown) => (e as { code: string }).code)).toBe("NOT_FOUND");
    expect(await revokeFeed(other, acme.id, feed!.id).catch((e: unknown) => (e as { code: string }).code)).toBe("NOT_FOUND");
    expect(await listFeeds(other.organization.id, acme.id)).toEqual([]);
    const kinds = await getPrisma().auditEntry.findMany({ where: { organizationId: admin.organization.id, kind: { startsWith: "feed-" } }, select: { kind: true, summary: true } });
    expect(kinds).toEqual([{ kind: "feed-created", summary: `CSV feed …${feed!.tokenHint} made for Acme.` }]);
  });

  it("gives each stay a stable UID and all-day dates, a higher SEQUENCE after a change, and STATUS:CANCELLED once cancelled", async () => {
    const admin = await newAdminContext();
    const org = admin.organization.id;
    const acme = await clientWithTraveller(admin, "Acme");
    const stayId = await indexStay(org, { checkIn: "2027-02-01", checkOut: "2027-02-04", clientId: acme.id, travellerId: acme.traveller.id, bookingVersion: 1 });
    await indexStay(org, { checkIn: "2027-03-01", checkOut: "2027-03-02", clientId: acme.id, leadGuestName: "Pat Pending", state: "BOOKING_PENDING" });
    const file = fileOf((await createFeed(admin, acme.id, "ics")).url);

    const first = events((await readFeed(file, NOW))!.body);
    expect(first.map((e) => [e.uid, e.summary, e.status, Number(e.sequence)])).toEqual([
      [`stay-${stayId}@staydesk`, "Ada Lovelace in Lisbon, Lisbon, Portugal", "CONFIRMED", 0],
      [expect.stringMatching(/^stay-.+@staydesk$/), "Pat Pending in Lisbon, Lisbon, Portugal (pending)", "TENTATIVE", 0],
    ]);
    const stay = first[0]!;
    expect(stay.start.dateOnly).toBe(true);
    expect((await readFeed(file, NOW))!.body).toContain("DTSTART;VALUE=DATE:20270201");
    expect((await readFeed(file, NOW))!.body).toContain("DTEND;VALUE=DATE:20270204");

    // An extension reaches the index as the receiver writes it: the new check-out, the booking's next version.
    await getPrisma().trackedEnquiry.update({ where: { id: stayId }, data: { checkOut: "2027-02-06", bookingVersion: 2 } });
    const extended = (await readFeed(file, NOW))!.body;
    const [afterExtension] = events(extended);
    expect([afterExtension!.uid, Number(afterExtension!.sequence), afterExtension!.status]).toEqual([`stay-${stayId}@staydesk`, 1, "CONFIRMED"]);
    expect(extended).toContain("DTEND;VALUE=DATE:20270206");

    // Cancelled through a booking change: one more version, and the state.
    await getPrisma().trackedEnquiry.update({ where: { id: stayId }, data: { bookingVersion: 3, state: "BOOKING_CANCELLED" } });
    const [afterCancel] = events((await readFeed(file, NOW))!.body);
    expect([afterCancel!.uid, Number(afterCancel!.sequence), afterCancel!.status]).toEqual([`stay-${stayId}@staydesk`, 3, "CANCELLED"]);
  });

  it("writes a CSV a spreadsheet reads and logs reads at most once an hour per feed", async () => {
    const admin = await newAdminContext();
    const org = admin.organization.id;
    const acme = await clientWithTraveller(admin, "Acme");
    await indexStay(org, { checkIn: "2027-02-01", checkOut: "2027-02-04", clientId: acme.id, travellerId: acme.traveller.id, bookingReference: "BKACME01" });
    const file = fileOf((await createFeed(admin, acme.id, "csv")).url);
    const csv = await readFeed(file, NOW);
    expect(csv!.contentType).toBe("text/csv; charset=utf-8");
    expect(csv!.fileName).toBe("acme-stays.csv");
    expect(csv!.body.split("\r\n")).toEqual([
      "Booking,Enquiry,Status,Check-in,Check-out,Nights,City,Traveller,E-mail,Phone",
      expect.stringMatching(/^BKACME01,R\w+,confirmed,2027-02-01,2027-02-04,3,"Lisbon, Lisbon, Portugal",Ada Lovelace,ada@acme.test,$/),
      "",
    ]);
    await readFeed(file, new Date(NOW.getTime() + 10 * 60_000));
    await readFeed(file, new Date(NOW.getTime() + 61 * 60_000));
    const reads = await getPrisma().auditEntry.findMany({ where: { organizationId: org, kind: "feed-read" }, select: { actorId: true, summary: true } });
    expect(reads).toHaveLength(2);
    expect(reads[0]!.actorId).toBeNull();
    expect(reads[0]!.summary).toMatch(/^CSV feed ….{4} of Acme read \(1 stay\)/);
  });
});
