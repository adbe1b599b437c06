import { describe, expect, it } from "vitest";
import { toMinorUnits } from "@/lib/contract/money";
import { buildCatalogue } from "@/lib/service/inventory/build-catalogue";
import type { ChargeTemplate, InventoryUnit } from "@/lib/service/inventory/types";
import { priceUnit } from "@/lib/service/quotes/price-unit";
import { stayFor } from "@/lib/service/quotes/stay";

const charge = (overrides: Partial<ChargeTemplate>): ChargeTemplate => ({
  summary: "x",
  chargeFormat: { chargeFormatType: "SPECIFIED_RATE", rate: 10 },
  vat: { vatApplicability: "NOT_APPLICABLE", rate: null },
  chargeFrequency: "ONE_OFF",
  chargedPerGuest: false,
  commisionable: false,
  refundable: false,
  ...overrides,
});

const unit = (charges: ChargeTemplate[]): InventoryUnit => ({
  id: "u", propertyId: "p", name: "Studio 1A", bedrooms: 0, bathrooms: 1, maxOccupancy: 2, size: 30,
  currency: "GBP", nightlyRate: 100, taxRate: 20, bookingFee: 4.99,
  details: { period: "NIGHTLY", features: [], additionalCharges: charges, cancellationPolicies: [] },
});

