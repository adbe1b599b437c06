import { describe, expect, it, vi } from "vitest";

// "Who is where" in the database (SQLite here, PostgreSQL under test:pg): which booked stays
// cover the nights asked for, how they are named and grouped, and the organisation's walls.
vi.mock("server-only", () => ({}));

const { migrateDatabase } = await import("@/lib/db/migrate");
const { PortalError } = await import("@/lib/portal/errors");
const { createClient } = await import("@/lib/portal/clients/create-client");
const { getClientOrThrow } = await import("@/lib/portal/clients/get-client");
const { listWhereabouts } = await import("@/lib/portal/whereabouts/list-whereabouts");
const { stayRange, todayIn } = await import("@/lib/portal/whereabouts/stay-range");
const { newAdminContext } = await import("../helpers/portal-organization");
const { indexStay } = await import("../helpers/booked-stays");

await migrateDatabase();

const names = (w: Awaited<ReturnType<typeof listWhereabouts>>) => w.cities.flatMap((c) => c.stays.map((s) => s.traveller.name));

describe("who is where", () => {
  it("lists a stay on each of its nights, not on its check-out day, and marks a pending booking", async () => {
    const admin = await newAdminContext();
    const org = admin.organization.id;
    await indexStay(org, { checkIn: "2027-03-10", checkOut: "2027-03-13", leadGuestName: "Night Owl" });
    await indexStay(org, { checkIn: "2027-03-12", checkOut: "2027-03-14", leadGuestName: "Maybe Later", state: "BOOKING_PENDING", placeLabel: "Porto, Porto, Portugal" });

    expect(names(await listWhereabouts(admin, { from: "2027-03-09", to: "2027-03-09" }))).toEqual([]);
    expect(names(await listWhereabouts(admin, { from: "2027-03-10", to: "2027-03-10" }))).toEqual(["Night Owl"]);
    // The night of the 12th: both; the 13th is Night Owl's check-out day, not a night.
    const twelfth = await listWhereabouts(admin, { from: "2027-03-12", to: "2027-03-12" });
    expect(twelfth.cities.map((c) => [c.placeLabel, c.stays.map((s) => `${s.traveller.name} ${s.status}`)])).toEqual([
      ["Lisbon, Lisbon, Portugal", ["Night Owl confirmed"]],
      ["Porto, Porto, Portugal", ["Maybe Later pending"]],
    ]);
    expect(names(await listWhereabouts(admin, { from: "2027-03-13", to: "2027-03-13" }))).toEqual(["Maybe Later"]);
    expect(names(await listWhereabouts(admin, { from: "2027-03-14", to: "2027-04-01" }))).toEqual([]);
    // A range takes every stay that covers one of its nights.
    expect(names(await listWhereabouts(admin, { from: "2027-03-01", to: "2027-03-10" }))).toEqual(["Night Owl"]);
  });

  it("leaves out cancelled bookings and enquiries not booked", async () => {
    const admin = await newAdminContext();
    const org = admin.organization.id;
    await indexStay(org, { checkIn: "2027-05-01", checkOut: "2027-05-03", leadGuestName: "Cancelled Guest", state: "BOOKING_CANCELLED" });
    await indexStay(org, { checkIn: "2027-05-01", checkOut: "2027-05-03", leadGuestName: "Only Quoted", state: "QUOTED", bookingReference: null });
    await indexStay(org, { checkIn: "2027-05-01", checkOut: "2027-05-03", leadGuestName: "Checked In", state: "BOOKING_CHECK_IN_DETAILS_SENT" });
    expect(names(await listWhereabouts(admin, { from: "2027-05-01", to: "2027-05-02" }))).toEqual(["Checked In"]);
  });

  it("names the client's traveller with their contact details, else the lead guest, and filters by client within the organisation", async () => {
    const admin = await newAdminContext();
    const org = admin.organization.id;
    const { id: acme } = await createClient(admin, { name: "Acme", approvalRule: "none", travellers: [{ givenName: "Ada", familyName: "Lovelace", email: "ada@acme.test", phone: "+44 20 7946 0000" }] });
    const ada = (await getClientOrThrow(admin, acme)).travellers[0]!;
    const { id: globex } = await createClient(admin, { name: "Globex", approvalRule: "none" });
    await indexStay(org, { checkIn: "2027-06-01", checkOut: "2027-06-05", clientId: acme, travellerId: ada.id, leadGuestName: "A. Lovelace" });
    await indexStay(org, { checkIn: "2027-06-02", checkOut: "2027-06-04", clientId: globex, leadGuestName: "Hank Scorpio" });

    const all = await listWhereabouts(admin, { from: "2027-06-02", to: "2027-06-02" });
    expect(all.cities[0]!.stays.map((s) => [s.traveller, s.client?.name])).toEqual([
      [{ name: "Ada Lovelace", email: "ada@acme.test", phone: "+44 20 7946 0000" }, "Acme"],
      [{ name: "Hank Scorpio", email: null, phone: null }, "Globex"],
    ]);
    expect(names(await listWhereabouts(admin, { from: "2027-06-02", to: "2027-06-02" }, globex))).toEqual(["Hank Scorpio"]);

    // Another organisation sees none of it, not even through the client's id.
    const other = await newAdminContext();
    expect((await listWhereabouts(other, { from: "2027-06-02", to: "2027-06-02" })).count).toBe(0);
    expect((await listWhereabouts(other, { from: "2027-06-02", to: "2027-06-02" }, acme)).count).toBe(0);
  });

  it("takes tonight by default, one date as that night, and refuses bad dates and ranges over a year in words", () => {
    expect(todayIn("Pacific/Auckland", new Date("2026-11-28T12:00:00Z"))).toBe("2026-11-29");
    expect(todayIn(null, new Date("2026-11-28T12:00:00Z"))).toBe("2026-11-28");
    expect(stayRange({}, "2026-11-28")).toEqual({ from: "2026-11-28", to: "2026-11-28" });
    expect(stayRange({ from: "2026-12-24" }, "2026-11-28")).toEqual({ from: "2026-12-24", to: "2026-12-24" });
    expect(stayRange({ from: "2027-01-01", to: "2027-12-31" }, "2026-11-28")).toEqual({ from: "2027-01-01", to: "2027-12-31" });
    const refused = (query: { from?: string; to?: string }) => {
      try {
        stayRange(query, "2026-11-28");
      } catch (error) {
        expect(error).toBeInstanceOf(PortalError);
        return (error as Error).message;
      }
      throw new Error("not refused");
    };
    expect(refused({ from: "2027-02-30" })).toBe("The first night, “2027-02-30”, is not a date: give it as YYYY-MM-DD, e.g. 2026-11-28.");
    expect(refused({ from: "2027-01-02", to: "2027-01-01" })).toBe("The last night, 2027-01-01, is before the first, 2027-01-02.");
    expect(refused({ from: "2027-01-01", to: "2028-01-02" })).toBe("A range covers a year at most (366 nights); 2027-01-01 to 2028-01-02 is 367 nights.");
  });
});
