import { describe, expect, it } from "vitest";
import type { ReceivedAdditionalCharge, ReceivedQuote, ReceivedUnit } from "@/lib/contract/quote";
import { compareQuote } from "@/lib/portal/quotes/compare-quote";
import { stayTotal } from "@/lib/portal/quotes/stay-total";
import { cheapestUnit, rankUnits } from "@/lib/portal/quotes/rank-units";
import { cancellationOf, depositOf } from "@/lib/portal/quotes/unit-facts";

const PARTY = { nights: 7, guests: 2, checkIn: "2027-03-01" };

function unit(name: string, wholeStay: number | null, charges: ReceivedAdditionalCharge[] = [], currency = "GBP"): ReceivedUnit {
  return {
    unitName: name,
    numberOfBedrooms: 1,
    numberOfBathrooms: 1,
    maxOccupancy: 2,
    unitSize: 40,
    additionalCharges: charges,
    ...(wholeStay === null
      ? {}
      : {
          priceBreakdown: {
            currency,
            wholeStay: { excludingTax: wholeStay, includingTax: wholeStay, taxAmount: 0 },
            perPeriod: { period: "NIGHTLY" as const, amountsExcludingAdditionalCharges: { excludingTaxWithBookingFee: 100, includingTaxWithBookingFee: 120 } },
          },
        }),
  };
}

// 30.00 a night without grossCost: the portal estimates 7 × 30 = 210.00 and adds it.
const unpricedNightly: ReceivedAdditionalCharge = {
  summary: "Parking",
  chargeFormat: { chargeFormatType: "SPECIFIED_RATE", rate: 30 },
  vat: { vatApplicability: "NOT_APPLICABLE", rate: null },
  chargeFrequency: "NIGHTLY",
  chargedPerGuest: false,
  refundable: false,
};

describe("the cheapest unit", () => {
  it("is the lowest total for the stay, estimates included, not the lowest whole stay", () => {
    // A: 1,000 + 210 estimated = 1,210; B: 1,100. The whole stay alone would name A.
    const units = [unit("A", 1000, [unpricedNightly]), unit("B", 1100)];
    expect(cheapestUnit(units, PARTY)?.unit.unitName).toBe("B");
    expect(rankUnits(units, PARTY).map((u) => [u.unit.unitName, u.total?.totalCents])).toEqual([
      ["B", 110_000],
      ["A", 121_000],
    ]);
  });

  it("puts units without a price last, keeps the provider's order on ties, and never compares currencies", () => {
    const units = [unit("none", null), unit("eur", 10, [], "EUR"), unit("gbp-b", 500), unit("gbp-a", 500)];
    // The first priced unit met is in EUR: GBP units follow, never ranked above it by amount.
    expect(rankUnits(units, PARTY).map((u) => u.unit.unitName)).toEqual(["eur", "gbp-b", "gbp-a", "none"]);
    expect(rankUnits([unit("x", 900), unit("y", 900)], PARTY).map((u) => u.index)).toEqual([0, 1]);
    expect(cheapestUnit([unit("none", null)], PARTY)).toBeNull();
  });

  it("is the unit the comparison lists first and marks its property's total with", () => {
    const quote = {
      items: [
        { id: "p1", property: { propertyName: "One", propertyUrl: "", locationMapLink: "", units: [unit("A", 1000, [unpricedNightly]), unit("B", 1100)] } },
        { id: "p2", property: { propertyName: "Two", propertyUrl: "", locationMapLink: "", units: [unit("C", 1150)] } },
      ],
    } as unknown as Pick<ReceivedQuote, "items">;
    const [one, two] = compareQuote(quote, PARTY).properties;
    expect(one!.units.map((u) => u.unit.unitName)).toEqual(["B", "A"]);
    expect(one!.from).toEqual({ cents: 110_000, currency: "GBP" });
    expect(one!.cheapest).toBe(true);
    expect(two!.cheapest).toBe(false);
  });
});

describe("an optional charge", () => {
  it("is listed but neither added to the total nor makes it 'on request'", () => {
    const pet: ReceivedAdditionalCharge = { summary: "Pet cleaning", chargeFormat: { chargeFormatType: "SPECIFIED_RATE", rate: null }, optional: true, grossCost: null };
    const total = stayTotal(unit("A", 1000, [pet]), PARTY)!;
    expect(total).toMatchObject({ totalCents: 100_000, onRequest: false, estimated: false });
    expect(total.lines[0]!.role).toBe("optional");
    // The same charge without the mark is on request, as before.
    expect(stayTotal(unit("A", 1000, [{ ...pet, optional: undefined }]), PARTY)!.onRequest).toBe(true);
  });
});

describe("the summary's facts", () => {
  it("reads the strictest free-cancellation deadline back from check-in", () => {
    expect(cancellationOf(["Free cancellation until 14 days before check-in; 50% after."], "2027-03-01")).toEqual({
      kind: "free-until",
      date: "2027-02-15",
      notice: "14 days before check-in",
    });
    expect(cancellationOf(["Free cancellation until 48 hours before check-in."], "2027-03-01")).toMatchObject({ date: "2027-02-27" });
    expect(cancellationOf(["Free cancellation until 48 hours before check-in.", "Free cancellation until 14 days before check-in."], null)).toEqual({
      kind: "free-until",
      date: null,
      notice: "14 days before check-in",
    });
    expect(cancellationOf(["Non-refundable: the whole stay is charged at confirmation."], "2027-03-01")).toEqual({ kind: "non-refundable" });
    expect(cancellationOf(["Ask the property."], "2027-03-01")).toEqual({ kind: "see-terms" });
    expect(cancellationOf([], "2027-03-01")).toEqual({ kind: "none" });
  });

  it("sums refundable charges as the deposit, which is never in the total", () => {
    const deposit = (grossCost: number | null): ReceivedAdditionalCharge => ({ summary: "Deposit", refundable: true, grossCost });
    expect(depositOf(stayTotal(unit("A", 1000, [deposit(300), deposit(50)]), PARTY))).toEqual({ kind: "amount", cents: 35_000 });
    expect(stayTotal(unit("A", 1000, [deposit(300)]), PARTY)!.totalCents).toBe(100_000);
    expect(depositOf(stayTotal(unit("A", 1000, [deposit(null)]), PARTY))).toEqual({ kind: "on-request" });
    expect(depositOf(stayTotal(unit("A", 1000), PARTY))).toEqual({ kind: "none" });
  });
});
