import { describe, expect, it } from "vitest";
import { CHARGE_FORMAT_TYPES, CHARGE_FREQUENCIES, VAT_APPLICABILITIES, type ReceivedAdditionalCharge, type ReceivedUnit } from "@/lib/contract/quote";
import { chargeCost, estimateChargeCents } from "@/lib/portal/quotes/charge-cost";
import { compareQuote, sortOrder } from "@/lib/portal/quotes/compare-quote";
import { formatMoney } from "@/lib/shared/format";
import { stayTotal } from "@/lib/portal/quotes/stay-total";
import type { ChargeTemplate, InventoryUnit } from "@/lib/service/inventory/types";
import { priceUnit } from "@/lib/service/quotes/price-unit";

// A stay of 10 nights for 2 adults and 1 child, in a unit at 100.00 a night without tax.
const PARTY = { nights: 10, guests: 3 };
const price = (wholeStay: number): ReceivedUnit["priceBreakdown"] => ({
  currency: "GBP",
  wholeStay: { excludingTax: wholeStay, includingTax: wholeStay, taxAmount: 0 },
  perPeriod: { period: "NIGHTLY", amountsExcludingAdditionalCharges: { excludingTaxWithBookingFee: 100, includingTaxWithBookingFee: 120 } },
});

type Variant = {
  format: (typeof CHARGE_FORMAT_TYPES)[number];
  frequency: (typeof CHARGE_FREQUENCIES)[number];
  perGuest: boolean;
  vat: (typeof VAT_APPLICABILITIES)[number];
};

const charge = (v: Variant, grossCost?: number | null): ReceivedAdditionalCharge => ({
  summary: `${v.format} ${v.frequency} ${v.perGuest} ${v.vat}`,
  // 12.50 as an amount, 10 % of the nightly rate (10.00) as a percentage.
  chargeFormat: { chargeFormatType: v.format, rate: v.format === "SPECIFIED_RATE" ? 12.5 : 10 },
  vat: { vatApplicability: v.vat, rate: v.vat === "NOT_APPLICABLE" ? null : 20 },
  chargeFrequency: v.frequency,
  chargedPerGuest: v.perGuest,
  refundable: false,
  ...(grossCost === undefined ? {} : { grossCost }),
});

const variants: Variant[] = CHARGE_FORMAT_TYPES.flatMap((format) =>
  CHARGE_FREQUENCIES.flatMap((frequency) =>
    [false, true].flatMap((perGuest) => VAT_APPLICABILITIES.map((vat) => ({ format, frequency, perGuest, vat }))),
  ),
);

// Expected estimates, from the terms: per occurrence 1250 or 1000 cents; 10 nights are
// 1, 10, 2 (started weeks) or 1 (started 30-night months) occurrences; 3 guests; VAT of
// 20 % added only when NOT_INCLUDED.
const PER_OCCURRENCE = { SPECIFIED_RATE: 1250, PERCENTAGE_OF_NIGHTLY_RATE: 1000 };
const OCCURRENCES = { ONE_OFF: 1, NIGHTLY: 10, WEEKLY: 2, MONTHLY: 1 };
const expected = (v: Variant) =>
  Math.round(PER_OCCURRENCE[v.format] * OCCURRENCES[v.frequency] * (v.perGuest ? 3 : 1) * (v.vat === "NOT_INCLUDED" ? 1.2 : 1));

