import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { CHARGE_FORMAT_TYPES, CHARGE_FREQUENCIES, FEATURE_AVAILABILITIES, VAT_APPLICABILITIES } from "@/lib/contract/quote";
import { migrateDatabase } from "@/lib/db/migrate";
import { getPrisma } from "@/lib/db/prisma";
import { distanceKm, listPlaces } from "@/lib/geo";
import { buildCatalogue, CATALOGUE_MIN_POPULATION } from "@/lib/service/inventory/build-catalogue";
import { ensureInventory } from "@/lib/service/inventory/ensure-inventory";
import { IMAGE_FILES } from "@/lib/service/inventory/images";
import type { InventoryProperty } from "@/lib/service/inventory/types";

let catalogue: InventoryProperty[];

beforeAll(() => {
  catalogue = buildCatalogue();
});

describe("the seeded catalogue", () => {
  it("covers every gazetteer city of over a million people with 3 to 5 properties within 7 km", () => {
    const cities = listPlaces({ minPopulation: CATALOGUE_MIN_POPULATION });
    expect(cities.length).toBeGreaterThan(300);
    for (const city of cities) {
      const here = catalogue.filter((p) => p.placeId === city.placeId);
      expect(here.length, city.name).toBeGreaterThanOrEqual(3);
      expect(here.length, city.name).toBeLessThanOrEqual(5);
      for (const p of here) expect(distanceKm(city, p)).toBeLessThanOrEqual(7.1);
    }
  });

  it("is deterministic: two builds are identical", () => {
    expect(JSON.stringify(buildCatalogue())).toBe(JSON.stringify(catalogue));
  });

  it("has unique ids and slugs, and units that fit their type", () => {
    expect(new Set(catalogue.map((p) => p.id)).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((p) => p.slug)).size).toBe(catalogue.length);
    for (const p of catalogue) {
      expect(p.slug).toMatch(/^[a-z0-9-]+$/);
      expect(p.units.length).toBeGreaterThanOrEqual(2);
      expect(p.units.length).toBeLessThanOrEqual(4);
      for (const u of p.units) {
        expect(u.maxOccupancy).toBeGreaterThanOrEqual(Math.max(2, u.bedrooms * 2));
        expect(u.nightlyRate).toBeGreaterThan(0);
        expect(u.bookingFee).toBeGreaterThan(0);
        expect(u.currency).toMatch(/^[A-Z]{3}$/);
      }
    }
  });

  it("gives every unit a feature of every availability kind", () => {
    for (const u of catalogue.flatMap((p) => p.units)) {
      expect(new Set(u.details.features.map((f) => f.availability))).toEqual(new Set(FEATURE_AVAILABILITIES));
    }
    const propertyKinds = new Set(catalogue.flatMap((p) => p.details.features.map((f) => f.availability)));
    expect(propertyKinds).toEqual(new Set(FEATURE_AVAILABILITIES));
  });

  it("has additional charges of every format, VAT treatment and frequency", () => {
    const charges = catalogue.flatMap((p) => p.units.flatMap((u) => u.details.additionalCharges));
    expect(new Set(charges.map((c) => c.chargeFormat.chargeFormatType))).toEqual(new Set(CHARGE_FORMAT_TYPES));
    expect(new Set(charges.map((c) => c.vat.vatApplicability))).toEqual(new Set(VAT_APPLICABILITIES));
    expect(new Set(charges.map((c) => c.chargeFrequency))).toEqual(new Set(CHARGE_FREQUENCIES));
    expect(charges.some((c) => c.chargedPerGuest) && charges.some((c) => !c.chargedPerGuest)).toBe(true);
    expect(charges.some((c) => c.refundable) && charges.some((c) => c.commisionable)).toBe(true);
    expect(charges.some((c) => c.chargeFormat.rate === null)).toBe(true);
    for (const c of charges) expect(c.vat.rate === null).toBe(c.vat.vatApplicability === "NOT_APPLICABLE");
  });

  it("has addresses, prose, terms and cancellation policies on every property", () => {
    for (const p of catalogue) {
      const d = p.details;
      expect(d.address.line1).toMatch(/^\d+ \S/);
      expect(d.address.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(d.address.country.length).toBeGreaterThan(1);
      expect(d.address.townCity.length).toBeGreaterThan(1);
      for (const text of [d.overview, d.locationOverview, d.additionalDetails, d.termsOfStay]) expect(text.length).toBeGreaterThan(20);
      expect(p.units.every((u) => u.details.cancellationPolicies.length > 0)).toBe(true);
    }
  });

  it("never gives a unit terms that contradict each other, nor a charge that cannot apply to the party", () => {
    for (const u of catalogue.flatMap((p) => p.units)) {
      const policies = u.details.cancellationPolicies;
      const free = policies.some((p) => /free cancellation/i.test(p));
      const nonRefundable = policies.some((p) => /non-refundable/i.test(p));
      expect(free && nonRefundable, `${u.id}: ${policies.join(" / ")}`).toBe(false);
      expect(free || nonRefundable, u.id).toBe(true);
      // A paid, non-refundable charge without a price would make every total "+ charges on
      // request"; the only one (a pet fee) applies only if the guests bring a pet: optional.
      for (const c of u.details.additionalCharges) if (c.chargeFormat.rate === null && !c.refundable) expect(c.optional, c.summary).toBe(true);
    }
    expect(catalogue.some((p) => p.units.some((u) => u.details.additionalCharges.some((c) => c.optional)))).toBe(true);
  });

  it("refers only to illustrations that exist in public/properties, served locally", () => {
    for (const file of IMAGE_FILES) {
      const svg = fs.readFileSync(path.join("public", "properties", file), "utf8");
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/); // nothing loaded from another host
    }
    const used = new Set(catalogue.flatMap((p) => p.details.images.map((i) => i.path)));
    for (const image of used) expect(IMAGE_FILES).toContain(image.replace("/properties/", ""));
  });
});

describe("ensureInventory", () => {
  it("seeds an empty database once, quickly, and is a no-op afterwards", async () => {
    await migrateDatabase();
    const db = getPrisma();
    const started = Date.now();
    expect(await ensureInventory(db)).toBe(catalogue.length);
    expect(Date.now() - started).toBeLessThan(10_000); // under a second on an idle machine
    expect(await ensureInventory(db)).toBe(0);
    expect(await db.property.count()).toBe(catalogue.length);
    expect(await db.unit.count()).toBe(catalogue.reduce((n, p) => n + p.units.length, 0));
    const stored = await db.property.findUniqueOrThrow({ where: { id: catalogue[0]!.id }, include: { units: { orderBy: { id: "asc" } } } });
    expect(stored.details).toEqual(catalogue[0]!.details);
    expect(stored.units.map((u) => u.details)).toEqual(catalogue[0]!.units.map((u) => u.details));
    expect(stored.createdAt).toBeInstanceOf(Date);
  });
});