describe("priceUnit", () => {
  it("prices periods with booking fee and tax, and every kind of charge, to the cent", () => {
    const priced = priceUnit(
      unit([
        charge({ chargeFormat: { chargeFormatType: "SPECIFIED_RATE", rate: 60 }, vat: { vatApplicability: "INCLUDED", rate: 20 } }),
        charge({ chargeFormat: { chargeFormatType: "SPECIFIED_RATE", rate: 3 }, chargeFrequency: "NIGHTLY", chargedPerGuest: true }),
        charge({ chargeFormat: { chargeFormatType: "SPECIFIED_RATE", rate: 40 }, chargeFrequency: "WEEKLY", vat: { vatApplicability: "NOT_INCLUDED", rate: 20 } }),
        charge({ chargeFormat: { chargeFormatType: "PERCENTAGE_OF_NIGHTLY_RATE", rate: 50 }, chargeFrequency: "MONTHLY", vat: { vatApplicability: "INCLUDED", rate: 20 } }),
        charge({ chargeFormat: { chargeFormatType: "PERCENTAGE_OF_NIGHTLY_RATE", rate: 5 }, chargeFrequency: "NIGHTLY", vat: { vatApplicability: "NOT_INCLUDED", rate: 20 } }),
        charge({ chargeFormat: { chargeFormatType: "SPECIFIED_RATE", rate: 300 }, refundable: true }),
        charge({ chargeFormat: { chargeFormatType: "SPECIFIED_RATE", rate: null }, vat: { vatApplicability: "NOT_INCLUDED", rate: 20 } }),
      ]),
      10,
      3,
    );
    expect(priced.priceBreakdown.perPeriod).toEqual({
      period: "NIGHTLY",
      amountsExcludingAdditionalCharges: { excludingTaxWithBookingFee: 104.99, includingTaxWithBookingFee: 125.99 },
    });
    // cleaning 60 (50 net), city tax 3 × 10 nights × 3 guests = 90, linen 2 weeks × 40 + 20% = 96 (80 net),
    // utilities 1 month × 50% of 100 = 50 (41.67 net), service 10 × 5 + 20% = 60 (50 net);
    // the deposit is refundable and the last charge has no price: neither counts.
    expect(priced.additionalCharges.map((c) => c.grossCost)).toEqual([60, 90, 96, 50, 60, 300, null]);
    const excl = 1049.9 + 50 + 90 + 80 + 41.67 + 50;
    const incl = 1259.9 + 60 + 90 + 96 + 50 + 60;
    expect(priced.priceBreakdown.wholeStay).toEqual({
      excludingTax: Math.round(excl * 100) / 100,
      includingTax: Math.round(incl * 100) / 100,
      taxAmount: Math.round((incl - excl) * 100) / 100,
    });
  });

  it("leaves an optional charge out of the whole stay, priced or not, and sends it marked", () => {
    const plain = priceUnit(unit([]), 7, 2).priceBreakdown.wholeStay;
    const priced = priceUnit(unit([charge({ optional: true, chargeFormat: { chargeFormatType: "SPECIFIED_RATE", rate: 25 } }), charge({ optional: true, chargeFormat: { chargeFormatType: "SPECIFIED_RATE", rate: null } })]), 7, 2);
    expect(priced.priceBreakdown.wholeStay).toEqual(plain);
    expect(priced.additionalCharges.map((c) => [c.optional, c.grossCost])).toEqual([
      [true, 25],
      [true, null],
    ]);
  });

  it("adds up for every catalogue unit, for stays of 1 to 95 nights and parties of 1 to 8, in its currency's own minor units", () => {
    const units = buildCatalogue().flatMap((p) => p.units).filter((_, i) => i % 7 === 0);
    const currencies = new Set<string>();
    for (const [i, u] of units.entries()) {
      const nights = 1 + ((i * 13) % 95);
      const { priceBreakdown: b, additionalCharges } = priceUnit(u, nights, 1 + (i % 8));
      // Exact in the currency's minor units (null when an amount has a fraction the currency lacks).
      const minor = (amount: number) => {
        const units = toMinorUnits(amount, b.currency);
        expect(units, `${amount} ${b.currency}`).not.toBeNull();
        return units!;
      };
      currencies.add(b.currency);
      const w = b.wholeStay;
      expect(minor(w.excludingTax) + minor(w.taxAmount)).toBe(minor(w.includingTax));
      const counted = additionalCharges.filter((c) => c.grossCost !== null && !c.refundable && !c.optional);
      const gross = counted.reduce((s, c) => s + minor(c.grossCost!), 0n);
      expect(minor(b.perPeriod.amountsExcludingAdditionalCharges.includingTaxWithBookingFee) * BigInt(nights) + gross).toBe(minor(w.includingTax));
      expect(w.taxAmount).toBeGreaterThanOrEqual(0);
    }
    // Currencies with no minor unit (yen) and with three digits (Jordanian dinar) are among them.
    expect(["JPY", "JOD", "GBP"].every((c) => currencies.has(c))).toBe(true);
  });

  it("prices a unit in yen in whole yen, a percentage charge with VAT added too", () => {
    const yen: InventoryUnit = { ...unit([charge({ chargeFormat: { chargeFormatType: "PERCENTAGE_OF_NIGHTLY_RATE", rate: 5 }, chargeFrequency: "NIGHTLY", vat: { vatApplicability: "NOT_INCLUDED", rate: 10 } })]), currency: "JPY", nightlyRate: 12300, bookingFee: 500, taxRate: 10 };
    const priced = priceUnit(yen, 3, 2);
    // 5% of ¥12,300 is ¥615 a night; with 10% VAT ¥676.5, kept as ¥677 (¥2,030 for 3 nights: 615 × 3 × 1.1 = 2029.5).
    expect(priced.additionalCharges[0]!.grossCost).toBe(2030);
    expect(priced.priceBreakdown.perPeriod.amountsExcludingAdditionalCharges).toEqual({ excludingTaxWithBookingFee: 12800, includingTaxWithBookingFee: 14080 });
    expect(priced.priceBreakdown.wholeStay.includingTax).toBe(14080 * 3 + 2030);
  });
});

describe("stayFor", () => {
  const builtAt = new Date("2026-12-25T23:30:00Z");
  it("uses the enquiry's dates", () => {
    expect(stayFor("2027-02-26", "2027-03-02", builtAt)).toEqual({ from: "2027-02-26", to: "2027-03-02", nights: 4, defaulted: false });
  });
  it("defaults a missing check-in to 14 days after the quote and a stay to 7 nights", () => {
    expect(stayFor(null, null, builtAt)).toEqual({ from: "2027-01-08", to: "2027-01-15", nights: 7, defaulted: true });
    expect(stayFor("2027-03-30", null, builtAt)).toEqual({ from: "2027-03-30", to: "2027-04-06", nights: 7, defaulted: true });
    expect(stayFor(null, "2027-03-01", builtAt)).toEqual({ from: "2027-02-22", to: "2027-03-01", nights: 7, defaulted: true });
  });
});