describe("the total for the stay, for every charge variant", () => {
  it.each(variants)("%o: a quoted grossCost is in the whole stay, not added again", (v) => {
    const total = stayTotal({ priceBreakdown: price(1000), additionalCharges: [charge(v, 37.5)] }, PARTY)!;
    expect(total.lines[0]).toMatchObject({ role: "in-whole-stay", cost: { kind: "quoted", cents: 3750 } });
    expect(total.totalCents).toBe(100_000);
    expect(total).toMatchObject({ estimated: false, onRequest: false });
  });

  it.each(variants)("%o: a null grossCost is on request", (v) => {
    const total = stayTotal({ priceBreakdown: price(1000), additionalCharges: [charge(v, null)] }, PARTY)!;
    expect(total.lines[0]).toMatchObject({ role: "on-request", cost: { kind: "on-request" } });
    expect(total).toMatchObject({ totalCents: 100_000, estimated: false, onRequest: true });
  });

  it.each(variants)("%o: a missing grossCost is estimated and added", (v) => {
    const total = stayTotal({ priceBreakdown: price(1000), additionalCharges: [charge(v)] }, PARTY)!;
    expect(total.lines[0]).toMatchObject({ role: "added", cost: { kind: "estimate", cents: expected(v) } });
    expect(total).toMatchObject({ totalCents: 100_000 + expected(v), estimated: true, onRequest: false });
  });

  it.each(variants)("%o: a refundable charge is listed and never added", (v) => {
    for (const grossCost of [37.5, null, undefined]) {
      const total = stayTotal({ priceBreakdown: price(1000), additionalCharges: [{ ...charge(v, grossCost), refundable: true }] }, PARTY)!;
      expect(total.lines[0]!.role).toBe("refundable");
      expect(total.totalCents).toBe(100_000);
    }
  });

  it("adds several estimates to the whole stay and flags the total as an estimate with charges on request", () => {
    const a = charge({ format: "SPECIFIED_RATE", frequency: "NIGHTLY", perGuest: true, vat: "NOT_INCLUDED" });
    const b = charge({ format: "PERCENTAGE_OF_NIGHTLY_RATE", frequency: "WEEKLY", perGuest: false, vat: "INCLUDED" });
    const c = charge({ format: "SPECIFIED_RATE", frequency: "ONE_OFF", perGuest: false, vat: "NOT_APPLICABLE" }, null);
    const total = stayTotal({ priceBreakdown: price(1234.56), additionalCharges: [a, b, c] }, PARTY)!;
    // 1234.56 + 12.50 × 10 × 3 × 1.2 (450.00) + 10.00 × 2 (20.00)
    expect(total.totalCents).toBe(123_456 + 45_000 + 2_000);
    expect(total).toMatchObject({ estimated: true, onRequest: true, currency: "GBP" });
  });

  it("has no total without a price, and no charges is the whole stay", () => {
    expect(stayTotal({}, PARTY)).toBeNull();
    expect(stayTotal({ priceBreakdown: price(99.99) }, PARTY)!.totalCents).toBe(9_999);
  });
});

describe("the estimate", () => {
  it("counts started weeks and started 30-night months", () => {
    const weekly = charge({ format: "SPECIFIED_RATE", frequency: "WEEKLY", perGuest: false, vat: "NOT_APPLICABLE" });
    const monthly = charge({ format: "SPECIFIED_RATE", frequency: "MONTHLY", perGuest: false, vat: "NOT_APPLICABLE" });
    expect([7, 8, 14, 15].map((nights) => estimateChargeCents(weekly, 100, { nights, guests: 1 }))).toEqual([1250, 2500, 2500, 3750]);
    expect([1, 30, 31, 61].map((nights) => estimateChargeCents(monthly, 100, { nights, guests: 1 }))).toEqual([1250, 1250, 2500, 3750]);
  });

  it("cannot estimate without a rate, without nights for a recurring charge, or without a nightly rate for a percentage", () => {
    const base = charge({ format: "SPECIFIED_RATE", frequency: "NIGHTLY", perGuest: false, vat: "NOT_APPLICABLE" });
    expect(estimateChargeCents({ ...base, chargeFormat: { chargeFormatType: "SPECIFIED_RATE", rate: null } }, 100, PARTY)).toBeNull();
    expect(estimateChargeCents(base, 100, { nights: null, guests: 1 })).toBeNull();
    expect(estimateChargeCents({ ...base, chargeFrequency: "ONE_OFF" }, 100, { nights: null, guests: 1 })).toBe(1250);
    const pct = charge({ format: "PERCENTAGE_OF_NIGHTLY_RATE", frequency: "ONE_OFF", perGuest: false, vat: "NOT_APPLICABLE" });
    expect(estimateChargeCents(pct, null, PARTY)).toBeNull();
    expect(chargeCost({ ...base, chargeFrequency: undefined }, { priceBreakdown: price(1) }, PARTY)).toEqual({ kind: "on-request" });
  });

  it("matches the built-in service's grossCost for each of its charges (no booking fee, so the rates agree)", () => {
    const templates: ChargeTemplate[] = variants.map((v) => ({
      summary: "x",
      chargeFormat: { chargeFormatType: v.format, rate: v.format === "SPECIFIED_RATE" ? 17.35 : 8 },
      vat: { vatApplicability: v.vat, rate: v.vat === "NOT_APPLICABLE" ? null : 19 },
      chargeFrequency: v.frequency,
      chargedPerGuest: v.perGuest,
      commisionable: false,
      refundable: false,
    }));
    const unit: InventoryUnit = {
      id: "u", propertyId: "p", name: "Flat", bedrooms: 1, bathrooms: 1, maxOccupancy: 4, size: 50,
      currency: "EUR", nightlyRate: 133.33, taxRate: 10, bookingFee: 0,
      details: { period: "NIGHTLY", features: [], additionalCharges: templates, cancellationPolicies: [] },
    };
    for (const nights of [1, 6, 7, 29, 31]) {
      const priced = priceUnit(unit, nights, 3);
      for (const served of priced.additionalCharges) {
        const { grossCost, ...withoutCost } = served;
        const estimate = chargeCost(withoutCost, priced, { nights, guests: 3 });
        expect(estimate).toEqual({ kind: "estimate", cents: Math.round(grossCost! * 100) });
      }
    }
  });
});

