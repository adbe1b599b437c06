import { beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate";
import { getPrisma } from "@/lib/db/prisma";
import { distanceKm } from "@/lib/geo";
import { ensureInventory } from "@/lib/service/inventory/ensure-inventory";
import { buildQuote, type QuotableEnquiry } from "@/lib/service/quotes/build-quote";

const BUILT_AT = new Date("2026-06-01T10:00:00Z");
const ORIGIN = "https://staydesk.test";

function enquiry(latitude: number, longitude: number, guests: { adults: number; children?: number; infants?: number }): QuotableEnquiry {
  return {
    checkIn: "2026-07-01",
    checkOut: "2026-07-11",
    latitude,
    longitude,
    address: { locality: null, region: null, country: null, postalCode: null, streetAddress: null },
    guestNumbers: guests,
    guestRequirements: [],
  };
}

beforeAll(async () => {
  await migrateDatabase();
  await ensureInventory(getPrisma());
});

describe("properties generated near an enquiry the catalogue does not serve", () => {
  // Inverness is well over 25 km from any city of a million people.
  const INVERNESS = { latitude: 57.4778, longitude: -4.2247 };

  it("generates plausible properties within 25 km of an enquiry far from every property", async () => {
    const db = getPrisma();
    expect(await db.property.count({ where: { generated: true } })).toBe(0);
    const draft = await buildQuote(db, enquiry(INVERNESS.latitude, INVERNESS.longitude, { adults: 2 }), BUILT_AT, ORIGIN);
    expect(draft.items.length).toBeGreaterThanOrEqual(2);
    expect(draft.items.length).toBeLessThanOrEqual(5);
    const generated = await db.property.findMany({ where: { generated: true } });
    expect(generated.length).toBe(3);
    for (const p of generated) expect(distanceKm(INVERNESS, p)).toBeLessThan(25);
    for (const item of draft.items) {
      expect(item.distanceFromEnquiryLocation.value).toBeLessThan(25);
      expect(item.property.address?.countryCode).toBe("GB");
      expect(item.property.address?.townCity).toBe("Inverness");
      expect(item.property.images?.[0]?.url).toMatch(/^https:\/\/staydesk\.test\/properties\/exterior-\d\.svg$/);
    }
  });

  it("reuses them for the next enquiry nearby instead of generating more", async () => {
    const db = getPrisma();
    const before = await db.property.count({ where: { generated: true } });
    const draft = await buildQuote(db, enquiry(INVERNESS.latitude + 0.01, INVERNESS.longitude, { adults: 1 }), BUILT_AT, ORIGIN);
    expect(draft.items.length).toBe(3);
    expect(await db.property.count({ where: { generated: true } })).toBe(before);
  });

  it("generates group residences for a party larger than any catalogue apartment, infants counted", async () => {
    const db = getPrisma();
    const draft = await buildQuote(db, enquiry(51.5074, -0.1278, { adults: 9, children: 2, infants: 1 }), BUILT_AT, ORIGIN);
    expect(draft.items.length).toBeGreaterThanOrEqual(2);
    for (const item of draft.items) {
      expect(item.property.units!.length).toBeGreaterThan(0);
      for (const unit of item.property.units!) expect(unit.maxOccupancy).toBeGreaterThanOrEqual(12);
    }
    expect(draft.description).toContain("9 adults, 2 children and 1 infant");
  });

  it("is deterministic: the same area and party always get the same properties", async () => {
    const db = getPrisma();
    const a = await buildQuote(db, enquiry(-33.9, 18.9, { adults: 2 }), BUILT_AT, ORIGIN);
    const b = await buildQuote(db, enquiry(-33.9, 18.9, { adults: 2 }), BUILT_AT, ORIGIN);
    const strip = (d: typeof a) => d.items.map((item) => [item.property, item.distanceFromEnquiryLocation]);
    expect(strip(b)).toEqual(strip(a));
  });
});