describe("the comparison", () => {
  const item = (id: string, km: number | null, wholeStays: number[], currency = "GBP") => ({
    id,
    property: {
      propertyName: id, propertyUrl: "", locationMapLink: "",
      features: [{ key: "WIFI", description: "Wi-Fi", category: "Tech", subCategory: "Net", availability: "IMPLICIT" as const }, ...(id === "b" ? [{ key: "GYM", description: "Gym", category: "Leisure", subCategory: "Gym", availability: "SUPPLIED" as const }] : [])],
      units: wholeStays.map((w) => ({ unitName: `${id}-${w}`, numberOfBedrooms: 1, numberOfBathrooms: 1, maxOccupancy: 2, unitSize: 30, priceBreakdown: { ...price(w)!, currency } })),
    },
    distanceFromEnquiryLocation: km === null ? null : { value: km, unit: "KILOMETERS" as const },
  });

  it("marks the cheapest per currency and the nearest, and sorts by total or distance", () => {
    const comparison = compareQuote({ items: [item("a", 3, [900, 500]), item("b", 1.2, [700]), item("c", null, []), item("d", 5, [100], "EUR")] }, PARTY);
    const props = comparison.properties;
    expect(props.map((p) => p.from?.cents ?? null)).toEqual([50_000, 70_000, null, 10_000]);
    expect(props.map((p) => p.cheapest)).toEqual([false, false, false, true].map((_, i) => i === 0 || i === 3));
    expect(props.map((p) => p.nearest)).toEqual([false, true, false, false]);
    expect(sortOrder(props, "total")).toEqual([3, 0, 1, 2]);
    expect(sortOrder(props, "distance")).toEqual([1, 0, 3, 2]);
    expect([...comparison.sharedFeatureKeys]).toEqual(["WIFI:IMPLICIT"]);
  });

  it("takes a quote with every optional field missing: no units, features, distance or prices", () => {
    const bare = { id: "x", property: { propertyName: "Bare", propertyUrl: "", locationMapLink: "" } };
    const unpriced = { id: "y", property: { propertyName: "Unpriced", propertyUrl: "", locationMapLink: "", units: [{ unitName: "U", numberOfBedrooms: 0, numberOfBathrooms: 1, maxOccupancy: 1, unitSize: 20 }] } };
    const comparison = compareQuote({ items: [bare, unpriced] }, { nights: null, guests: 1 });
    expect(comparison.properties.map((p) => [p.from, p.distanceKm, p.cheapest, p.nearest])).toEqual([
      [null, null, false, false],
      [null, null, false, false],
    ]);
    expect(comparison.properties[1]!.units[0]!.total).toBeNull();
    expect(sortOrder(comparison.properties, "total")).toEqual([0, 1]);
    expect(comparison.sharedFeatureKeys.size).toBe(0);
  });

  it("formats money in its own currency", () => {
    expect(formatMoney(145_000, "GBP")).toBe("£1,450.00");
    expect(formatMoney(99, "EUR")).toBe("€0.99");
    expect(formatMoney(1_000, "ZZZZ")).toBe("ZZZZ 10.00");
  });
});
